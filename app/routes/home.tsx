import { useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router'
import { FastHome, LandingPage, LandingSearchFailure, preloadLandingPage } from '#app/features/landing/index.ts'
import { loadFastHome, loadLandingFigures, loadLandingSearch } from '#app/features/landing/index.server.ts'
import { DEFAULT_LANGUAGE, resolveLanguage } from '#app/i18n/languages.ts'
import { getLoadedNamespace } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { paintFirstHandle, type PaintFirstHandle } from '#app/lib/scripts-after-paint.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { loadPublicPageMeta } from '#app/lib/public-page-meta.server.ts'
import { readRouteApiError } from '#app/lib/route-error.ts'
import { isScriptFreePage } from '#app/lib/script-free-page.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { AppErrorPanel } from '#app/shell/lazy-app-error-panel.tsx'
import { pageLocation } from '#app/lib/page-location.server.ts'
import type { Route } from './+types/home'

/**
 * The landing page. A URL with a search (?q=…) is answered on the server so the first paint
 * already shows the jobs; later searches on the page run in the browser through the API. A search
 * the server could not run reaches the ErrorBoundary below with the API's error body and status.
 */
/** Works as plain HTML until it hydrates (the search is a GET form), so its JavaScript starts after the first paint (decision 077). */
export const handle: TranslationsHandle & PaintFirstHandle = { ...translationsHandle('landing'), ...paintFirstHandle }

/**
 * The page's head is the same for / and /?amp (canonical /); `?amp` loads the fast home's first
 * results instead of the landing page's search (spec 000 §2, app/lib/script-free-page.ts).
 */
export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const t = createI18n(await readRequestLanguage(request)).getFixedT('landing')
  const metaPromise = loadPublicPageMeta(request, context, { title: t('meta.title'), description: t('meta.description'), path: '/' })
  if (isScriptFreePage(pageLocation(request))) {
    const [fast, figures, meta] = await Promise.all([loadFastHome(request, context), loadLandingFigures(context), metaPromise])
    // The landing page's own search is not run: the fast home shows its own first results.
    return { initial: { key: null, response: null, error: null, isTitleMissing: false }, fast, figures, meta }
  }
  const [initial, figures, meta] = await Promise.all([loadLandingSearch(request, context), loadLandingFigures(context), metaPromise])
  return { initial, fast: null, figures, meta }
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

/** The language the page shows now: the root loader's, which runs again when the reader switches. */
function readLanguage(matches: Route.MetaArgs['matches']): string {
  const rootData: unknown = matches.find((match) => match?.id === 'root')?.loaderData
  if (typeof rootData === 'object' && rootData !== null && 'lang' in rootData && typeof rootData.lang === 'string') {
    return rootData.lang
  }
  return DEFAULT_LANGUAGE
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shown = loaderData?.meta
  // A language switch does not run this loader again (shouldRevalidate): the title follows the
  // page's language from its loaded texts, as the rest of the page does.
  const language = resolveLanguage(readLanguage(matches))
  const landing = shown && shown.language !== language ? getLoadedNamespace(language, 'landing') : undefined
  if (shown && landing) return publicPageMeta({ ...shown, language, title: landing.meta.title, description: landing.meta.description })
  return publicPageMeta(shown)
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.fast) return <FastHome fast={loaderData.fast} figures={loaderData.figures} />
  return <LandingPage initial={loaderData.initial} figures={loaderData.figures} />
}

/** A search the server could not run: the landing page with the search's error panel in place of results. */
export function ErrorBoundary() {
  const routeError = readRouteApiError(useRouteError())
  if (!routeError) return <AppErrorPanel status={500} />
  return <LandingSearchFailure error={routeError.body} />
}
