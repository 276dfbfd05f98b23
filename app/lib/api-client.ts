import type { z } from 'zod'
import type { ApiError as ApiErrorResponse } from '#core/errors/api-error.schema.ts'
import { codeForStatus, errorCatalogue, type ErrorCode } from '#core/errors/codes.ts'

/**
 * The browser's one way to our API (`/api/*`). It sends, applies the 10 s time-out, parses the error
 * shape of CONVENTIONS §8 once, and returns either the answer, checked by its zod schema, or an
 * ApiError. How to show a failure is the caller's choice: the UI shows the reader's language for the
 * code, never `message`.
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

/** Spec 001 §9 "Network": the HTTP client gives up after 10 s. */
export const API_TIMEOUT_MS = 10_000

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

function describeError(code: ErrorCode, message: string): ApiErrorBody {
  return { code, message, retryable: errorCatalogue[code].retryable }
}

/** Any thrown value as an ApiError: our API's own when it sent one, else by what went wrong. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError(describeError('NETWORK_TIMEOUT', error.message), 0, { cause: error })
  }
  // fetch rejects with a TypeError when the network is down or the server unreachable.
  if (error instanceof TypeError) return new ApiError(describeError('NETWORK_UNAVAILABLE', error.message), 0, { cause: error })
  return new ApiError(describeError('UNKNOWN_ERROR', error instanceof Error ? error.message : String(error)), 0, { cause: error })
}

/** The error body of any thrown value, for loader data and UI state, which hold plain objects. */
export function toApiErrorBody(error: unknown): ApiErrorBody {
  return toApiError(error).body
}

function toApiUrl(path: ApiPath, query?: URLSearchParams): string {
  const search = query?.toString() ?? ''
  return search === '' ? `/api${path}` : `/api${path}?${search}`
}

export async function readError(response: Response): Promise<ApiError> {
  try {
    const errorSchema = await loadErrorSchema()
    const parsed = errorSchema.safeParse(await response.json())
    if (parsed.success) return new ApiError(parsed.data.error, response.status)
  } catch {
    // Not JSON (a proxy's error page), or the schema could not load: the status says what happened.
  }
  return new ApiError(describeError(codeForStatus(response.status), `HTTP ${response.status} without an API error body`), response.status)
}

export type ApiGetOptions<Schema extends z.ZodType> = {
  /** Loads the schema of a successful answer (a dynamic import of a `*.schema.ts` module). */
  loadSchema: () => Promise<Schema>
  query?: URLSearchParams
  /** Cancels the request, e.g. TanStack Query's signal when a newer search replaces this one. */
  signal?: AbortSignal
}

/** GET /api{path}: the answer checked by its schema, or an ApiError. */
export async function getFromApi<Schema extends z.ZodType>(path: ApiPath, options: ApiGetOptions<Schema>): Promise<z.output<Schema>> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const schemaLoading = options.loadSchema()
  // Awaited below; without this a failed request would leave the schema's rejection unobserved.
  schemaLoading.catch(() => undefined)
  let response: Response
  let data: unknown
  let schema: Schema
  try {
    response = await fetch(toApiUrl(path, options.query), { signal, headers: { accept: 'application/json' } })
    if (!response.ok) throw await readError(response)
    data = await response.json()
    schema = await schemaLoading
  } catch (error) {
    // Offline, timed out, not JSON, or the schema's chunk did not load: each as its catalogue code.
    throw toApiError(error)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    const body = describeError('UNKNOWN_ERROR', `The answer of ${path} did not match its schema`)
    throw new ApiError(body, response.status, { cause: parsed.error })
  }
  return parsed.data
}

/**
 * POST /api{path} with a JSON body, fire-and-forget: for what must never get in the way of the
 * reader (a click-through). keepalive lets it finish even if the person leaves the page.
 */
export function postToApiInBackground(path: ApiPath, body: unknown): void {
  void fetch(toApiUrl(path), {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined)
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
  options: { body?: unknown; headers?: Record<string, string>; loadSchema: () => Promise<Schema> },
): Promise<z.output<Schema>>
export async function sendToApi(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: ApiPath,
  options?: { body?: unknown; headers?: Record<string, string> },
): Promise<void>
export async function sendToApi<Schema extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: ApiPath,
  options: { body?: unknown; headers?: Record<string, string>; loadSchema?: () => Promise<Schema> } = {},
): Promise<z.output<Schema> | void> {
  const schemaLoading = options.loadSchema?.()
  schemaLoading?.catch(() => undefined)
  const hasBody = options.body !== undefined
  let response: Response
  let data: unknown
  let schema: Schema | undefined
  try {
    response = await fetch(toApiUrl(path), {
      method,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    })
    if (!response.ok) throw await readError(response)
    if (!schemaLoading) return
    data = await response.json()
    schema = await schemaLoading
  } catch (error) {
    throw toApiError(error)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    throw new ApiError(describeError('UNKNOWN_ERROR', `The answer of ${path} did not match its schema`), response.status, {
      cause: parsed.error,
    })
  }
  return parsed.data
}
