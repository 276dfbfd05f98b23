import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'

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
  const result = await db.execute(sql`
    update jobs set is_active = false, expired_at = ${at}::timestamptz
    where is_active and expired_at is null
      and (valid_through <= ${at}::timestamptz
        or (last_seen_at < ${unseenSince}::timestamptz
          and source not in (select id from job_sources where origin = 'demo')))`)
  return affectedRows(result)
}

/**
 * The closing date a job's JobPosting carries (Google asks for validThrough): the source's own, or the
 * day it would expire unseen — last seen plus `unseenDays`, which for a job seen once is first seen
 * plus the configured expiry.
 */
export function effectiveValidThrough(validThrough: Date | null, lastSeenAt: Date, unseenDays: number): Date {
  return validThrough ?? new Date(lastSeenAt.getTime() + unseenDays * DAY_MS)
}

function affectedRows(result: unknown): number {
  if (typeof result === 'object' && result !== null) {
    if ('affectedRows' in result && typeof result.affectedRows === 'number') return result.affectedRows
    if ('rowCount' in result && typeof result.rowCount === 'number') return result.rowCount
  }
  return 0
}
