import type { Job } from '#core/jobs/job.schema.ts'
import type { JobSearch, SearchNotice } from '#core/jobs/search.schema.ts'
import { JOBS_PER_PAGE } from '#core/jobs/search-constants.ts'
import type { JobSearchResult } from '#core/jobs/search-response.ts'
import { remoteSearchDisabledNotice } from '#core/jobs/search-notices.server.ts'
import { INDIA } from '#core/jobs/visitor-country.ts'
import type { LiveJobSearch, LivePosting, LiveSearchParams } from '#server/adapters/job-sources/port.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { countryCodeFromText, findCity } from '#server/lib/place-names.ts'
import { ProviderError } from '#server/lib/provider-error.ts'
import type { LocationFilter } from './location-resolver.ts'

/**
 * Stores postings a live search found (normalised, de-duplicated, upserted like any ingested posting)
 * and answers the ids of their jobs in the postings' order; a posting that was rejected has none.
 */
export type StorePostings = (postings: LivePosting[]) => Promise<string[]>

/** JOB_SEARCH_PROVIDER=jsearch: the service searched live, and how its answers are kept. */
export interface LiveSearchDeps {
  source: LiveJobSearch
  storePostings: StorePostings
}

/** Spec 001 §4 "Search fallback" and §9 "job fallback 20": on failure, up to 20 stored jobs. */
export const FALLBACK_JOB_LIMIT = 20
/** JSearch answers pages 1 to 100. */
const LIVE_MAX_PAGE = 100
/** Employment types JSearch knows (it has no TEMPORARY). */
const liveEmploymentTypes = new Set(['FULLTIME', 'PARTTIME', 'CONTRACTOR', 'INTERN'])
/** Our job ids (ingest/normalize.ts jobIdFor); any other id may be one the live service knows. */
const OUR_JOB_ID = /^jy[0-9a-f]{14}$/

/** What the jobs service lends the live search: its reading of places, its jobs, its own search. */
export interface LiveSearchContext {
  /** The words and the place of a search, as the stored search reads them ("X in Y", or the location). */
  findPlace(params: JobSearch): Promise<SearchPlace>
  /** Our active jobs with these ids, in this order, with their company data. */
  readJobs(ids: readonly string[]): Promise<Job[]>
  /** The same search over our database (the fallback). */
  searchStored(params: JobSearch, visitorCountry: string | null): Promise<JobSearchResult>
}

export interface SearchPlace {
  queryText: string
  locationText: string
  place: LocationFilter | null
}

/**
 * Whether the live service can answer a search: it needs words to search for and a page it serves,
 * and it knows none of our own listings' filters (city and role pages, featured, company types,
 * salaries, titles, government). Those searches are answered from our database, which holds what
 * earlier live searches and ingestion stored.
 */
export function isLiveSearchable(params: JobSearch): boolean {
  return (
    params.query !== undefined &&
    params.after === undefined &&
    params.page + params.num_pages - 1 <= LIVE_MAX_PAGE &&
    params.city_slug === undefined &&
    params.role_slug === undefined &&
    !params.featured &&
    !params.government_only &&
    params.salary_min === undefined &&
    params.salary_max === undefined &&
    (params.job_titles ?? []).length === 0 &&
    (params.company_types ?? []).length === 0 &&
    (params.employment_types ?? []).every((type) => liveEmploymentTypes.has(type))
  )
}

/**
 * Our search params as the live service's (spec 001 §7 "Search params"): the query gets " in
 * {location}" added, or a visa-sponsorship query is built; the country is the one asked for, else the
 * place's, else the visitor's, else India (JSearch's own default would be the United States).
 * The place's country comes from our reading of the place, or from the place names we know, so
 * "nurse in London" searches Britain even before we hold a job there.
 */
