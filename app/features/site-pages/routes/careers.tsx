import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { CareersView } from '#app/features/site-pages/components/about-views.tsx'
import { loadSitePage } from '#app/features/site-pages/site-page.server.ts'
import type { Route } from './+types/careers'

/** /careers (spec 000 §2): a small team, honestly described. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadSitePage(request, context, 'careers', '/careers'))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('site'),
  breadcrumb: ({ t }) => [{ label: t('site:careers.heading') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function Page() {
  return <CareersView />
}
