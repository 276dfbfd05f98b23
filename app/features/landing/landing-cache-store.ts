import {
  createLandingSearchCache,
  LANDING_SEARCH_CACHE_KEY,
  readLandingSearchCache,
  serializeLandingSearchCache,
  shouldRemoveLandingSearchCache,
  type LandingSearchCache,
} from '../../../core/jobs/landing-cache.ts'
import type { Job } from '../../../core/jobs/job.ts'

/**
 * The landing search cache in localStorage (spec 000 §4): the last landing search is restored when
 * valid and under 2 hours old; stale or corrupt records are removed. Read through
 * useSyncExternalStore, so the server render (no storage) and hydration agree and the restored
 * results appear right after.
 */

const listeners = new Set<() => void>()
let lastRead: { raw: string | null; value: LandingSearchCache | null } | null = null

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LANDING_SEARCH_CACHE_KEY)
  } catch {
    // Storage blocked (private mode, policy): behave as if nothing was cached.
    return null
  }
}

function notify(): void {
  for (const listener of listeners) listener()
}

export function getLandingCacheSnapshot(): LandingSearchCache | null {
  const raw = readRaw()
  if (lastRead && lastRead.raw === raw) return lastRead.value
  const read = readLandingSearchCache(raw, new Date())
  lastRead = { raw, value: read.state === 'valid' ? read.cache : null }
  return lastRead.value
}

export function getLandingCacheServerSnapshot(): LandingSearchCache | null {
  return null
}

export function subscribeToLandingCache(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANDING_SEARCH_CACHE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function saveLandingSearchCache(jobs: Job[], query: string, location: string): void {
  try {
    const cache = createLandingSearchCache(jobs, query, location, new Date())
    window.localStorage.setItem(LANDING_SEARCH_CACHE_KEY, serializeLandingSearchCache(cache))
  } catch {
    // A full or blocked storage only costs the restore on the next visit.
  }
  notify()
}

/** Removes a stale or corrupt record; a valid one stays. */
export function pruneLandingSearchCache(): void {
  const raw = readRaw()
  if (!shouldRemoveLandingSearchCache(readLandingSearchCache(raw, new Date()))) return
  try {
    window.localStorage.removeItem(LANDING_SEARCH_CACHE_KEY)
  } catch {
    return
  }
  notify()
}
