import { sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { jobs } from '#server/db/schema/jobs.ts'

/**
 * How many of the newest active jobs form the recency window, where ranked search looks for its
 * candidates first (ranking.ts headCandidates). A fifth of the 100,000-job benchmark: big enough that
 * nearly every query finds its candidates there, small enough that no plan there is slow.
 */
export const RECENT_WINDOW = 20_000

/**
 * Moves the start of the recency window to the posting time of the `windowSize`-th newest active job
 * (no start, every job in the window, while there are fewer). Only the jobs between the old and the new
 * start are updated (migration 0006, refresh_jobs_recency_window), and jobs written meanwhile are
 * flagged by a trigger, so the window is always exact; refreshing only keeps it from growing. Run it
 * after seeding, at start and after each ingestion batch. Takes a transaction too (the seed's).
 */
export async function refreshRecencyWindow(db: Database, windowSize = RECENT_WINDOW): Promise<void> {
  await db.execute(sql`select refresh_jobs_recency_window(${windowSize}::int)`)
}

/**
 * Sets where the recency window starts before a bulk load, so the trigger flags each job as it is
 * inserted; refreshRecencyWindow afterwards moves the start to the exact one, updating only the jobs
 * between the two. (Left to the refresh alone, a load of 100,000 jobs would update the 80,000 older
 * ones after inserting them, doubling the table's size on disk.)
 */
export async function presetRecencyWindow(db: Database, start: Date): Promise<void> {
  await db.execute(sql`
    insert into job_search_window (id, recent_cutoff, refreshed_at) values (1, ${start.toISOString()}::timestamptz, now())
    on conflict (id) do update set recent_cutoff = excluded.recent_cutoff, refreshed_at = excluded.refreshed_at`)
}

/**
 * Refreshes the recency window, the visibility map and planner statistics of `jobs`. Candidate search
 * walks covering indexes index-only, which reads no heap page only where VACUUM has marked the pages
 * all-visible; PGlite has no autovacuum, so run this after seeding and after each ingestion batch (on
 * PostgreSQL, autovacuum does it too). It cannot run inside a transaction.
 */
export async function optimizeJobSearch(database: DatabaseHandle): Promise<void> {
  await refreshRecencyWindow(database.db)
  await database.query(sql`vacuum (analyze) jobs`)
}

/** True once the database has jobs: start-up seeds the demo data only on the first start. */
export async function hasJobs(database: DatabaseHandle): Promise<boolean> {
  const rows = await database.db.select({ id: jobs.id }).from(jobs).limit(1)
  return rows.length > 0
}
