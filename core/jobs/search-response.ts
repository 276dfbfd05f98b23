import type { Job } from './job.schema.ts'
import type { JobSearch, JobSearchResponse, SearchNotice } from './search.schema.ts'

/** What a job search finds: domain data, without the HTTP envelope (the API route and the landing loader add it). */
export interface JobSearchResult {
  jobs: Job[]
  /** The title/keywords searched for ("X" of "X in Y"); null when there were none. */
  query: string | null
  /** The location searched in, as typed or taken from "X in Y". */
  location: string | null
  /** The query after spelling correction or Hindi-to-English, when it differs from `query`. */
  correctedQuery: string | null
  /** True when correctedQuery corrected a misspelt word (the page then offers to search the words as typed), not only translated. */
  isSpellingCorrected: boolean
  /** The place the location was understood as ("Bengaluru", "Delhi NCR", "Remote"). */
  resolvedLocation: string | null
  hasMore: boolean
  /** How many jobs the search matches over all its pages: exact, or an estimate when isTotalEstimate. */
  total: number
  isTotalEstimate: boolean
  /** The keyset cursor of the next page, when the next page continues in recency order. */
  nextCursor: string | null
  notices: SearchNotice[]
  /**
   * True when the live search service failed and these are stored jobs matching the search instead
   * (spec 001 §4 "Search fallback"): the answer's status is "cached" and the page says so.
   */
  isCached: boolean
  /**
   * The signed-in person's cities this search led with (decision 075; without words, decision 078);
   * absent or empty when it put every place equally (a guest, a place in the search, or prefer_my_cities=false).
   */
  preferredCities?: readonly string[]
}

/** A city a signed-in person's searches without a place lead with: its slug as jobs.city_slug holds it, its name and country. */
export interface PreferredCity {
  slug: string
  name: string
  /** ISO 3166-1 alpha-2: the person's country, which then ranks first in place of the one Accept-Language names. */
  country: string
}

/** The wire answer of GET /api/jobs/search (spec 001 §7): status, request id and parameters around the jobs. */
export function toJobSearchResponse(
  result: JobSearchResult,
  params: Pick<JobSearch, 'page' | 'num_pages'>,
  requestId: string,
): JobSearchResponse {
  return {
    status: result.isCached ? 'cached' : 'OK',
    request_id: requestId,
    parameters: {
      query: result.query,
      location: result.location,
      corrected_query: result.correctedQuery,
      spelling_corrected: result.isSpellingCorrected,
      resolved_location: result.resolvedLocation,
      page: params.page,
      num_pages: params.num_pages,
      has_more: result.hasMore,
      total: result.total,
      total_is_estimate: result.isTotalEstimate,
      next_cursor: result.nextCursor,
      notices: result.notices,
      preferred_cities: [...(result.preferredCities ?? [])],
    },
    data: result.jobs,
  }
}
