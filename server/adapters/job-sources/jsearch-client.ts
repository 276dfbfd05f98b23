import type { ErrorCode } from '#core/errors/codes.ts'
import { parseRetryAfter } from '#server/lib/bounded-fetch.ts'
import type { Logger } from '#server/lib/logger.ts'
import { ProviderError } from '#server/lib/provider-error.ts'
import { createTtlCache } from '#server/lib/ttl-cache.ts'
import { createVendorHttp } from '#server/lib/vendor-http.ts'
import {
  buildJSearchDetailsUrl,
  buildJSearchHeaders,
  buildJSearchSearchUrl,
  JSEARCH_DEFAULT_BASE_URL,
  JSEARCH_DEFAULT_HOST,
  parseJSearchAnswer,
  readJSearchQuota,
  toJSearchPosting,
  type JSearchAnswer,
  type JSearchCredentials,
} from './jsearch-protocol.ts'
import type { LiveJobSearch, LivePosting, LiveSearchAnswer } from './port.ts'

export interface JSearchClientOptions {
  /** JSEARCH_API_KEY: the RapidAPI key of a JSearch subscription. */
  apiKey: string | undefined
  /** JSEARCH_HOST, sent as X-RapidAPI-Host. */
  host?: string
  /** JSEARCH_BASE_URL: https://jsearch.p.rapidapi.com, a proxy, or a stand-in in tests. */
  baseUrl?: string
  /** JSEARCH_REQUESTS_PER_SECOND: no more calls start in any second. */
  requestsPerSecond?: number
  /** The deadline of one call, answer included. */
  timeoutMs?: number
  /** The longest Retry-After of a 429 that a call waits out before trying once more; a longer one fails it. */
  maxRetryWaitMs?: number
  logger?: Logger
  /** The clock of the caches, the quota and the back-off (tests move it); the rate runs on real time. */
  now?: () => number
}

const PROVIDER = 'jsearch'
const DAY_MS = 86_400_000
/** Spec 001 §9 "Caching": job search results live 1 day, job details 7 days. */
export const JSEARCH_SEARCH_CACHE_TTL_MS = DAY_MS
export const JSEARCH_DETAILS_CACHE_TTL_MS = 7 * DAY_MS
/** A cached search holds up to num_pages × 10 postings (tens of kB each page): a hundred stay well under 50 MB. */
const SEARCH_CACHE_ENTRIES = 100
const DETAILS_CACHE_ENTRIES = 2_000
/** Spec 001 §9 "Network": the HTTP client's time-out is 10 s. */
const DEFAULT_TIMEOUT_MS = 10_000
const DEFAULT_REQUESTS_PER_SECOND = 5
const DEFAULT_MAX_RETRY_WAIT_MS = 2_000
/** num_pages up to 20, 10 postings of tens of kB each: well past any real answer, short of a runaway one. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024
/** A 429 without Retry-After pauses calls this long. */
const DEFAULT_BACKOFF_MS = 1_000
/** A used-up quota whose reset RapidAPI did not give is tried again after this long. */
const UNKNOWN_QUOTA_RESET_MS = 60 * 60_000

type Pause = { until: number; reason: 'quota' | 'rate'; limit: number | null }

/**
 * JOB_SEARCH_PROVIDER=jsearch: JSearch's search and job details (jsearch-protocol.ts) for live
 * searches. It keeps to what RapidAPI allows the subscription:
 *
 * - the quota: the remaining requests are read from every answer; when none remain, no call goes out
 *   until the quota renews (x-ratelimit-requests-reset), and each refused call says until when;
 * - the rate: at most `requestsPerSecond` calls start in any second; a 429 pauses every call for its
 *   Retry-After, and the call that met it tries once more if the wait is short;
 * - the spec's cache lifetimes: a search is answered from memory for a day, a job's details for seven
 *   days, in caches made once for the client and bounded in size.
 *
 * A failed call is not retried otherwise: the search falls back to stored jobs at once (spec 001 §4).
 */
