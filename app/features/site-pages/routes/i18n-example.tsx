import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { LanguagesView } from '#app/features/site-pages/components/guide-views.tsx'
import { loadSitePage } from '#app/features/site-pages/site-page.server.ts'
import type { Route } from './+types/i18n-example'

/** /i18n-example (spec 000 §2): the languages offered, how to switch and what is translated. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadSitePage(request, context, 'i18n', '/i18n-example'))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('site'),
  breadcrumb: ({ t }) => [{ label: t('site:i18n.heading') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function Page() {
  return <LanguagesView />
}
