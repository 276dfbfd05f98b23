/** The landing feature: the page at / (hero, results, features, trust), hydrated from its own chunk. */
export {
  LazyLandingPage as LandingPage,
  LazyLandingSearchFailure as LandingSearchFailure,
  preloadLandingPage,
} from './components/lazy-landing-page.tsx'
export type { LandingInitialSearch } from './components/landing-page.tsx'
