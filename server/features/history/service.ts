import { describeJobLocation } from '#core/format/location.ts'
import { salaryPeriods } from '#core/jobs/job-constants.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { HISTORY_FETCH_DEFAULT, HISTORY_KEEP_MAX } from '#core/workspace/history.ts'
import type { GuestView, HistoryEntry, RecordView } from '#core/workspace/history.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import * as repo from './repo.ts'

/**
 * Job view history (spec 001 §3, §4 "Job view history", §7; decision 055): every view of a job adds to
 * its view_count and moves last_viewed_at; a guest's views, kept in their browser, join the account
 * after sign-in; the list is the latest 50; the person can clear it.
 */
export interface HistoryService {
  recordView(userId: string, view: RecordView): Promise<HistoryEntry>
  importGuestViews(userId: string, views: readonly GuestView[]): Promise<number>
  listHistory(userId: string, limit?: number): Promise<HistoryEntry[]>
  clearHistory(userId: string): Promise<void>
}

export function createHistoryService(deps: {
  database: DatabaseHandle
  /** The jobs feature's reader of one posting as the API shows it (null once it cannot be shown). */
  findJob: (jobId: string) => Promise<Job | null>
  now?: () => Date
}): HistoryService {
  const { db } = deps.database
  const now = deps.now ?? (() => new Date())

  async function keep(userId: string, job: Job, view: repo.View): Promise<repo.JobSearchHistoryRow | null> {
    const row = await repo.upsertView(db, userId, toViewedJob(job), view)
    await repo.pruneOlderThanNewest(db, userId, HISTORY_KEEP_MAX)
    return row
  }

  return {
    async recordView(userId, view) {
      const job = await deps.findJob(view.job_id)
      if (!job) throw new AppError('NOT_FOUND', { detail: 'No job has this id' })
      const row = await keep(userId, job, {
        searchQuery: view.search_query,
        searchLocation: view.search_location,
        count: 1,
        viewedAt: now(),
      })
      if (!row) throw new AppError('OPERATION_FAILED')
      return toEntry(row)
    },

    async importGuestViews(userId, views) {
      const latest = now()
      let imported = 0
      // One job at a time: at most 50, and each needs the job's current copy.
      for (const view of views) {
        const job = await deps.findJob(view.job_id)
        if (!job) continue
        // A view the guest's clock dates ahead is taken as now: a wrong clock must not pin a job to the top.
        const viewedAt = new Date(Math.min(Date.parse(view.last_viewed_at), latest.getTime()))
        await keep(userId, job, { searchQuery: view.search_query, searchLocation: view.search_location, count: view.view_count, viewedAt })
        imported += 1
      }
      return imported
    },

    async listHistory(userId, limit = HISTORY_FETCH_DEFAULT) {
      return (await repo.listLatest(db, userId, limit)).map(toEntry)
    },

    async clearHistory(userId) {
      await repo.deleteAll(db, userId)
    },
  }
}

function toViewedJob(job: Job): repo.ViewedJob {
  const place = describeJobLocation({ city: job.job_city, state: job.job_state, country: job.job_country })
  const posted = Date.parse(job.job_posted_at_datetime_utc)
  return {
    jobId: job.job_id,
    jobTitle: job.job_title,
    companyName: job.employer_name,
    location: place.kind === 'place' ? place.text : null,
    salaryMin: job.job_min_salary,
    salaryMax: job.job_max_salary,
    salaryCurrency: job.job_salary_currency,
    salaryPeriod: job.job_salary_period,
    jobApplyLink: job.job_apply_link,
    employmentType: job.job_employment_type_code,
    isRemote: job.job_is_remote,
    datePosted: Number.isNaN(posted) ? null : new Date(posted),
    source: job.job_source,
    employerLogo: job.employer_logo,
  }
}

function toEntry(row: repo.JobSearchHistoryRow): HistoryEntry {
  return {
    job_id: row.jobId,
    job_title: row.jobTitle,
    company_name: row.companyName,
    location: row.location,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_currency: row.salaryCurrency,
    salary_period: salaryPeriods.find((period) => period === row.salaryPeriod) ?? null,
    employment_type: row.employmentType,
    is_remote: row.isRemote,
    employer_logo: row.employerLogo,
    search_query: row.searchQuery,
    search_location: row.searchLocation,
    view_count: row.viewCount,
    last_viewed_at: row.lastViewedAt.toISOString(),
  }
}
