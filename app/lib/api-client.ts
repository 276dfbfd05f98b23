import type { HTTPError, KyInstance } from 'ky'
import type { z } from 'zod'
import type { ApiError as ApiErrorResponse } from '#core/errors/api-error.schema.ts'
import { codeForStatus, errorCatalogue, type ErrorCode } from '#core/errors/codes.ts'
import { recordFailedRequest } from './error-monitor.ts'

/**
 * The browser's one way to our API (`/api/*`). It sends, applies the HTTP client rules of spec 001 §9
 * through ky (10 s time-out per attempt; GETs tried 3 times, 1 s then 2 s apart, retried on 408, 429
 * and 5xx and on a network failure or time-out, never on another 4xx; a GET answered in the last 5
 * minutes is served from memory when the network fails), parses the error shape of CONVENTIONS §8
 * once, and returns either the answer, checked by its zod schema, or an ApiError. Writes are never
 * retried here: an idempotent method does not make a handler idempotent, and the offline queue replays
 * writes with idempotency keys (decision 026). How to show a failure is the caller's choice: the UI
 * shows the reader's language for the code, never `message`.
 *
 * zod is about 24 kB of gzip, a sixth of the landing page's JavaScript, and nothing needs it until
 * someone searches or types (decision 007): the schema that checks an answer is passed as a loader
 * and loads side by side with the request; so does the error schema, on the first failure.
 */

/**
 * The error body of CONVENTIONS §8. From our API, `message` is the English text of spec 001 §8 for
 * API clients; made here because no usable answer came (offline, timed out, a proxy's page), it says
 * what happened, for logs.
 */
export type ApiErrorBody = ApiErrorResponse['error']

/** A path under /api, e.g. '/jobs/search'. */
export type ApiPath = `/${string}`

/** Spec 001 §9 "Network": each attempt gives up after 10 s. */
export const API_TIMEOUT_MS = 10_000
/** Spec 001 §9: 3 attempts, the back-off starting at 1 s and doubling. */
export const API_ATTEMPTS = 3
export const API_RETRY_BASE_MS = 1000
/** Spec 001 §9 "Caching": a GET's answer serves as the fallback for 5 minutes. */
export const GET_FALLBACK_CACHE_MS = 5 * 60_000
/** No retry on a 4xx but 408 and 429; every 5xx may pass. */
const retriedStatuses = [408, 429, 500, 502, 503, 504]

/**
 * ky with the rules above. Like zod, it loads with the first request rather than with the page (the
 * landing page's JavaScript budget, decision 007), side by side with the request's schema.
 */
let httpLoading: Promise<{ http: KyInstance; isHTTPError: (error: unknown) => error is HTTPError }> | null = null
export function loadHttp() {
  if (httpLoading === null) {
    httpLoading = import('ky').then(({ default: ky, isHTTPError }) => ({ http: ky.create(httpOptions), isHTTPError }))
    // A failed chunk load may succeed next time.
    httpLoading.catch(() => {
      httpLoading = null
    })
  }
  return httpLoading
}

const httpOptions = {
  timeout: API_TIMEOUT_MS,
  retry: {
    limit: API_ATTEMPTS - 1,
    methods: ['get'],
    statusCodes: retriedStatuses,
    afterStatusCodes: [429, 503],
    maxRetryAfter: API_TIMEOUT_MS,
    retryOnTimeout: true,
    delay: (attempt: number) => API_RETRY_BASE_MS * 2 ** (attempt - 1),
  },
  // Read at call time, so a page (or a test) that replaces fetch is heard.
  fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
} satisfies Parameters<KyInstance['create']>[0]

/** GET answers by path and query: the parsed JSON and when it came (spec 001 §7 "Generic HTTP client"). */
const getCache = new Map<string, { data: unknown; at: number }>()

/** Forgets every cached GET answer: on sign-out, whose answers may be personal, and between tests. */
export function clearApiCache(): void {
  getCache.clear()
}

function isCacheFallbackFailure(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429
}

const loadErrorSchema = () => import('#core/errors/api-error.schema.ts').then((module) => module.apiErrorSchema)

/** A failed call to our API: the error body and the HTTP status (0 when no answer came). */
export class ApiError extends Error {
  readonly body: ApiErrorBody
  readonly status: number

  constructor(body: ApiErrorBody, status: number, options?: { cause?: unknown }) {
    super(body.message, options)
    this.name = 'ApiError'
    this.body = body
    this.status = status
  }
}

function errorBody(code: ErrorCode, message: string): ApiErrorBody {
  return { code, message, retryable: errorCatalogue[code].retryable }
}

/** Any thrown value as an ApiError: our API's own when it sent one, else by what went wrong. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  // ky's TimeoutError and NetworkError, known by name so that this stays free of ky (loaded on use).
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ApiError(errorBody('NETWORK_TIMEOUT', error.message), 0, { cause: error })
  }
  // fetch rejects with a TypeError when the network is down or the server unreachable.
  if (error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError'))
    return new ApiError(errorBody('NETWORK_UNAVAILABLE', error.message), 0, { cause: error })
  return new ApiError(errorBody('UNKNOWN_ERROR', error instanceof Error ? error.message : String(error)), 0, { cause: error })
}

/** The error body of any thrown value, for loader data and UI state, which hold plain objects. */
export function toApiErrorBody(error: unknown): ApiErrorBody {
  return toApiError(error).body
}

/** The absolute URL of /api{path}: ky builds a Request, which needs one. */
export function toApiUrl(path: ApiPath, query?: URLSearchParams): string {
  const search = query?.toString() ?? ''
  const relative = search === '' ? `/api${path}` : `/api${path}?${search}`
  return new URL(relative, globalThis.location.origin).href
}

