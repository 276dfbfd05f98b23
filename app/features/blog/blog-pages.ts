import type { MetaDescriptor } from 'react-router'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { publicPageMeta, type PublicPageMeta } from '#app/lib/public-page-meta.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'
import type { BlogBreadcrumb } from '#core/blog/blog.ts'
import type { ClusterSummary, PostPage, PostSummary, PublishedPost } from '#core/blog/blog-post.ts'

/** The loader data of the blog's public pages (load-blog.server.ts). */

export interface BlogListData {
  meta: PublicPageMeta
  /** The trail the shell's breadcrumb bar shows after Home (spec 000 §2). */
  breadcrumbs: BlogBreadcrumb[]
  page: PostPage
  clusters: ClusterSummary[]
  /** The topic shown, or null on /blog. */
  cluster: ClusterSummary | null
  rssUrl: string
}

export interface BlogArticleData {
  meta: PublicPageMeta
  breadcrumbs: BlogBreadcrumb[]
  post: PublishedPost
  /** The body rendered by core/blog/markdown.ts: built only of allowed tags. */
  bodyHtml: string
  related: PostSummary[]
  rssUrl: string
}

/** Every blog page's `handle`: its trail is the loader's `breadcrumbs` (Blog > cluster > title; Blog > topic), and the blog's texts. */
export const blogPageHandle: BreadcrumbHandle<{ breadcrumbs: BlogBreadcrumb[] }> & TranslationsHandle = {
  breadcrumb: ({ data }) => data?.breadcrumbs ?? [],
  ...translationsHandle('blog'),
}

/** Every blog page's head: the public page meta and the feed's alternate link. */
export function blogPageMeta(data: { meta: PublicPageMeta; rssUrl: string } | undefined): MetaDescriptor[] {
  const descriptors = publicPageMeta(data?.meta)
  if (data)
    descriptors.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${SITE_NAME} blog`, href: data.rssUrl })
  return descriptors
}

export function blogListPath(page: number, clusterSlug: string | null): string {
  const base = clusterSlug ? `/blog/topics/${clusterSlug}` : '/blog'
  return page > 1 ? `${base}?page=${page}` : base
}
