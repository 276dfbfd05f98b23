import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { LegalPageView } from '#app/features/site-pages/components/legal-page-view.tsx'
import { loadLegalPage } from '#app/features/site-pages/site-page.server.ts'
import type { Route } from './+types/refund-policy'

/** /refund-policy (spec 000 §2): the policy /admin/payments applies to the 7-day plan (decision 057). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadLegalPage(request, context, 'refund'))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('site'),
  breadcrumb: ({ t }) => [{ label: t('site:legal.refund') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPageView data={loaderData} />
}
