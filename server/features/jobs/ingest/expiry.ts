import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { jobs } from '#server/db/schema/jobs.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Takes expired postings out of search (decision 021): a job whose closing date has passed, or one
 * no source has seen for `unseenDays` days. Demo jobs have no source that sees them and never expire
 * by age. The job stays stored (its page answers 410, its sightings remain) and comes back if a
 * source sees it again with a closing date ahead. Answers how many jobs it expired.
 */
export async function expireJobs(db: Database, now: Date, unseenDays: number): Promise<number> {
  const at = now.toISOString()
  const unseenSince = new Date(now.getTime() - unseenDays * DAY_MS).toISOString()
  const expired = await db
    .update(jobs)
    .set({ isActive: false, expiredAt: now })
    .where(
      sql`${jobs.isActive} and ${jobs.expiredAt} is null
        and (${jobs.validThrough} <= ${at}::timestamptz
          or (${jobs.lastSeenAt} < ${unseenSince}::timestamptz
            and ${jobs.source} not in (select id from job_sources where origin = 'demo')))`,
    )
    .returning({ id: jobs.id })
  return expired.length
}

/**
 * The closing date a job's JobPosting carries (Google asks for validThrough): the source's own, or the
 * day it would expire unseen — last seen plus `unseenDays`, which for a job seen once is first seen
 * plus the configured expiry.
 */
export function effectiveValidThrough(validThrough: Date | null, lastSeenAt: Date, unseenDays: number): Date {
  return validThrough ?? new Date(lastSeenAt.getTime() + unseenDays * DAY_MS)
}
