/**
 * A job search service searched live while a person waits (JOB_SEARCH_PROVIDER=jsearch): the spec's
 * jsearch-job-recommendations call (spec 001 §7), `search_jobs` with the search params and
 * `get_job_details` with a job id. Answers are postings in the spec's Job shape
 * (server/features/jobs/ingest/posting.schema.ts); the jobs feature stores them and answers from its
 * own database, so a live search and a search of our database answer in one shape.
 *
 * Failures are thrown as `ProviderError` (server/lib/provider-error.ts) with the catalogue's code:
 * API_QUOTA_EXCEEDED while the request quota is used up, API_RATE_LIMITED while the service asks us
 * to slow down, API_SERVICE_UNAVAILABLE for anything else (no answer in time, 5xx, a refused key).
 */
export interface LiveJobSearch {
  /** Which adapter this is, for logs. */
  readonly provider: 'jsearch'
  searchJobs(params: LiveSearchParams): Promise<LiveSearchAnswer>
  /** The posting with this id, or null when the service has none. */
  getJobDetails(jobId: string): Promise<LivePosting | null>
}

/** A posting as the service sends it, in the spec's Job shape. */
export type LivePosting = Record<string, unknown>

/** The search params of spec 001 §7 that the service itself understands. */
export interface LiveSearchParams {
  /** What to search for, with " in {location}" added when a place was given. */
  query: string
  /** First page (1-based) of 10 results. */
  page: number
  /** Pages to answer at once, from `page` on. */
  num_pages: number
  /** ISO 3166-1 alpha-2 country code. */
  country?: string
  date_posted?: 'all' | 'today' | '3days' | 'week' | 'month'
  remote_jobs_only?: boolean
  /** FULLTIME, PARTTIME, CONTRACTOR, INTERN. */
  employment_types?: readonly string[]
  /** under_3_years_experience, more_than_3_years_experience, no_experience, no_degree. */
  job_requirements?: readonly string[]
}

export interface LiveSearchAnswer {
  /** The service's id for the answer. */
  requestId: string
  /** The postings in the service's order. */
  postings: LivePosting[]
}