async function errorFromData(data: unknown, status: number): Promise<ApiError> {
  try {
    const errorSchema = await loadErrorSchema()
    const parsed = errorSchema.safeParse(data)
    if (parsed.success) return new ApiError(parsed.data.error, status)
  } catch {
    // The schema could not load: the status says what happened.
  }
  return new ApiError(errorBody(codeForStatus(status), `HTTP ${status} without an API error body`), status)
}

export async function readError(response: Response): Promise<ApiError> {
  let data: unknown = null
  try {
    data = await response.json()
  } catch {
    // Not JSON (a proxy's error page): the status says what happened.
  }
  return errorFromData(data, response.status)
}

/** Any failure of a ky call as an ApiError, recorded for the error dashboard unless we cancelled it. */
export async function toRequestError(
  error: unknown,
  isHTTPError: (error: unknown) => error is HTTPError,
  method: string,
  url: string,
): Promise<ApiError> {
  const failure = isHTTPError(error) ? await errorFromHttpError(error) : toApiError(error)
  const isCancelled = error instanceof DOMException && error.name === 'AbortError'
  if (!isCancelled) recordFailedRequest({ method, url: new URL(url).pathname, status: failure.status, code: failure.body.code })
  return failure
}

function errorFromHttpError(error: HTTPError): Promise<ApiError> {
  return errorFromData(error.data, error.response.status)
}

export type ApiGetOptions<Schema extends z.ZodType> = {
  /** Loads the schema of a successful answer (a dynamic import of a `*.schema.ts` module). */
  loadSchema: () => Promise<Schema>
  query?: URLSearchParams
  /** Cancels the request, e.g. TanStack Query's signal when a newer search replaces this one. */
  signal?: AbortSignal
}

/**
 * GET /api{path}: the answer checked by its schema, or an ApiError. When every attempt failed for the
 * network or the server (not a 4xx), the answer this URL gave in the last 5 minutes is used instead.
 */
export async function getFromApi<Schema extends z.ZodType>(path: ApiPath, options: ApiGetOptions<Schema>): Promise<z.output<Schema>> {
  const url = toApiUrl(path, options.query)
  const cacheKey = `${path}?${options.query?.toString() ?? ''}`
  const schemaLoading = options.loadSchema()
  // Awaited below; without this a failed request would leave the schema's rejection unobserved.
  schemaLoading.catch(() => undefined)
  let data: unknown
  let status = 200
  let schema: Schema
  try {
    const { http, isHTTPError } = await loadHttp()
    try {
      const response = await http.get(url, {
        headers: { accept: 'application/json' },
        ...(options.signal ? { signal: options.signal } : {}),
      })
      status = response.status
      data = await response.json()
      getCache.set(cacheKey, { data, at: Date.now() })
    } catch (error) {
      const failure = await toRequestError(error, isHTTPError, 'GET', url)
      const cached = getCache.get(cacheKey)
      if (!cached || Date.now() - cached.at > GET_FALLBACK_CACHE_MS || !isCacheFallbackFailure(failure)) throw failure
      data = cached.data
    }
    schema = await schemaLoading
  } catch (error) {
    // Offline, timed out, not JSON, or the schema's chunk did not load: each as its catalogue code.
    throw toApiError(error)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    const body = errorBody('UNKNOWN_ERROR', `The answer of ${path} did not match its schema`)
    throw new ApiError(body, status, { cause: parsed.error })
  }
  return parsed.data
}

/**
 * A write to /api{path} with a JSON body, fire-and-forget: for what must never get in the way of the
 * reader (a click-through, a consent choice). keepalive lets it finish even if the person leaves the page.
 */
export function sendToApiInBackground(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: ApiPath, body: unknown): void {
  void globalThis
    .fetch(toApiUrl(path), {
      method,
      keepalive: true,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
    .catch(() => undefined)
}

export interface SendOptions {
  body?: unknown
  /** Request headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>
  /** Cancels the request. */
  signal?: AbortSignal
}

/**
 * A write to /api{path} (POST, PUT, PATCH, DELETE) with an optional JSON body, with getFromApi's
 * time-out and error shape. Given `loadSchema`, the answer is checked by it (loaded side by side with
 * the request); without it, the answer is not read. Same-origin fetch sends the session cookie.
 * `headers` adds request headers (the offline queue's Idempotency-Key).
 */
export async function sendToApi<Schema extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: ApiPath,
  options: SendOptions & { loadSchema: () => Promise<Schema> },
): Promise<z.output<Schema>>
export async function sendToApi(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: ApiPath, options?: SendOptions): Promise<void>
export async function sendToApi<Schema extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: ApiPath,
  options: SendOptions & { loadSchema?: () => Promise<Schema> } = {},
): Promise<z.output<Schema> | void> {
  const schemaLoading = options.loadSchema?.()
  schemaLoading?.catch(() => undefined)
  const url = toApiUrl(path)
  let status: number
  let data: unknown
  let schema: Schema | undefined
  try {
    let response: Response
    const { http, isHTTPError } = await loadHttp()
    try {
      response = await http(url, {
        method,
        retry: 0,
        headers: { accept: 'application/json', ...options.headers },
        ...(options.body === undefined ? {} : { json: options.body }),
        ...(options.signal ? { signal: options.signal } : {}),
      })
    } catch (error) {
      throw await toRequestError(error, isHTTPError, method, url)
    }
    status = response.status
    if (!schemaLoading) return
    data = await response.json()
    schema = await schemaLoading
  } catch (error) {
    throw toApiError(error)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    throw new ApiError(errorBody('UNKNOWN_ERROR', `The answer of ${path} did not match its schema`), status, {
      cause: parsed.error,
    })
  }
  return parsed.data
}
