import type { z } from 'zod'
import type { ApiError } from '#core/errors/api-error.schema.ts'
import { codeForStatus, errorCatalogue, isErrorCode, type ErrorCode } from '#core/errors/codes.ts'
import type { JobSearchResponse, Suggestion, SuggestionQuery } from '#core/jobs/search.schema.ts'

/**
 * The zod schemas that check our API's answers load with the first request rather than with the
 * page: zod is about 24 kB of gzip, a sixth of the landing page's JavaScript budget, and nothing on
 * the page needs it until someone searches or types. The request and the schemas load side by side.
 */
const loadSearchSchemas = () => import('#core/jobs/search.schema.ts')
const loadErrorSchema = () => import('#core/errors/api-error.schema.ts')

/** The core error shape (CONVENTIONS §8) as the browser holds it after parsing once. */
export type ApiErrorBody = ApiError['error']

/** A failed call to our API, already turned into the one error shape. */
export class ApiRequestError extends Error {
  readonly body: ApiErrorBody
  readonly status: number

  constructor(body: ApiErrorBody, status: number) {
    super(body.message)
    this.name = 'ApiRequestError'
    this.body = body
    this.status = status
  }
}

/** Spec 001 §9 "Network": the HTTP client gives up after 10 s. */
const REQUEST_TIMEOUT_MS = 10_000

function describeError(code: ErrorCode): ApiErrorBody {
  const entry = errorCatalogue[code]
  return { code, message: entry.message, retryable: entry.retryable }
}

/** Any thrown value as the core error shape: our API's body when it sent one, else by cause. */
export function toApiErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof ApiRequestError) return error.body
  // A server-side error (the route loader calls the search service directly) carries its catalogue code.
  if (typeof error === 'object' && error !== null && 'code' in error && isErrorCode(error.code)) {
    return describeError(error.code)
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') return describeError('NETWORK_TIMEOUT')
  // fetch rejects with a TypeError when the network is down or the server unreachable.
  if (error instanceof TypeError) return describeError('NETWORK_UNAVAILABLE')
  return describeError('UNKNOWN_ERROR')
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  try {
    const { apiErrorSchema } = await loadErrorSchema()
    const parsed = apiErrorSchema.safeParse(await response.json())
    if (parsed.success) return parsed.data.error
  } catch {
    // Not JSON (a proxy's error page), or the schema could not load: fall through to the status mapping.
  }
  return describeError(codeForStatus(response.status))
}

async function requestJson<Schema extends z.ZodType>(
  url: string,
  loadSchema: () => Promise<Schema>,
  init: RequestInit & { signal?: AbortSignal | null } = {},
): Promise<z.output<Schema>> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
  const schemaLoading = loadSchema()
  // Handled below; without this a failed fetch would leave the schema's rejection unobserved.
  schemaLoading.catch(() => undefined)
  const response = await fetch(url, { ...init, signal, headers: { accept: 'application/json', ...init.headers } })
  if (!response.ok) throw new ApiRequestError(await readErrorBody(response), response.status)
  const schema = await schemaLoading
  const parsed = schema.safeParse(await response.json())
  if (!parsed.success) throw new ApiRequestError(describeError('UNKNOWN_ERROR'), response.status)
  return parsed.data
}

/** GET /api/jobs/search with a query string built by toApiSearchParams. */
export function fetchJobSearch(params: URLSearchParams, signal?: AbortSignal): Promise<JobSearchResponse> {
  const loadSchema = () => loadSearchSchemas().then((module) => module.jobSearchResponseSchema)
  return requestJson(`/api/jobs/search?${params.toString()}`, loadSchema, { signal })
}

/** GET /api/jobs/suggestions: typo-tolerant titles or locations with their job counts. */
export async function fetchSuggestions(query: SuggestionQuery, signal?: AbortSignal): Promise<Suggestion[]> {
  const params = new URLSearchParams({ q: query.q, kind: query.kind, limit: String(query.limit) })
  const loadSchema = () => loadSearchSchemas().then((module) => module.suggestionResponseSchema)
  const response = await requestJson(`/api/jobs/suggestions?${params.toString()}`, loadSchema, { signal })
  return response.data
}

/**
 * POST /api/jobs/{id}/click, fire-and-forget: a lost click-through must never get in the way of
 * reading the job. keepalive lets it finish even if the person leaves the page.
 */
export function recordJobClick(jobId: string, context: { query: string; location: string }): void {
  void fetch(`/api/jobs/${encodeURIComponent(jobId)}/click`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: context.query.trim() || null, location: context.location.trim() || null }),
  }).catch(() => undefined)
}
