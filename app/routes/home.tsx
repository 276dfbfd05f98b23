import { useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router'
import { LandingPage, LandingSearchFailure, preloadLandingPage } from '#app/features/landing/index.ts'
import { loadLandingFigures, loadLandingSearch } from '#app/features/landing/index.server.ts'
import { DEFAULT_LANGUAGE, resolveLanguage } from '#app/i18n/languages.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { getLoadedNamespace } from '#app/i18n/resources.ts'
import { readRouteApiError } from '#app/lib/route-error.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { AppErrorPanel } from '#app/shell/lazy-app-error-panel.tsx'
import { SITE_NAME } from '#app/shell/site-name.ts'
import type { Route } from './+types/home'

/**
 * The landing page. A URL with a search (?q=…) is answered on the server so the first paint
 * already shows the jobs; later searches on the page run in the browser through the API. A search
 * the server could not run reaches the ErrorBoundary below with the API's error body and status.
 */
export const handle = translationsHandle('landing')

export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const [initial, figures] = await Promise.all([loadLandingSearch(request, context), loadLandingFigures(context)])
  return { initial, figures }
})

/**
 * Navigations inside the app (React Router does not run it on the first load, which hydrates the
 * server's HTML): the page's chunk and its translations load with the data, so the page shows whole.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadLandingPage()])
  return data
}

/** Searches typed on the page fetch through the API; re-running the loader for them would search twice. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

function readLanguage(matches: Route.MetaArgs['matches']): string {
  const rootData: unknown = matches.find((match) => match?.id === 'root')?.loaderData
  if (typeof rootData === 'object' && rootData !== null && 'lang' in rootData && typeof rootData.lang === 'string') {
    return rootData.lang
  }
  return 'en'
}

export function meta({ matches }: Route.MetaArgs) {
  // The page's language has always loaded (the server has every language; the browser loads one
  // before it hydrates and before it switches), so English here is only a guard.
  const landing = getLoadedNamespace(resolveLanguage(readLanguage(matches)), 'landing') ?? getLoadedNamespace(DEFAULT_LANGUAGE, 'landing')
  if (!landing) return [{ title: SITE_NAME }]
  const copy = landing.meta
  return [
    { title: copy.title },
    { name: 'description', content: copy.description },
    { property: 'og:title', content: copy.title },
    { property: 'og:description', content: copy.description },
    { property: 'og:type', content: 'website' },
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage initial={loaderData.initial} figures={loaderData.figures} />
}

/** A search the server could not run: the landing page with the search's error panel in place of results. */
export function ErrorBoundary() {
  const routeError = readRouteApiError(useRouteError())
  if (!routeError) return <AppErrorPanel status={500} />
  return <LandingSearchFailure error={routeError.body} />
}
