import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import type { PublicPageMeta } from '#app/lib/public-page-meta.ts'
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

/** Every blog page's `handle`: its trail is the loader's `breadcrumbs` (Blog > cluster > title; Blog > topic). */
export const blogBreadcrumbHandle: BreadcrumbHandle<{ breadcrumbs: BlogBreadcrumb[] }> = {
  breadcrumb: ({ data }) => data?.breadcrumbs ?? [],
}

export function blogListPath(page: number, clusterSlug: string | null): string {
  const base = clusterSlug ? `/blog/topics/${clusterSlug}` : '/blog'
  return page > 1 ? `${base}?page=${page}` : base
}
