/**
 * HTTP GET/POST for content from outside that we do not trust to be small, quick or well-behaved
 * (job feeds, careers pages, logos): the whole exchange has a deadline, the body a byte cap that
 * stops reading the moment it is passed (a 50 MB feed or one that never ends costs at most the cap
 * in memory), and 429/5xx answers are retried after their Retry-After within a bound.
 */

export interface BoundedFetchOptions {
  /** The largest body read; a longer one (by Content-Length or as it streams) fails with 'too_large'. */
  maxBytes: number
  /** The deadline of one attempt, headers and body together. */
  timeoutMs: number
  method?: 'GET' | 'POST'
  headers?: Readonly<Record<string, string>>
  body?: string
  signal?: AbortSignal
  /** Further attempts after a 429 or 5xx answer or a network failure (default 0). */
  retries?: number
  /** The longest Retry-After honoured by waiting; a longer one fails at once with the wait it asked for. */
  maxRetryWaitMs?: number
  /**
   * Checked before the request and before following each redirect (at most 5); throws to refuse the
   * address (server/lib/public-address.ts refuses private and loopback hosts for URLs found in content).
   */
  checkUrl?: (url: URL) => Promise<void>
}

export interface BoundedResponse {
  url: string
  status: number
  headers: Headers
  bytes: Uint8Array
  /** The body decoded in the charset its Content-Type names, else as UTF-8. */
  text(): string
}

export type FetchFailureKind = 'status' | 'too_large' | 'timeout' | 'network' | 'aborted' | 'blocked'

/** Why a fetch failed, in words safe to store and show to staff (no body, no credentials). */
export class BoundedFetchError extends Error {
  readonly kind: FetchFailureKind
  readonly status: number | null
  /** The wait the server asked for (Retry-After), when it asked. */
  readonly retryAfterMs: number | null

  constructor(kind: FetchFailureKind, message: string, options: { status?: number; retryAfterMs?: number | null } = {}) {
    super(message)
    this.name = 'BoundedFetchError'
    this.kind = kind
    this.status = options.status ?? null
    this.retryAfterMs = options.retryAfterMs ?? null
  }

  /** Whether the same request may succeed later (rate limits, server errors, time-outs). */
  get isRetryable(): boolean {
    if (this.kind === 'status') return this.status === 429 || this.status === 408 || (this.status ?? 0) >= 500
    return this.kind === 'timeout' || this.kind === 'network'
  }
}

const DEFAULT_MAX_RETRY_WAIT_MS = 30_000
const DEFAULT_BACKOFF_MS = 1_000

export async function fetchBounded(url: string, options: BoundedFetchOptions): Promise<BoundedResponse> {
  const retries = options.retries ?? 0
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchOnce(url, options)
    } catch (error) {
      if (!(error instanceof BoundedFetchError) || !error.isRetryable || attempt >= retries) throw error
      const wait = error.retryAfterMs ?? DEFAULT_BACKOFF_MS * 2 ** attempt
      if (wait > (options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS)) throw error
      await sleep(wait, options.signal)
    }
  }
}

async function fetchOnce(url: string, options: BoundedFetchOptions): Promise<BoundedResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
  const failure = () =>
    options.signal?.aborted
      ? new BoundedFetchError('aborted', 'The request was cancelled')
      : new BoundedFetchError('timeout', `No complete answer within ${Math.round(options.timeoutMs / 1000)} s`)
  let response: Response
  try {
    response = await fetchFollowing(url, options, signal)
  } catch (error) {
    if (error instanceof BoundedFetchError) throw error
    if (signal.aborted) throw failure()
    throw new BoundedFetchError('network', `Could not connect: ${errorText(error)}`)
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    throw new BoundedFetchError('status', `The server answered ${response.status}`, {
      status: response.status,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    })
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw tooLarge(options.maxBytes)
  }
  const bytes = await readCapped(response, options.maxBytes, signal, failure)
  return {
    url: response.url || url,
    status: response.status,
    headers: response.headers,
    bytes,
    text: () => decodeText(bytes, response.headers.get('content-type')),
  }
}

/** The body as text in the charset its Content-Type names (a feed in ISO-8859-1, a page in windows-1252), else UTF-8. */
function decodeText(bytes: Uint8Array, contentType: string | null): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]
  if (charset !== undefined) {
    try {
      return new TextDecoder(charset).decode(bytes)
    } catch {
      // A charset no decoder knows: UTF-8 keeps the text readable where it is ASCII.
    }
  }
  return new TextDecoder('utf-8').decode(bytes)
}

const MAX_REDIRECTS = 5

/** fetch, following redirects itself when each hop's address must be checked (`checkUrl`). */
async function fetchFollowing(url: string, options: BoundedFetchOptions, signal: AbortSignal): Promise<Response> {
  const init = { method: options.method ?? 'GET', headers: options.headers, body: options.body, signal }
  if (!options.checkUrl) return fetch(url, { ...init, redirect: 'follow' })
  let target = new URL(url)
  for (let hop = 0; ; hop += 1) {
    await options.checkUrl(target)
    const response = await fetch(target, { ...init, redirect: 'manual' })
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || location === null) return response
    await response.body?.cancel().catch(() => undefined)
    if (hop >= MAX_REDIRECTS) throw new BoundedFetchError('network', `More than ${MAX_REDIRECTS} redirects`)
    target = new URL(location, target)
  }
}

async function readCapped(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
  failure: () => BoundedFetchError,
): Promise<Uint8Array> {
  if (response.body === null) return new Uint8Array()
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined)
        throw tooLarge(maxBytes)
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof BoundedFetchError) throw error
    if (signal.aborted) throw failure()
    throw new BoundedFetchError('network', `The answer broke off: ${errorText(error)}`)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

function tooLarge(maxBytes: number): BoundedFetchError {
  return new BoundedFetchError('too_large', `The answer is larger than ${formatBytes(maxBytes)}`)
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null
  return cause ?? (error instanceof Error ? error.message : String(error))
}

/**
 * Waits unless cancelled. The abort listener is removed when the wait ends: a run's one signal serves
 * every fetch of the run, and a listener left behind per retry would pile up on it.
 */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new BoundedFetchError('aborted', 'The request was cancelled'))
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(new BoundedFetchError('aborted', 'The request was cancelled'))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
