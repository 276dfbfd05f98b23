import { serverRoute } from '#app/lib/server-route.server.ts'
import { blogPageHandle, blogPageMeta } from '#app/features/blog/blog-pages.ts'
import { ArticleView } from '#app/features/blog/components/article-view.tsx'
import { loadBlogArticle } from '#app/features/blog/load-blog.server.ts'
import type { Route } from './+types/blog-post'

/**
 * /blog/{slug} (spec 000 §2, §7): a published post only (a draft, a scheduled post or an unknown slug
 * is the 404), with BlogPosting structured data; the shell's bar shows Blog > cluster > title and
 * writes its BreadcrumbList.
 */
export const loader = serverRoute(({ request, params }: Route.LoaderArgs, context) => loadBlogArticle(request, context, params.slug))

export const handle = blogPageHandle

export function meta({ loaderData }: Route.MetaArgs) {
  return blogPageMeta(loaderData)
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData} />
}
