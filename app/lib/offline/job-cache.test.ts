import 'fake-indexeddb/auto'
import { afterEach, expect, test } from 'vitest'
import { buildWireJob } from '#tests/support/wire-job.ts'
import { CACHED_JOB_MAX_AGE_MS, cacheJobs, MAX_CACHED_JOBS, readCachedJobs } from './job-cache.ts'
import { OfflineDatabase } from './offline-db.ts'

const db = new OfflineDatabase('job-cache-test')
const DAY = 24 * 60 * 60 * 1000

afterEach(async () => {
  await db.cachedJobs.clear()
})

test(`keeps the newest ${MAX_CACHED_JOBS} jobs seen, most recent first`, async () => {
  const start = Date.UTC(2026, 10, 24)
  for (let index = 0; index < MAX_CACHED_JOBS + 5; index++) {
    await cacheJobs([buildWireJob({ job_id: `cache-${index}` })], { db, now: start + index })
  }
  const jobs = await readCachedJobs({ db, now: start + MAX_CACHED_JOBS + 5 })
  expect(jobs).toHaveLength(MAX_CACHED_JOBS)
  expect(jobs[0]?.job_id).toBe(`cache-${MAX_CACHED_JOBS + 4}`)
  expect(jobs.some((job) => job.job_id === 'cache-4')).toBe(false)
  expect(await db.cachedJobs.count()).toBe(MAX_CACHED_JOBS)
})

test('purges jobs older than 7 days, and never shows them', async () => {
  const now = Date.UTC(2026, 10, 24)
  await cacheJobs([buildWireJob({ job_id: 'cache-old' })], { db, now: now - 8 * DAY })
  expect((await readCachedJobs({ db, now })).map((job) => job.job_id)).toEqual([])
  await cacheJobs([buildWireJob({ job_id: 'cache-new' })], { db, now })
  expect(await db.cachedJobs.toCollection().primaryKeys()).toEqual(['cache-new'])
  expect(CACHED_JOB_MAX_AGE_MS).toBe(7 * DAY)
})
