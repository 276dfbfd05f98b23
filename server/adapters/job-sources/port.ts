import type { JobSourceKind } from '#core/jobs/job-source-kinds.ts'
import type { JobSourceDeclaration } from '#core/jobs/job-source.schema.ts'
import type { BoundedResponse } from '#server/lib/bounded-fetch.ts'

/**
 * The job-sources service's port, in two parts: connectors that ingestion runs (JobConnector, below)
 * and the live search a person waits on (LiveJobSearch, at the end).
 *
 * A connector reads one kind of job source (Greenhouse, Lever, a feed …) and hands on its postings
 * mapped into the spec's Job shape (server/features/jobs/ingest/posting.schema.ts: job_id, job_title, employer_name,
 * job_description, job_apply_link, job_city/job_state/job_country or location, salary fields or
 * salary_range text, valid_through …). It does not validate or store them: the one normaliser
 * (server/features/jobs/ingest/normalize.ts) and the run (ingest/run-source.ts) do. Connectors never call fetch themselves: they ask
 * `context.http`, which holds the deadline, byte cap, retries on 429/5xx and cancellation.
 */
export interface JobConnector<K extends JobSourceKind = JobSourceKind> {
  kind: K
  /** Pages of postings in the source's own order; a connector follows the source's paging itself. */
  fetchPostings(source: SourceOf<K>, context: ConnectorContext): AsyncIterable<ConnectorPage>
}

/** Every kind of source and the connector that reads it (registry.ts holds the one list). */
export type ConnectorRegistry = { [K in JobSourceKind]: JobConnector<K> }

/** What ingestion runs sources with: the connectors and the credentials of the providers that need them. */
export interface JobSources {
  connectors: ConnectorRegistry
  credentials: ProviderCredentials
}

export type SourceOf<K extends JobSourceKind> = Extract<JobSourceDeclaration, { kind: K }>

export interface ConnectorContext {
  /** GET (or POST) within the run's limits; throws BoundedFetchError (server/lib/bounded-fetch.ts). */
  http(url: string, init?: { headers?: Readonly<Record<string, string>>; method?: 'GET' | 'POST'; body?: string }): Promise<BoundedResponse>
  /** Credentials of the providers that need them (JSearch, Adzuna); null when not configured. */
  credentials: ProviderCredentials
  now: Date
  signal: AbortSignal
  /** A run stops asking for pages after this many (a source that pages forever ends). */
  maxPages: number
}

export interface ProviderCredentials {
  jsearch: { apiKey: string; host: string } | null
  adzuna: { appId: string; appKey: string } | null
}

export interface ConnectorPage {
  /** Postings in the spec's Job shape; `job_id` is the source's own id for the posting. */
  postings: Array<Record<string, unknown>>
  /** Items the connector could not read at all (an entry without a title, a broken JSON-LD block). */
  rejected: ConnectorRejection[]
}

export interface ConnectorRejection {
  /** The source's id or link for the item when it had one. */
  item: string | null
  reason: string
}

/** A source the connector cannot read at all (a bad board name, an unparseable feed); the run fails with it. */
export class SourceReadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SourceReadError'
  }
}

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
