import { serverRoute } from '#app/lib/server-route.server.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { AdminHome } from '#app/features/admin/components/admin-home.tsx'
import { loadAdminHome } from '#app/features/admin/load-admin.server.ts'
import type { Route } from './+types/admin-home'

/** /admin (and /admin/dashboard): staff whose role opens the admin home (spec 000 §6); everyone else is turned away by the gate. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAdminHome(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminHomePage({ loaderData }: Route.ComponentProps) {
  return <AdminHome email={loaderData.email} areas={loaderData.areas} dashboard={loaderData.dashboard} period={loaderData.period} />
}
