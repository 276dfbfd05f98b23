import { adminMeta } from '#app/features/admin/index.ts'
import { AdminPostsScreen } from '#app/features/blog/components/admin-posts-screen.tsx'
import { PostEditor } from '#app/features/blog/components/post-editor.tsx'
import { loadAdminPosts } from '#app/features/blog/load-admin-blog.server.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/admin-posts'

/** /admin/posts, /admin/posts/new and /admin/posts/{id}/edit (editors; decision 062): the list and the editor. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAdminPosts(request, context))

export const handle = translationsHandle('blog', 'admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminPostsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === 'editor') {
    // A new key per post: moving from one post's editor to another's starts a fresh form.
    return (
      <PostEditor
        key={loaderData.post?.id ?? 'new'}
        post={loaderData.post}
        clusters={loaderData.clusters}
        defaultAuthor={loaderData.defaultAuthor}
      />
    )
  }
  return (
    <AdminPostsScreen
      posts={loaderData.posts}
      total={loaderData.total}
      page={loaderData.page}
      pageCount={loaderData.pageCount}
      status={loaderData.status}
      clusterSlug={loaderData.clusterSlug}
      clusters={loaderData.clusters}
    />
  )
}
