import { hydrateLater } from '#app/lib/hydrate-later.tsx'

/**
 * JobResults hydrated from its own chunk (decision 032), for a page whose results the server renders
 * with the page (the public listings): until the chunk arrives the cards' own links work as plain
 * links, and the jobs feature's components and TanStack Query are not in the page's initial JavaScript.
 */
const jobResults = hydrateLater(() => import('./job-results.tsx').then((module) => module.JobResults))
if (import.meta.env.SSR) await jobResults.ready

export const JobResultsHydratedLater = jobResults.Component
export const preloadJobResults = jobResults.preload
