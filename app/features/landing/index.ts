/** The landing feature: the page at / (hero, results, features, trust), hydrated from its own chunk. */
export {
  LazyLandingPage as LandingPage,
  LazyLandingSearchFailure as LandingSearchFailure,
  LazyFastHome as FastHome,
  preloadLandingPage,
} from './components/lazy-landing-page.tsx'
export type { LandingInitialSearch } from './components/landing-page.tsx'
export type { FastHomeData } from './fast-home-data.ts'
