import { z } from 'zod'
import { jobSchema } from './job.schema.ts'
import { isLandingSearchCacheFresh, type LandingSearchCache, type LandingSearchCacheRead } from './landing-cache.ts'

/** A stored landing search cache record, every job checked in full (see landing-cache.ts). */
export const landingSearchCacheSchema = z.object({
  jobs: z.array(jobSchema),
  query: z.string(),
  location: z.string(),
  savedAt: z.number().int().nonnegative(),
}) satisfies z.ZodType<LandingSearchCache>

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
 * well-formed and fresh (isLandingSearchCacheFresh).
 */
export function readLandingSearchCache(raw: string | null, now: Date): LandingSearchCacheRead {
  if (raw === null) return { state: 'empty' }
  const parsed = parseJson(raw)
  if (!parsed.ok) return { state: 'corrupt' }
  const result = landingSearchCacheSchema.safeParse(parsed.value)
  if (!result.success) return { state: 'corrupt' }
  if (!isLandingSearchCacheFresh(result.data.savedAt, now)) return { state: 'stale' }
  return { state: 'valid', cache: result.data }
}
