import { planPageMeta, PremiumFeaturesView } from '#app/features/billing/index.ts'
import { loadPlanPage } from '#app/features/billing/index.server.ts'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import type { Route } from './+types/premium-features'

/** /premium-features (issue 22): what Premium adds, from the plans table. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) =>
  loadPlanPage(request, context, { title: 'meta.featuresTitle', description: 'meta.featuresDescription' }),
)

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('billing'),
  breadcrumb: ({ t }) => [{ label: t('billing:features.heading') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return planPageMeta(loaderData)
}

export default function PremiumFeaturesPage({ loaderData }: Route.ComponentProps) {
  return <PremiumFeaturesView page={loaderData} />
}
