import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { HelpArticleView } from '#app/features/site-pages/components/help-views.tsx'
import type { HelpArticlePageData } from '#app/features/site-pages/site-page-data.ts'
import { loadHelpArticlePage } from '#app/features/site-pages/site-page.server.ts'
import type { Route } from './+types/help-article'

/** /help/{slug}: one help article; an unknown slug is the product's 404. */
export const loader = serverRoute(({ request, params }: Route.LoaderArgs, context) => loadHelpArticlePage(request, context, params.slug))

export const handle: BreadcrumbHandle<HelpArticlePageData> & TranslationsHandle = {
  ...translationsHandle('site'),
  breadcrumb: ({ t, data }) => [{ label: t('site:help.heading'), to: '/help' }, ...(data ? [{ label: data.article.title }] : [])],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HelpArticleView data={loaderData} />
}
