import { adminMeta } from '#app/features/admin/index.ts'
import { ClustersScreen } from '#app/features/blog/components/clusters-screen.tsx'
import { loadAdminClusters } from '#app/features/blog/load-admin-blog.server.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/admin-clusters'

/** /admin/clusters: topic clusters (editors; decision 062). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAdminClusters(request, context))

export const handle = translationsHandle('blog', 'admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminClustersPage({ loaderData }: Route.ComponentProps) {
  return <ClustersScreen clusters={loaderData.clusters} />
}
