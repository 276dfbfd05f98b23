import { serverRoute } from '#app/lib/server-route.server.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { EmailLogsScreen } from '#app/features/admin/components/email-logs-screen.tsx'
import { loadEmailLogs } from '#app/features/admin/load-admin.server.ts'
import type { Route } from './+types/admin-email-logs'

/** /admin/email-logs: every e-mail and SMS with its state, and the resend of a failed one (admins). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadEmailLogs(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminEmailLogsPage({ loaderData }: Route.ComponentProps) {
  return <EmailLogsScreen filter={loaderData.filter} page={loaderData.page} isFirstPage={loaderData.isFirstPage} />
}
