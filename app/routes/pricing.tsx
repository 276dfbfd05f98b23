import { planPageMeta, PricingView } from '#app/features/billing/index.ts'
import { loadPlanPage } from '#app/features/billing/index.server.ts'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import type { Route } from './+types/pricing'

/** /pricing (issue 22): Free and Premium from the plans table, the upgrade and, for premium, the cancel. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) =>
  loadPlanPage(request, context, { title: 'meta.pricingTitle', description: 'meta.pricingDescription' }),
)

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('billing'),
  breadcrumb: ({ t }) => [{ label: t('billing:pricing.heading') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return planPageMeta(loaderData)
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return <PricingView page={loaderData} />
}
