import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

/**
 * JSearch behind RapidAPI on 127.0.0.1, for tests of the JSearch client and connector. It serves the
 * recorded answers in server/adapters/job-sources/fixtures (`jsearch-search-*.json` by query and page,
 * every recorded job by id at /job-details) and checks what RapidAPI and JSearch check:
 *
 * - `X-RapidAPI-Key`: missing → 401, not the subscription's → 403 `{"message":"You are not subscribed to this API."}`;
 * - `X-RapidAPI-Host` must name the API, else 404 `{"message":"API doesn't exists"}`;
 * - the parameters: `query` required, `page` 1–100, `num_pages` 1–20, known `date_posted`,
 *   `employment_types` and `job_requirements` values, a two-letter `country` → else 400 in JSearch's error shape;
 * - the plan's quota: every answered call counts, answers carry `x-ratelimit-requests-limit`,
 *   `-remaining` and `-reset`, and a call past the quota gets RapidAPI's 429.
 *
 * A query with no recording answers as JSearch does when nothing matches: `data: []`. `answerNext`
 * queues answers an overloaded API gives (429 with Retry-After, 500) or a slow one (`delayMs`).
 * Every request is recorded, refused ones too.
 */

export interface JSearchStandInRequest {
  path: string
  query: Record<string, string>
  hasValidKey: boolean
  /** When the request arrived (Date.now()). */
  at: number
}

export interface QueuedAnswer {
  status?: number
  body?: unknown
  retryAfterSeconds?: number
  /** Holds the answer this long before sending it. */
  delayMs?: number
}

export interface JSearchStandIn {
  baseUrl: string
  apiKey: string
  host: string
  requests: JSearchStandInRequest[]
  /** The quota: requests allowed in the period and how many are left. */
  quota: { limit: number; remaining: number; resetSeconds: number }
  answerNext(answer: QueuedAnswer, times?: number): void
  close(): Promise<void>
}

export const JSEARCH_STAND_IN_KEY = 'stand-in-rapidapi-key'
export const JSEARCH_STAND_IN_HOST = 'jsearch.p.rapidapi.com'

const fixturesDirectory = fileURLToPath(new URL('../../server/adapters/job-sources/fixtures/', import.meta.url))
const PAGE_SIZE = 10
const datePostedValues = new Set(['all', 'today', '3days', 'week', 'month'])
const employmentTypeValues = new Set(['FULLTIME', 'CONTRACTOR', 'PARTTIME', 'INTERN'])
const requirementValues = new Set(['under_3_years_experience', 'more_than_3_years_experience', 'no_experience', 'no_degree'])

interface Recording {
  query: string
  page: number
  data: unknown[]
}

/** The recorded answers: search pages by normalised query and page, and every recorded job by id. */
function loadRecordings(): { pages: Map<string, unknown[]>; jobs: Map<string, unknown> } {
  const pages = new Map<string, unknown[]>()
  const jobs = new Map<string, unknown>()
  for (const name of readdirSync(fixturesDirectory)) {
    if (!/^jsearch-.*\.json$/.test(name) || name === 'jsearch.golden.json') continue
    const answer = readRecording(JSON.parse(readFileSync(`${fixturesDirectory}${name}`, 'utf8')))
    if (name.startsWith('jsearch-search-')) pages.set(pageKey(answer.query, answer.page), answer.data)
    for (const job of answer.data) {
      const id = readField(job, 'job_id')
      if (typeof id === 'string') jobs.set(id, job)
    }
  }
  return { pages, jobs }
}

function readRecording(answer: unknown): Recording {
  const parameters = readField(answer, 'parameters')
  const data = readField(answer, 'data')
  const query = readField(parameters, 'query')
  const page = readField(parameters, 'page')
  return {
    query: typeof query === 'string' ? query : '',
    page: typeof page === 'number' ? page : 1,
    data: Array.isArray(data) ? data : [],
  }
}

function pageKey(query: string, page: number): string {
  return `${query.trim().toLowerCase().replace(/\s+/g, ' ')}#${page}`
}

function readField(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  return new Map(Object.entries(value)).get(key)
}

