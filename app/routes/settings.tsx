import { gatedPageMeta, SettingsView } from '#app/features/account/index.ts'
import { openGatedPage } from '#app/features/account/index.server.ts'
import { PaymentsCard } from '#app/features/billing/index.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import type { Route } from './+types/settings'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'

/** /settings: signed in only (issue 10), the profile and sessions from the account service, the payments and invoices from billing. */
export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const { viewer, titleFor } = await openGatedPage(request, context)
  const [profile, sessions, payments] = await Promise.all([
    context.services.account.readProfile(viewer),
    context.services.account.listSessions(viewer),
    context.services.payments.listPayments(viewer.userId),
  ])
  return { title: titleFor('meta.settings'), profile, sessions, payments }
})

/** Its trail (app/shell/breadcrumbs.ts) and the namespaces it renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('account', 'billing'),
  breadcrumb: ({ t }) => [{ label: t('shell:breadcrumbs.settings') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsView profile={loaderData.profile} sessions={loaderData.sessions} payments={<PaymentsCard payments={loaderData.payments} />} />
  )
}
