import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import type { GuidesIndexPage } from '#app/features/guides/guide-page-data.ts'
import { GuidesIndexView } from '#app/features/guides/guides-index-view.tsx'
import { loadGuidesIndex } from '#app/features/guides/load-guides.server.ts'
import type { Route } from './+types/guides'

/** /guides (issue 23): every country guide with the open jobs we list in each country. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadGuidesIndex(request, context))

/** The loader's trail in the breadcrumb bar (Home > Country guides), and the namespace the page renders. */
export const handle: BreadcrumbHandle<GuidesIndexPage> & TranslationsHandle = {
  ...translationsHandle('guides'),
  breadcrumb: ({ data }) => data?.breadcrumbs ?? [],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  return <GuidesIndexView page={loaderData} />
}
