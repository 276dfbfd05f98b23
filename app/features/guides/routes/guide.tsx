import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { NotFoundContent } from '#app/shell/not-found-content.tsx'
import type { GuidePageData } from '#app/features/guides/guide-page-data.ts'
import { GuideView } from '#app/features/guides/guide-view.tsx'
import { loadGuidePage } from '#app/features/guides/load-guides.server.ts'
import type { Route } from './+types/guide'

/** /guides/{countrySlug} (issue 23): one country's guide; a slug with no guide is the 404 page. */
export const loader = serverRoute(({ request, params }: Route.LoaderArgs, context) => loadGuidePage(request, context, params.countrySlug))

/** The loader's trail in the breadcrumb bar (Home > Country guides > Germany); the 404 page has none. */
export const handle: BreadcrumbHandle<GuidePageData> & TranslationsHandle = {
  ...translationsHandle('guides'),
  breadcrumb: ({ data }) => (data?.status === 'found' ? data.breadcrumbs : []),
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.status === 'notFound') return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }]
  return publicPageMeta(loaderData?.meta)
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  return loaderData.status === 'found' ? <GuideView page={loaderData} /> : <NotFoundContent />
}
