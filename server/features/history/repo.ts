import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { jobSearchHistory, type JobSearchHistoryRow } from '#server/db/schema/index.ts'

/** The SQL of job view history: every query names the owner, so no one reads or changes another's rows. */

export type { JobSearchHistoryRow }

/** The job as it was when viewed, copied into the row. */
export interface ViewedJob {
  jobId: string
  jobTitle: string
  companyName: string
  location: string | null
  salaryMin: number | null
  salaryMax: number | null
  salaryCurrency: string | null
  salaryPeriod: string | null
  jobApplyLink: string | null
  employmentType: string | null
  isRemote: boolean
  datePosted: Date | null
  source: string | null
  employerLogo: string | null
}

export interface View {
  searchQuery: string | null
  searchLocation: string | null
  /** How many views this adds (1 for a view; a guest's count when their history moves to the account). */
  count: number
  viewedAt: Date
}

/**
 * Upserts on user and job (spec 001 §7 "upsert on user_id+job_id"): a first view makes the row, a
 * repeat adds to view_count, refreshes the job's copy and keeps the later of the two view times.
 */
export async function upsertView(db: Database, userId: string, job: ViewedJob, view: View): Promise<JobSearchHistoryRow | null> {
  const jobColumns = {
    jobTitle: job.jobTitle,
    companyName: job.companyName,
    location: job.location,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    jobApplyLink: job.jobApplyLink,
    employmentType: job.employmentType,
    isRemote: job.isRemote,
    datePosted: job.datePosted,
    source: job.source,
    employerLogo: job.employerLogo,
  }
  const isLater = sql`excluded.last_viewed_at >= ${jobSearchHistory.lastViewedAt}`
  const [row] = await db
    .insert(jobSearchHistory)
    .values({
      userId,
      jobId: job.jobId,
      ...jobColumns,
      searchQuery: view.searchQuery,
      searchLocation: view.searchLocation,
      searchTimestamp: view.viewedAt,
      viewCount: view.count,
      lastViewedAt: view.viewedAt,
      createdAt: view.viewedAt,
    })
    .onConflictDoUpdate({
      target: [jobSearchHistory.userId, jobSearchHistory.jobId],
      set: {
        ...jobColumns,
        viewCount: sql`${jobSearchHistory.viewCount} + excluded.view_count`,
        // The search and the time of the latest view win; an older guest view only adds to the count.
        searchQuery: sql`case when ${isLater} then excluded.search_query else ${jobSearchHistory.searchQuery} end`,
        searchLocation: sql`case when ${isLater} then excluded.search_location else ${jobSearchHistory.searchLocation} end`,
        searchTimestamp: sql`case when ${isLater} then excluded.search_timestamp else ${jobSearchHistory.searchTimestamp} end`,
        lastViewedAt: sql`greatest(${jobSearchHistory.lastViewedAt}, excluded.last_viewed_at)`,
      },
    })
    .returning()
  return row ?? null
}

/** Spec 001 §7 "select latest by last_viewed_at, default limit 50". */
export function listLatest(db: Database, userId: string, limit: number): Promise<JobSearchHistoryRow[]> {
  return db
    .select()
    .from(jobSearchHistory)
    .where(eq(jobSearchHistory.userId, userId))
    .orderBy(desc(jobSearchHistory.lastViewedAt), desc(jobSearchHistory.id))
    .limit(limit)
}

/** Drops the person's views past the newest `keep`, so one history never grows without end. */
export async function pruneOlderThanNewest(db: Database, userId: string, keep: number): Promise<void> {
  const [edge] = await db
    .select({ lastViewedAt: jobSearchHistory.lastViewedAt })
    .from(jobSearchHistory)
    .where(eq(jobSearchHistory.userId, userId))
    .orderBy(desc(jobSearchHistory.lastViewedAt))
    .offset(keep - 1)
    .limit(1)
  if (!edge) return
  await db.delete(jobSearchHistory).where(and(eq(jobSearchHistory.userId, userId), lt(jobSearchHistory.lastViewedAt, edge.lastViewedAt)))
}

export async function deleteAll(db: Database, userId: string): Promise<void> {
  await db.delete(jobSearchHistory).where(eq(jobSearchHistory.userId, userId))
}
