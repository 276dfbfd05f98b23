import { gatedPageMeta } from '#app/features/account/index.ts'
import { openGatedPage } from '#app/features/account/index.server.ts'
import { SavedJobsView } from '#app/features/jobs/index.ts'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import type { Route } from './+types/favorites'

/** /favorites: the saved jobs, signed in only like /dashboard (signed out → /auth and back). */
export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const { viewer, titleFor } = await openGatedPage(request, context)
  return { title: titleFor('meta.favorites'), favorites: await context.services.favorites.listFavorites(viewer.userId) }
})

/** Its trail (app/shell/breadcrumbs.ts) and the namespaces it renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('jobs'),
  breadcrumb: ({ t }) => [{ label: t('shell:breadcrumbs.favorites') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  return <SavedJobsView favorites={loaderData.favorites} />
}
