import { serverRoute } from '#app/lib/server-route.server.ts'
import { blogPageHandle, blogPageMeta } from '#app/features/blog/blog-pages.ts'
import { BlogListView } from '#app/features/blog/components/blog-list-view.tsx'
import { loadBlogList } from '#app/features/blog/load-blog.server.ts'
import type { Route } from './+types/blog-topic'

/** /blog/topics/{slug} (spec 000 §2): one cluster's published posts; trail Blog > topic name. An unknown topic is the 404. */
export const loader = serverRoute(({ request, params }: Route.LoaderArgs, context) => loadBlogList(request, context, params.slug))

export const handle = blogPageHandle

export function meta({ loaderData }: Route.MetaArgs) {
  return blogPageMeta(loaderData)
}

export default function BlogTopicPage({ loaderData }: Route.ComponentProps) {
  return <BlogListView data={loaderData} />
}