export async function startJSearchStandIn(
  options: { quota?: { limit?: number; remaining?: number; resetSeconds?: number } } = {},
): Promise<JSearchStandIn> {
  const recordings = loadRecordings()
  const requests: JSearchStandInRequest[] = []
  const queued: QueuedAnswer[] = []
  const limit = options.quota?.limit ?? 500
  const quota = { limit, remaining: options.quota?.remaining ?? limit, resetSeconds: options.quota?.resetSeconds ?? 2_592_000 }

  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json', server: 'RapidAPI-1.2.8', ...headers })
    response.end(JSON.stringify(body))
  }

  function quotaHeaders(): Record<string, string> {
    return {
      'x-ratelimit-requests-limit': String(quota.limit),
      'x-ratelimit-requests-remaining': String(quota.remaining),
      'x-ratelimit-requests-reset': String(quota.resetSeconds),
    }
  }

  function jsearchError(response: ServerResponse, message: string) {
    send(response, 400, { status: 'ERROR', request_id: randomUUID(), error: { message, code: 400 } }, quotaHeaders())
  }

  function search(response: ServerResponse, query: Record<string, string>) {
    const text = query.query ?? ''
    const page = Number(query.page ?? '1')
    const numPages = Number(query.num_pages ?? '1')
    if (text.trim() === '') return jsearchError(response, 'Missing required parameter: query')
    if (!Number.isInteger(page) || page < 1 || page > 100) return jsearchError(response, 'page must be an integer between 1 and 100')
    if (!Number.isInteger(numPages) || numPages < 1 || numPages > 20) {
      return jsearchError(response, 'num_pages must be an integer between 1 and 20')
    }
    if (query.date_posted !== undefined && !datePostedValues.has(query.date_posted)) return jsearchError(response, 'Invalid date_posted')
    if (!isListOf(query.employment_types, employmentTypeValues)) return jsearchError(response, 'Invalid employment_types')
    if (!isListOf(query.job_requirements, requirementValues)) return jsearchError(response, 'Invalid job_requirements')
    if (query.country !== undefined && !/^[a-z]{2}$/.test(query.country)) return jsearchError(response, 'Invalid country')
    if (query.remote_jobs_only !== undefined && !['true', 'false'].includes(query.remote_jobs_only)) {
      return jsearchError(response, 'Invalid remote_jobs_only')
    }
    const data: unknown[] = []
    for (let current = page; current < page + numPages; current += 1) {
      const recorded = recordings.pages.get(pageKey(text, current)) ?? []
      data.push(...recorded.slice(0, PAGE_SIZE))
      if (recorded.length < PAGE_SIZE) break
    }
    send(
      response,
      200,
      {
        status: 'OK',
        request_id: randomUUID(),
        parameters: {
          query: text.toLowerCase(),
          page,
          num_pages: numPages,
          date_posted: query.date_posted ?? 'all',
          country: query.country ?? 'us',
          language: 'en',
        },
        data,
      },
      quotaHeaders(),
    )
  }

  function details(response: ServerResponse, query: Record<string, string>) {
    const ids = (query.job_id ?? '').split(',').filter((id) => id !== '')
    if (ids.length === 0) return jsearchError(response, 'Missing required parameter: job_id')
    const data = ids.flatMap((id) => {
      const job = recordings.jobs.get(id)
      return job === undefined ? [] : [job]
    })
    send(
      response,
      200,
      {
        status: 'OK',
        request_id: randomUUID(),
        parameters: { job_id: query.job_id, country: query.country ?? 'us', language: 'en' },
        data,
      },
      quotaHeaders(),
    )
  }

  function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const query = Object.fromEntries(url.searchParams)
    const key = request.headers['x-rapidapi-key']
    if (key === undefined) {
      return send(response, 401, { message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.' })
    }
    if (key !== JSEARCH_STAND_IN_KEY) return send(response, 403, { message: 'You are not subscribed to this API.' })
    if (request.headers['x-rapidapi-host'] !== JSEARCH_STAND_IN_HOST) return send(response, 404, { message: "API doesn't exists" })
    if (request.method !== 'GET' || (url.pathname !== '/search' && url.pathname !== '/job-details')) {
      return send(response, 404, { message: "Endpoint '" + url.pathname + "' does not exist" })
    }
    const next = queued.shift()
    if (next?.status !== undefined) {
      const retryAfter: Record<string, string> =
        next.retryAfterSeconds === undefined ? {} : { 'retry-after': String(next.retryAfterSeconds) }
      return send(response, next.status, next.body ?? { message: 'Too many requests' }, { ...quotaHeaders(), ...retryAfter })
    }
    if (quota.remaining <= 0) {
      return send(
        response,
        429,
        {
          message:
            'You have exceeded the MONTHLY quota for Requests on your current plan, BASIC. Upgrade your plan at https://rapidapi.com/letscrape-6bRBa3QguO5/api/jsearch',
        },
        quotaHeaders(),
      )
    }
    quota.remaining -= 1
    if (url.pathname === '/search') search(response, query)
    else details(response, query)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const hasValidKey = request.headers['x-rapidapi-key'] === JSEARCH_STAND_IN_KEY
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), hasValidKey, at: Date.now() })
    request.resume()
    request.on('end', () => {
      const delayMs = queued[0]?.status === undefined ? queued[0]?.delayMs : undefined
      if (delayMs === undefined) return handle(request, response, url)
      queued.shift()
      setTimeout(() => {
        if (!response.destroyed) handle(request, response, url)
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    apiKey: JSEARCH_STAND_IN_KEY,
    host: JSEARCH_STAND_IN_HOST,
    requests,
    quota,
    answerNext(answer, times = 1) {
      for (let index = 0; index < times; index += 1) queued.push(answer)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function isListOf(value: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (value === undefined) return true
  return value.split(',').every((item) => allowed.has(item.trim()))
}
