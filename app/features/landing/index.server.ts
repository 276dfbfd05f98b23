/** What the landing route's loader uses on the server only. */
export { loadLandingFigures, loadLandingSearch } from './load-landing.server.ts'
export { loadFastHome } from './load-fast-home.server.ts'
