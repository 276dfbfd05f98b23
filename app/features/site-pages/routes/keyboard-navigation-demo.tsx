import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { KeyboardView } from '#app/features/site-pages/components/guide-views.tsx'
import { loadSitePage } from '#app/features/site-pages/site-page.server.ts'
import type { Route } from './+types/keyboard-navigation-demo'

/** /keyboard-navigation-demo (spec 000 §2): the keyboard shortcuts the shell handles, and keyboard use of the pages. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) =>
  loadSitePage(request, context, 'keyboard', '/keyboard-navigation-demo'),
)

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('site'),
  breadcrumb: ({ t }) => [{ label: t('site:keyboard.heading') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function Page() {
  return <KeyboardView />
}
