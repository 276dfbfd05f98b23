import { adminMeta } from '#app/features/admin/index.ts'
import { loadPaymentsLedger } from '#app/features/billing/admin-ledger.server.ts'
import { LedgerScreen } from '#app/features/billing/ledger-screen.tsx'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/admin-payments'

/** /admin/payments: the payments ledger (admins; decision 051). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadPaymentsLedger(request, context))

export const handle = translationsHandle('billing', 'admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminPaymentsPage({ loaderData }: Route.ComponentProps) {
  return <LedgerScreen orders={loaderData.orders} />
}
