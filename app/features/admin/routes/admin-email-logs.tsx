import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { EmailLogsScreen } from '#app/features/admin/components/email-logs-screen.tsx'
import { loadEmailLogs } from '#app/features/admin/load-admin.server.ts'
import type { Route } from './+types/admin-email-logs'

/** The monitor's matches name application statuses as the board does. */
export const handle = translationsHandle('workspace')

/** /admin/email-logs: every e-mail and SMS with its state, the resend of a failed one, and the e-mail-response monitor (admins). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadEmailLogs(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminEmailLogsPage({ loaderData }: Route.ComponentProps) {
  return (
    <EmailLogsScreen
      filter={loaderData.filter}
      page={loaderData.page}
      isFirstPage={loaderData.isFirstPage}
      monitor={loaderData.monitor}
      localInboxPath={loaderData.localInboxPath}
    />
  )
}
