import { serverRoute } from '#app/lib/server-route.server.ts'
import { blogPageHandle, blogPageMeta } from '#app/features/blog/blog-pages.ts'
import { BlogListView } from '#app/features/blog/components/blog-list-view.tsx'
import { loadBlogList } from '#app/features/blog/load-blog.server.ts'
import type { Route } from './+types/blog'

/** /blog (spec 000 §2): the newest published posts, a topic filter and true counts (decision 062). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadBlogList(request, context, null))

export const handle = blogPageHandle

export function meta({ loaderData }: Route.MetaArgs) {
  return blogPageMeta(loaderData)
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogListView data={loaderData} />
}
