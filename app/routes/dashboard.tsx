import { gatedPageMeta } from '#app/features/account/index.ts'
import { ApplicationsBoard } from '#app/features/applications/pages.ts'
import { DashboardView } from '#app/features/onboarding/index.ts'
import { loadDashboard } from '#app/features/onboarding/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import type { Route } from './+types/dashboard'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'

export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadDashboard(request, context))

/** Its trail (app/shell/breadcrumbs.ts) and the namespaces it renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('account', 'jobs', 'workspace'),
  breadcrumb: ({ t }) => [{ label: t('shell:breadcrumbs.dashboard') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardView name={loaderData.name} onboarding={loaderData.onboarding} places={loaderData.places} workspace={<ApplicationsBoard />} />
  )
}
