import type { Job } from './job.schema.ts'

/**
 * The landing search cache (spec 000 §3, §4; spec 001 §4, §9): the last landing search kept in
 * browser storage as { jobs, query, location, savedAt }, restored on load when valid and younger
 * than 2 hours; a stale or corrupt record is removed.
 *
 * This module is plain TypeScript for the page's first load. Reading a stored record back checks
 * every job against jobSchema, so readLandingSearchCache lives with its zod schema in
 * landing-cache.schema.ts, which the browser loads only when there is a record to read.
 */

/** Browser storage key; listed so sign-out can clear it with the rest of the user's storage. */
export const LANDING_SEARCH_CACHE_KEY = 'landing-search-cache'
/** Spec 001 §9 "Landing search cache: 2 hours (7,200,000 ms)". */
export const LANDING_CACHE_TTL_MS = 7_200_000

/** The stored record; landingSearchCacheSchema is checked against this type. */
export type LandingSearchCache = {
  jobs: Job[]
  query: string
  location: string
  /** Epoch milliseconds. */
  savedAt: number
}

export type LandingSearchCacheRead =
  { state: 'valid'; cache: LandingSearchCache } | { state: 'stale' } | { state: 'corrupt' } | { state: 'empty' }

export function createLandingSearchCache(jobs: Job[], query: string, location: string, now: Date): LandingSearchCache {
  return { jobs, query, location, savedAt: now.getTime() }
}

/** The text to put in storage under LANDING_SEARCH_CACHE_KEY. */
export function serializeLandingSearchCache(cache: LandingSearchCache): string {
  return JSON.stringify(cache)
}

/**
 * Whether a record saved at `savedAt` may still be restored at `now`: saved less than 2 hours
 * before. A record saved "in the future" means the clock moved and its age is unknown: not fresh.
 */
export function isLandingSearchCacheFresh(savedAt: number, now: Date): boolean {
  const age = now.getTime() - savedAt
  return age >= 0 && age < LANDING_CACHE_TTL_MS
}

/** Stale and corrupt records are removed from storage (spec 000 §4 "Landing search cache"). */
export function shouldRemoveLandingSearchCache(read: LandingSearchCacheRead): boolean {
  return read.state === 'stale' || read.state === 'corrupt'
}
