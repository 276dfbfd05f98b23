import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { blogBreadcrumbHandle } from '#app/features/blog/blog-pages.ts'
import { BlogListView } from '#app/features/blog/components/blog-list-view.tsx'
import { loadBlogList } from '#app/features/blog/load-blog.server.ts'
import type { Route } from './+types/blog-topic'

/** /blog/topics/{slug} (spec 000 §2): one cluster's published posts; trail Blog > topic name. An unknown topic is the 404. */
export const loader = serverRoute(({ request, params }: Route.LoaderArgs, context) => loadBlogList(request, context, params.slug))

export const handle: BreadcrumbHandle<{ breadcrumbs: { label: string; to?: string }[] }> & TranslationsHandle = {
  ...blogBreadcrumbHandle,
  ...translationsHandle('blog'),
}

export function meta({ loaderData }: Route.MetaArgs) {
  const descriptors = publicPageMeta(loaderData?.meta)
  if (loaderData)
    descriptors.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'JobYatra blog', href: loaderData.rssUrl })
  return descriptors
}

export default function BlogTopicPage({ loaderData }: Route.ComponentProps) {
  return <BlogListView data={loaderData} />
}