export function createJSearchClient(options: JSearchClientOptions): LiveJobSearch {
  if (options.apiKey === undefined || options.apiKey.trim() === '') {
    throw new Error('JSearch needs JSEARCH_API_KEY: set it to the RapidAPI key of a JSearch subscription')
  }
  const credentials: JSearchCredentials = { apiKey: options.apiKey, host: options.host ?? JSEARCH_DEFAULT_HOST }
  const baseUrl = options.baseUrl ?? JSEARCH_DEFAULT_BASE_URL
  const now = options.now ?? Date.now
  const searchCache = createTtlCache<string, LiveSearchAnswer>({
    maxEntries: SEARCH_CACHE_ENTRIES,
    ttlMs: JSEARCH_SEARCH_CACHE_TTL_MS,
    now,
  })
  const detailsCache = createTtlCache<string, LivePosting | null>({
    maxEntries: DETAILS_CACHE_ENTRIES,
    ttlMs: JSEARCH_DETAILS_CACHE_TTL_MS,
    now,
  })
  let pause: Pause | null = null

  function refuseWhilePaused(): void {
    if (pause === null) return
    if (now() >= pause.until) {
      pause = null
      return
    }
    const until = new Date(pause.until).toISOString()
    if (pause.reason === 'quota') {
      const plan = pause.limit === null ? 'request quota' : `quota of ${pause.limit} requests`
      throw failure('API_QUOTA_EXCEEDED', `the plan's ${plan} is used up until ${until}; no calls until then`, false)
    }
    throw failure('API_RATE_LIMITED', `asked us to slow down; no calls until ${until}`, true)
  }

  function noteQuota(headers: Headers): void {
    const quota = readJSearchQuota(headers)
    if (quota === null || quota.remaining > 0) return
    const until = now() + (quota.resetInMs ?? UNKNOWN_QUOTA_RESET_MS)
    if (pause?.reason !== 'quota') {
      options.logger?.warn(
        { provider: PROVIDER, limit: quota.limit, until: new Date(until).toISOString() },
        'JSearch quota used up: no calls until it renews',
      )
    }
    pause = { until, reason: 'quota', limit: quota.limit }
  }

  /** Every answer: the quota it reports, and a 429's pause, which holds every call (the one that met it may wait it out once). */
  function noteAnswer({ status, headers }: { status: number; headers: Headers }): void {
    noteQuota(headers)
    if (status !== 429) return
    // RapidAPI answers 429 when the plan's quota is used up too; noteQuota has paused for that.
    if (pause?.reason === 'quota') refuseWhilePaused()
    const wait = parseRetryAfter(headers.get('retry-after'), now()) ?? DEFAULT_BACKOFF_MS
    pause = { until: now() + wait, reason: 'rate', limit: null }
  }

  // A failed call is not retried but for a short Retry-After: the search falls back to stored jobs at once.
  const http = createVendorHttp({
    provider: PROVIDER,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: MAX_ANSWER_BYTES,
    retries: 1,
    retryOn: 'rate-limited',
    maxRetryWaitMs: options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS,
    requestsPerSecond: options.requestsPerSecond ?? DEFAULT_REQUESTS_PER_SECOND,
    beforeAttempt: refuseWhilePaused,
    onAnswer: noteAnswer,
    explainRefusal: ({ status }) => {
      if (status === 429)
        return failure('API_RATE_LIMITED', `asked us to slow down; no calls until ${new Date(pause?.until ?? now()).toISOString()}`, true)
      if (status === 401 || status === 403) {
        return failure(
          'API_SERVICE_UNAVAILABLE',
          `RapidAPI refused JSEARCH_API_KEY (HTTP ${status}): check the key and its JSearch subscription`,
          false,
        )
      }
      return null
    },
  })

  async function call(url: string): Promise<JSearchAnswer> {
    const answer = parseJSearchAnswer((await http.request({ url, headers: buildJSearchHeaders(credentials) })).text())
    if (answer === null) throw failure('API_SERVICE_UNAVAILABLE', 'the API answered in an unknown form', true)
    return answer
  }

  return {
    provider: PROVIDER,

    searchJobs(params) {
      const url = buildJSearchSearchUrl(baseUrl, params)
      return searchCache.getOrLoad(url, async () => {
        const answer = await call(url)
        const postings: LivePosting[] = []
        for (const entry of answer.data) {
          const item = toJSearchPosting(entry)
          if (item.ok) postings.push(item.posting)
        }
        return { requestId: answer.request_id, postings }
      })
    },

    getJobDetails(jobId) {
      const url = buildJSearchDetailsUrl(baseUrl, jobId)
      return detailsCache.getOrLoad(url, async () => {
        const answer = await call(url)
        for (const entry of answer.data) {
          const item = toJSearchPosting(entry)
          if (item.ok && item.posting.job_id === jobId) return item.posting
        }
        return null
      })
    },
  }
}

function failure(code: ErrorCode, reason: string, isRetryable: boolean): ProviderError {
  return new ProviderError({ provider: PROVIDER, code, reason, isRetryable })
}
