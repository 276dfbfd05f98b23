/** The landing feature: the page at / (hero, results, features, trust). */
export { LandingPage, type LandingInitialSearch } from './components/landing-page.tsx'
