import { serverRoute } from '#app/lib/server-route.server.ts'
import { buildBlogRss } from '#app/features/blog/rss.server.ts'
import type { Route } from './+types/blog-rss'

/** /blog/rss.xml: a resource route (no page), linked from /blog with <link rel="alternate">. */
export const loader = serverRoute(async (_args: Route.LoaderArgs, context) => {
  const posts = await context.services.blog.listFeed()
  return new Response(buildBlogRss(posts, context.publicUrl), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
})
