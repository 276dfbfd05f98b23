import { serverRoute } from '#app/lib/server-route.server.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { SourcesScreen } from '#app/features/admin/components/sources-screen.tsx'
import { loadJobSources } from '#app/features/admin/load-admin.server.ts'
import type { Route } from './+types/admin-sources'

/** /admin/sources: the job sources with their health; add, pause, resume, run now (admins; decision 022). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadJobSources(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminSourcesPage({ loaderData }: Route.ComponentProps) {
  return <SourcesScreen sources={loaderData.sources} openRuns={loaderData.openRuns} defaultSchedule={loaderData.defaultSchedule} />
}
