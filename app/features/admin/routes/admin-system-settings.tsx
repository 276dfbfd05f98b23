import { serverRoute } from '#app/lib/server-route.server.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { SystemSettingsScreen } from '#app/features/admin/components/system-settings-screen.tsx'
import { loadSystemSettings } from '#app/features/admin/load-admin.server.ts'
import type { Route } from './+types/admin-system-settings'

/** /admin/system-settings: feature flags, maintenance mode and the plan limits (admins; decision 071). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadSystemSettings(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminSystemSettingsPage({ loaderData }: Route.ComponentProps) {
  return <SystemSettingsScreen settings={loaderData.settings} />
}
