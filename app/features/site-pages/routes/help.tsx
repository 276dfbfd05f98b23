import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { HelpIndexView } from '#app/features/site-pages/components/help-views.tsx'
import { loadHelpPage } from '#app/features/site-pages/site-page.server.ts'
import type { Route } from './+types/help'

/** /help (spec 000 §2): the help centre, its articles by category, searched with ?q= (a GET form). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadHelpPage(request, context))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('site'),
  breadcrumb: ({ t }) => [{ label: t('site:help.heading') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HelpIndexView data={loaderData} />
}
