import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { AboutView } from '#app/features/site-pages/components/about-views.tsx'
import { loadAboutPage } from '#app/features/site-pages/site-page.server.ts'
import type { Route } from './+types/about'

/** /about (spec 000 §2): who we are, what the product does, and figures counted from our data. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAboutPage(request, context))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('site'),
  breadcrumb: ({ t }) => [{ label: t('site:about.heading') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AboutView data={loaderData} />
}