function toLiveSearchParams(params: JobSearch, where: SearchPlace, visitorCountry: string | null): LiveSearchParams {
  const words = params.visa_sponsorship ? `${where.queryText} visa sponsorship` : where.queryText
  const live: LiveSearchParams = {
    query: where.locationText === '' ? words : `${words} in ${where.locationText}`,
    page: params.page,
    num_pages: params.num_pages,
    country: params.country ?? where.place?.country ?? countryOfPlace(where.locationText) ?? visitorCountry ?? INDIA,
  }
  if (params.date_posted !== 'all') live.date_posted = params.date_posted
  if (params.remote_jobs_only || where.place?.isRemote === true) live.remote_jobs_only = true
  if (params.employment_types && params.employment_types.length > 0) live.employment_types = params.employment_types
  if (params.job_requirements && params.job_requirements.length > 0) live.job_requirements = params.job_requirements
  return live
}

/** The country a place's name says ("London" → GB, "Austin, USA" → US), its last part first; null when none does. */
function countryOfPlace(text: string): string | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  for (const part of parts.reverse()) {
    const country = countryCodeFromText(part) ?? findCity(part)?.country
    if (country !== undefined && country !== null) return country
  }
  return null
}

export interface LiveSearch {
  search(params: JobSearch, visitorCountry: string | null): Promise<JobSearchResult>
  /** A job the live service knows by its own id, stored and read back; null when neither has it. */
  findJob(jobId: string): Promise<Job | null>
}

/**
 * A live search stores what the service answers and answers with those jobs read back from our
 * database in the service's order, so its answer has exactly the shape of a stored search. When the
 * service fails (an error, a time-out, the quota), it answers up to FALLBACK_JOB_LIMIT stored jobs
 * matching the search, marked cached (the page says so); with none, the service's error (spec 001 §4).
 */
export function createLiveSearch(deps: LiveSearchDeps & { logger: Logger }, context: LiveSearchContext): LiveSearch {
  async function answerFromStore(params: JobSearch, visitorCountry: string | null, failure: ProviderError): Promise<JobSearchResult> {
    deps.logger.warn(
      { provider: deps.source.provider, code: failure.code, reason: failure.message },
      'live job search failed: answering stored jobs',
    )
    const stored = await context.searchStored(
      { ...params, page: 1, num_pages: Math.ceil(FALLBACK_JOB_LIMIT / JOBS_PER_PAGE), after: undefined },
      visitorCountry,
    )
    const jobs = stored.jobs.slice(0, FALLBACK_JOB_LIMIT)
    if (jobs.length === 0) throw new AppError(failure.code, { cause: failure })
    return { ...stored, jobs, hasMore: false, total: jobs.length, isTotalEstimate: false, nextCursor: null, isCached: true }
  }

  return {
    async search(params, visitorCountry) {
      const where = await context.findPlace(params)
      let postings: LivePosting[]
      try {
        postings = (await deps.source.searchJobs(toLiveSearchParams(params, where, visitorCountry))).postings
      } catch (error) {
        if (error instanceof ProviderError) return answerFromStore(params, visitorCountry, error)
        throw error
      }
      const ids = [...new Set(await deps.storePostings(postings))]
      const jobs = await context.readJobs(ids)
      // A full page may have more behind it; the live service does not say how many.
      const hasMore = postings.length >= params.num_pages * JOBS_PER_PAGE
      const notices: SearchNotice[] = params.remote_search_disabled
        ? [{ code: 'remote_search_disabled', ...remoteSearchDisabledNotice }]
        : []
      return {
        jobs,
        query: where.queryText === '' ? null : where.queryText,
        location: where.locationText === '' ? null : where.locationText,
        correctedQuery: null,
        isSpellingCorrected: false,
        resolvedLocation: where.place?.label ?? null,
        hasMore,
        total: (params.page - 1) * JOBS_PER_PAGE + jobs.length,
        isTotalEstimate: hasMore,
        nextCursor: null,
        notices,
        isCached: false,
      }
    },

    async findJob(jobId) {
      if (OUR_JOB_ID.test(jobId)) return null
      const posting = await deps.source.getJobDetails(jobId)
      if (posting === null) return null
      const [id] = await deps.storePostings([posting])
      if (id === undefined) return null
      const [job] = await context.readJobs([id])
      return job ?? null
    },
  }
}
