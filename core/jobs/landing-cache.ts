import { z } from 'zod'
import { jobSchema, type Job } from './job.ts'

/**
 * The landing search cache (spec 000 §3, §4; spec 001 §4, §9): the last landing search kept in
 * browser storage as { jobs, query, location, savedAt }, restored on load when valid and younger
 * than 2 hours; a stale or corrupt record is removed.
 */

/** Browser storage key; listed so sign-out can clear it with the rest of the user's storage. */
export const LANDING_SEARCH_CACHE_KEY = 'landing-search-cache'
/** Spec 001 §9 "Landing search cache: 2 hours (7,200,000 ms)". */
export const LANDING_CACHE_TTL_MS = 7_200_000

export const landingSearchCacheSchema = z.object({
  jobs: z.array(jobSchema),
  query: z.string(),
  location: z.string(),
  /** Epoch milliseconds. */
  savedAt: z.number().int().nonnegative(),
})
export type LandingSearchCache = z.infer<typeof landingSearchCacheSchema>

export type LandingSearchCacheRead =
  | { state: 'valid'; cache: LandingSearchCache }
  | { state: 'stale' }
  | { state: 'corrupt' }
  | { state: 'empty' }

export function createLandingSearchCache(
  jobs: Job[],
  query: string,
  location: string,
  now: Date,
): LandingSearchCache {
  return { jobs, query, location, savedAt: now.getTime() }
}

/** The text to put in storage under LANDING_SEARCH_CACHE_KEY. */
export function serializeLandingSearchCache(cache: LandingSearchCache): string {
  return JSON.stringify(cache)
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value: unknown = JSON.parse(raw)
    return { ok: true, value }
  } catch {
    return { ok: false }
  }
}

/**
 * Reads what storage returned for LANDING_SEARCH_CACHE_KEY (`null` when absent). Valid means
 * well-formed and saved less than 2 hours before `now`; a record saved "in the future" means the
 * clock moved and its age is unknown, so it counts as stale.
 */
export function readLandingSearchCache(raw: string | null, now: Date): LandingSearchCacheRead {
  if (raw === null) return { state: 'empty' }
  const parsed = parseJson(raw)
  if (!parsed.ok) return { state: 'corrupt' }
  const result = landingSearchCacheSchema.safeParse(parsed.value)
  if (!result.success) return { state: 'corrupt' }
  const age = now.getTime() - result.data.savedAt
  if (age < 0 || age >= LANDING_CACHE_TTL_MS) return { state: 'stale' }
  return { state: 'valid', cache: result.data }
}

/** Stale and corrupt records are removed from storage (spec 000 §4 "Landing search cache"). */
export function shouldRemoveLandingSearchCache(read: LandingSearchCacheRead): boolean {
  return read.state === 'stale' || read.state === 'corrupt'
}
