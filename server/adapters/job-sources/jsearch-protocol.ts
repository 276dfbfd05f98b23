import { z } from 'zod'
import type { LivePosting, LiveSearchParams } from './port.ts'

/**
 * JSearch's protocol (RapidAPI, https://rapidapi.com/letscrape-6bRBa3QguO5/api/jsearch), shared by
 * the live search client (jsearch-client.ts) and the ingestion connector (jsearch.ts):
 *
 * - `GET {base}/search?query=…&page=…&num_pages=…&country=…&date_posted=…&remote_jobs_only=…&employment_types=…&job_requirements=…`
 * - `GET {base}/job-details?job_id=…`
 * - headers `X-RapidAPI-Key` (the subscription's key) and `X-RapidAPI-Host` (jsearch.p.rapidapi.com);
 * - answers `{ status: 'OK', request_id, parameters, data: [job …] }`, 10 jobs a page;
 * - every answer through RapidAPI carries the plan's quota: `x-ratelimit-requests-limit`,
 *   `x-ratelimit-requests-remaining` and `x-ratelimit-requests-reset` (seconds until it renews).
 */

export const JSEARCH_DEFAULT_BASE_URL = 'https://jsearch.p.rapidapi.com'
export const JSEARCH_DEFAULT_HOST = 'jsearch.p.rapidapi.com'
/** JSearch answers up to this many jobs a page. */
export const JSEARCH_PAGE_SIZE = 10

export interface JSearchCredentials {
  apiKey: string
  host: string
}

export function buildJSearchHeaders(credentials: JSearchCredentials): Record<string, string> {
  return { 'X-RapidAPI-Key': credentials.apiKey, 'X-RapidAPI-Host': credentials.host, accept: 'application/json' }
}

/** The /search URL; parameters left unset are left out, so JSearch applies its own defaults. */
export function buildJSearchSearchUrl(baseUrl: string, params: LiveSearchParams): string {
  const url = new URL('search', withTrailingSlash(baseUrl))
  url.searchParams.set('query', params.query)
  url.searchParams.set('page', String(params.page))
  url.searchParams.set('num_pages', String(params.num_pages))
  if (params.country) url.searchParams.set('country', params.country.toLowerCase())
  if (params.date_posted) url.searchParams.set('date_posted', params.date_posted)
  if (params.remote_jobs_only) url.searchParams.set('remote_jobs_only', 'true')
  if (params.employment_types && params.employment_types.length > 0) {
    url.searchParams.set('employment_types', params.employment_types.join(','))
  }
  if (params.job_requirements && params.job_requirements.length > 0) {
    url.searchParams.set('job_requirements', params.job_requirements.join(','))
  }
  return url.toString()
}

export function buildJSearchDetailsUrl(baseUrl: string, jobId: string): string {
  const url = new URL('job-details', withTrailingSlash(baseUrl))
  url.searchParams.set('job_id', jobId)
  return url.toString()
}

/** A base URL with a path (a proxy's /jsearch) keeps it: new URL('search', 'https://proxy/jsearch/'). */
function withTrailingSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
}

const jsearchAnswerSchema = z.object({
  status: z.literal('OK'),
  request_id: z.string(),
  data: z.array(z.unknown()),
})

export type JSearchAnswer = z.infer<typeof jsearchAnswerSchema>

/** An answer in JSearch's shape, or null for anything else (an error body, HTML from a proxy, broken JSON). */
export function parseJSearchAnswer(text: string): JSearchAnswer | null {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = jsearchAnswerSchema.safeParse(body)
  return parsed.success ? parsed.data : null
}

export interface JSearchQuota {
  limit: number | null
  remaining: number
  /** Milliseconds until the quota renews, when RapidAPI said. */
  resetInMs: number | null
}

/** The plan's request quota from RapidAPI's headers; null when the answer carries none. */
export function readJSearchQuota(headers: Headers): JSearchQuota | null {
  const remaining = readCount(headers.get('x-ratelimit-requests-remaining'))
  if (remaining === null) return null
  const resetSeconds = readCount(headers.get('x-ratelimit-requests-reset'))
  return {
    limit: readCount(headers.get('x-ratelimit-requests-limit')),
    remaining,
    resetInMs: resetSeconds === null ? null : resetSeconds * 1000,
  }
}

function readCount(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null
  return Number(value)
}

/**
 * The fields of a JSearch job that the spec's Job shape names (spec 001 §3). JSearch's job already is
 * that shape, so this only picks: its map links, coordinates and scores are left behind, and its
 * closing date and other places to apply are kept. `job_location` ("Bengaluru, Karnataka, India")
 * is the place as one line, for jobs whose city JSearch leaves empty.
 */
const postingFields = [
  'job_id',
  'employer_name',
  'employer_logo',
  'employer_website',
  'job_publisher',
  'job_employment_type',
  'job_employment_types',
  'job_title',
  'job_apply_link',
  'job_apply_is_direct',
  'apply_options',
  'job_description',
  'job_is_remote',
  'job_posted_at_datetime_utc',
  'job_posted_at_timestamp',
  'job_city',
  'job_state',
  'job_country',
  'job_offer_expiration_datetime_utc',
  'job_min_salary',
  'job_max_salary',
  'job_salary_currency',
  'job_salary_period',
  'job_highlights',
  'job_required_experience',
  'job_required_skills',
  'job_required_education',
] as const

export type JSearchItem = { ok: true; posting: LivePosting } | { ok: false; item: string | null; reason: string }

/** One entry of an answer's `data` as a posting, or why it is not one. */
export function toJSearchPosting(entry: unknown): JSearchItem {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return { ok: false, item: null, reason: 'not a JSON object' }
  }
  const job = new Map(Object.entries(entry))
  const jobId = job.get('job_id')
  if (typeof jobId !== 'string' || jobId.trim() === '') return { ok: false, item: null, reason: 'job_id is missing' }
  const posting: LivePosting = {}
  for (const field of postingFields) {
    const value = job.get(field)
    if (value !== undefined && value !== null) posting[field] = value
  }
  const location = job.get('job_location')
  if (typeof location === 'string' && location.trim() !== '') posting.location = location
  return { ok: true, posting }
}
