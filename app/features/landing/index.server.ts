/** What the landing route's loader uses on the server only. */
export { loadLandingSearch } from './load-landing.server.ts'
