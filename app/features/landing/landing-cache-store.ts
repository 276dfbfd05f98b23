import type { Job } from '#core/jobs/job.schema.ts'
import {
  createLandingSearchCache,
  LANDING_SEARCH_CACHE_KEY,
  serializeLandingSearchCache,
  shouldRemoveLandingSearchCache,
  type LandingSearchCache,
} from '#core/jobs/landing-cache.ts'

/**
 * The landing search cache in localStorage (spec 000 §4): the last landing search is restored when
 * valid and under 2 hours old; stale or corrupt records are removed. Read through
 * useSyncExternalStore, so the server render (no storage) and hydration agree and the restored
 * results appear right after.
 *
 * Checking a record means checking every job against the zod job schema, so the reader loads when
 * there is a record to check, never for a first visit: until it has checked the record the store
 * says "nothing cached", then tells its subscribers.
 */

const loadCacheReader = () => import('#core/jobs/landing-cache.schema.ts')

const listeners = new Set<() => void>()
/** The last raw record checked and what it held; `checking` is the raw record being checked now. */
let lastRead: { raw: string | null; value: LandingSearchCache | null } | null = null
let checking: string | null = null

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

/** Checks a stored record once: a valid one is restored, a stale or corrupt one removed. */
function checkRecord(raw: string): void {
  if (checking === raw) return
  checking = raw
  loadCacheReader()
    .then(({ readLandingSearchCache }) => {
      const read = readLandingSearchCache(raw, new Date())
      lastRead = { raw, value: read.state === 'valid' ? read.cache : null }
      // Only the record that was checked: a search saved meanwhile stays.
      if (shouldRemoveLandingSearchCache(read) && readRaw() === raw) removeRecord()
    })
    .catch(() => {
      // The checker could not load (offline): restore nothing rather than something unchecked.
      lastRead = { raw, value: null }
    })
    .finally(() => {
      if (checking === raw) checking = null
      notify()
    })
}

export function getLandingCacheSnapshot(): LandingSearchCache | null {
  const raw = readRaw()
  if (lastRead && lastRead.raw === raw) return lastRead.value
  if (raw === null) {
    lastRead = { raw, value: null }
    return null
  }
  checkRecord(raw)
  return null
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
  const cache = createLandingSearchCache(jobs, query, location, new Date())
  try {
    const raw = serializeLandingSearchCache(cache)
    window.localStorage.setItem(LANDING_SEARCH_CACHE_KEY, raw)
    // Our own record needs no checking: the jobs came from a checked API answer.
    lastRead = { raw, value: cache }
  } catch {
    // A full or blocked storage only costs the restore on the next visit.
  }
  notify()
}

function removeRecord(): void {
  try {
    window.localStorage.removeItem(LANDING_SEARCH_CACHE_KEY)
    lastRead = { raw: null, value: null }
  } catch {
    // Blocked storage: the record stays, and is checked (and not restored) again next visit.
  }
}
