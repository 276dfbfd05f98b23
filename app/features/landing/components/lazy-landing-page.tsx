import { loadNamespaces } from '#app/i18n/resources.ts'
import { resolveLanguage } from '#app/i18n/languages.ts'
import { hydrateLater } from '#app/lib/hydrate-later.tsx'

/**
 * The landing page below the header (hero, search, results, lower sections) hydrates from its own
 * chunk (decision 032): the server renders it whole, and until its code arrives the search is a plain
 * GET form to /?q=…, which the home route's loader answers with results, so a search typed and sent
 * before hydration is not lost (and text typed before it is kept: app/ui/combobox.tsx). The jobs
 * feature, TanStack Query and the `jobs` translations (with the Hindi names of places) are not in the
 * page's initial JavaScript.
 */
const landingPage = hydrateLater(() => import('./landing-page.tsx').then((module) => module.LandingPage))
const landingSearchFailure = hydrateLater(() => import('./landing-page.tsx').then((module) => module.LandingSearchFailure))
// The fast home (/?amp) is only ever rendered on the server: browsers never load its chunk.
const fastHome = hydrateLater(() => import('./fast-home.tsx').then((module) => module.FastHome))
if (import.meta.env.SSR) await Promise.all([landingPage.ready, landingSearchFailure.ready, fastHome.ready])

export const LazyLandingPage = landingPage.Component
export const LazyLandingSearchFailure = landingSearchFailure.Component
export const LazyFastHome = fastHome.Component

/**
 * For the home route's clientLoader (navigations inside the app): the page's chunk and the `jobs`
 * translations of the page's language, so the page shows whole when the navigation ends.
 */
export async function preloadLandingPage(): Promise<void> {
  await Promise.all([
    landingPage.preload(),
    loadNamespaces(resolveLanguage(document.documentElement.lang), ['jobs']).catch(() => undefined),
  ])
}
