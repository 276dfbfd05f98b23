import { serverRoute } from '#app/lib/server-route.server.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { AuditLogScreen } from '#app/features/admin/components/audit-log-screen.tsx'
import { loadAuditLog } from '#app/features/admin/load-admin.server.ts'
import type { Route } from './+types/admin-audit-log'

/** /admin/audit-log: staff actions, newest first (admins). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAuditLog(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminAuditLogPage({ loaderData }: Route.ComponentProps) {
  return <AuditLogScreen page={loaderData.page} isFirstPage={loaderData.isFirstPage} />
}
