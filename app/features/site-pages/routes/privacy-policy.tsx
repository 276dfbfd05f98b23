import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { LegalPageView } from '#app/features/site-pages/components/legal-page-view.tsx'
import { loadLegalPage } from '#app/features/site-pages/site-page.server.ts'
import type { Route } from './+types/privacy-policy'

/** /privacy-policy (spec 000 §2): the privacy policy under India's DPDP Act 2023. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadLegalPage(request, context, 'privacy'))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('site'),
  breadcrumb: ({ t }) => [{ label: t('site:legal.privacy') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPageView data={loaderData} />
}
