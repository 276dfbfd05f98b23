import { gatedPageMeta } from '#app/features/account/index.ts'
import { DashboardView } from '#app/features/onboarding/index.ts'
import { loadDashboard } from '#app/features/onboarding/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/dashboard'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('account')

export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadDashboard(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <DashboardView name={loaderData.name} onboarding={loaderData.onboarding} places={loaderData.places} />
}
