import { inArray, lt, sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { rateLimits } from '#server/db/schema/index.ts'
import { defineJob } from '#server/jobs/job-definition.ts'
import { defineServerFeature } from './server-feature.ts'

/**
 * The one rate limiter (issue 17): fixed windows counted in `rate_limits`, each changed by one atomic
 * upsert, so parallel requests cannot slip past a limit and every app server sharing the database
 * shares the count (PGlite and PostgreSQL alike). A caller names its purpose and the subject it
 * limits (an address, an account, a browser id); the key is `<purpose>:<subject>`.
 */

export interface RateRule {
  /** How many hits a window allows; the next one is refused. */
  limit: number
  windowMs: number
}

export interface Limited {
  /** Seconds until the subject may try again (the Retry-After header). */
  retryAfterSeconds: number
}

export interface RateLimiter {
  /** Counts one hit of `subject` for `purpose`; Limited when it is past the rule's limit in the current window. */
  hit(purpose: string, subject: string, rule: RateRule): Promise<Limited | null>
  /** Forgets the counts of `subject` for `purpose` (account erasure). */
  forget(purpose: string, subjects: readonly string[]): Promise<void>
  /** Removes windows that ended before `before`: they count nothing any more. */
  purgeEnded(before: Date): Promise<number>
}

export function rateLimitKey(purpose: string, subject: string): string {
  return `${purpose}:${subject}`
}

export function createRateLimiter(db: Database, now: () => Date = () => new Date()): RateLimiter {
  return {
    async hit(purpose, subject, rule) {
      const at = now()
      const windowEndsAt = new Date(at.getTime() + rule.windowMs)
      const hasEnded = sql`${rateLimits.windowEndsAt} <= ${at.toISOString()}::timestamptz`
      const [row] = await db
        .insert(rateLimits)
        .values({ key: rateLimitKey(purpose, subject), count: 1, windowEndsAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${hasEnded} then 1 else ${rateLimits.count} + 1 end`,
            windowEndsAt: sql`case when ${hasEnded} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
          },
        })
        .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt })
      if (!row || row.count <= rule.limit) return null
      return { retryAfterSeconds: secondsUntil(row.windowEndsAt, at) }
    },

    async forget(purpose, subjects) {
      if (subjects.length === 0) return
      const keys = subjects.map((subject) => rateLimitKey(purpose, subject))
      await db.delete(rateLimits).where(inArray(rateLimits.key, keys))
    },

    async purgeEnded(before) {
      const removed = await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, before)).returning({ key: rateLimits.key })
      return removed.length
    },
  }
}

export function secondsUntil(until: Date, at: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000))
}

/**
 * Ended windows are removed every hour (one run across all servers, pg-boss's cron): each window
 * counts nothing once it has ended, and a subject seen once would otherwise keep its row for good.
 */
export const rateLimitPurgeJob = defineJob({
  name: 'rate-limit-purge',
  cron: '17 * * * *',
  queue: { policy: 'stately', retryLimit: 1, expireInSeconds: 10 * 60 },
  handler: () => import('./rate-limit-purge-job.ts'),
})

/** Shared plumbing registered the way a feature is: the `rateLimiter` service and its hourly purge. */
export const rateLimitPlumbing = defineServerFeature({
  name: 'rate-limits',
  services: (deps: { database: DatabaseHandle }) => ({ rateLimiter: createRateLimiter(deps.database.db) }),
  jobs: [rateLimitPurgeJob],
})
