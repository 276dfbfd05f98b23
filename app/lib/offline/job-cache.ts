import type { Job } from '#core/jobs/job.schema.ts'
import { getOfflineDatabase, type OfflineDatabase } from './offline-db.ts'

/**
 * Jobs the person saw, kept in the browser for Browse Offline Jobs (spec 001 §8 "searchFailed").
 * Bounded: the newest MAX_CACHED_JOBS, none older than the spec's old-data purge threshold (7 days,
 * spec 001 §9 "Caching").
 */
export const MAX_CACHED_JOBS = 100
export const CACHED_JOB_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export async function cacheJobs(jobs: readonly Job[], options: { db?: OfflineDatabase; now?: number } = {}): Promise<void> {
  if (jobs.length === 0) return
  const db = options.db ?? getOfflineDatabase()
  const now = options.now ?? Date.now()
  await db.transaction('rw', db.cachedJobs, async () => {
    await db.cachedJobs.bulkPut(jobs.map((job) => ({ id: job.job_id, job, cachedAt: now })))
    await db.cachedJobs
      .where('cachedAt')
      .below(now - CACHED_JOB_MAX_AGE_MS)
      .delete()
    const overflow = await db.cachedJobs.orderBy('cachedAt').reverse().offset(MAX_CACHED_JOBS).primaryKeys()
    await db.cachedJobs.bulkDelete(overflow)
  })
}

/** The cached jobs, most recently seen first, none past the purge threshold. */
export async function readCachedJobs(options: { db?: OfflineDatabase; now?: number } = {}): Promise<Job[]> {
  const db = options.db ?? getOfflineDatabase()
  const now = options.now ?? Date.now()
  const rows = await db.cachedJobs
    .where('cachedAt')
    .aboveOrEqual(now - CACHED_JOB_MAX_AGE_MS)
    .reverse()
    .limit(MAX_CACHED_JOBS)
    .toArray()
  return rows.map((row) => row.job)
}
