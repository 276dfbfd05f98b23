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

/** 'network': no answer at all (no connection, too many redirects); 'broken_off': the answer stopped part-way. */
export type FetchFailureKind = 'status' | 'too_large' | 'timeout' | 'network' | 'broken_off' | 'aborted' | 'blocked'

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
    return this.kind === 'timeout' || this.kind === 'network' || this.kind === 'broken_off'
  }
}

const DEFAULT_MAX_RETRY_WAIT_MS = 30_000
const DEFAULT_BACKOFF_MS = 1_000

export async function fetchBounded(url: string, options: BoundedFetchOptions): Promise<BoundedResponse> {
  const maxWaitMs = options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS
  return retryWithBackoff(() => fetchOnce(url, options), {
    retries: options.retries ?? 0,
    signal: options.signal,
    waitBeforeRetry: (error, attempt) =>
      error instanceof BoundedFetchError && error.isRetryable ? retryWait(error.retryAfterMs, attempt, maxWaitMs) : null,
  })
}

export interface RetryPolicy {
  /** Further attempts after the first. */
  retries: number
  /** Cancels a wait between attempts (it then fails as 'aborted'). */
  signal?: AbortSignal | undefined
  /** How long to wait before trying again after `error` (attempt 0 is the first), or null to give up with it. */
  waitBeforeRetry(error: unknown, attempt: number): number | null
}

/**
 * Runs `attempt` until it succeeds, the retries are spent, or `waitBeforeRetry` gives up: the one retry
 * loop of every outside call (fetchBounded here, server/lib/vendor-http.ts for vendors' APIs).
 */
export async function retryWithBackoff<T>(attempt: (index: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let index = 0; ; index += 1) {
    try {
      return await attempt(index)
    } catch (error) {
      if (index >= policy.retries) throw error
      const wait = policy.waitBeforeRetry(error, index)
      if (wait === null) throw error
      await sleep(wait, policy.signal)
    }
  }
}

/**
 * The wait before trying again: the answer's Retry-After when it gave one, else back-off doubling from
 * `backoffMs` (1 s, 2 s, 4 s …); null when that is longer than `maxWaitMs`, so the call fails now with
 * the wait it was asked for rather than holding its caller.
 */
export function retryWait(retryAfterMs: number | null, attempt: number, maxWaitMs: number, backoffMs = DEFAULT_BACKOFF_MS): number | null {
  const wait = retryAfterMs ?? backoffMs * 2 ** attempt
  return wait > maxWaitMs ? null : wait
}

/**
 * One exchange's cancellation: the caller's signal, and a time limit that the holder must end when the
 * exchange is over. A 'deadline' covers the whole exchange, answer included; an 'idle' limit starts
 * again with each piece of the answer (a stream that keeps coming may take as long as it needs).
 */
export interface Exchange {
  readonly signal: AbortSignal
  /** A piece of the answer arrived: an idle limit starts again. */
  noteProgress(): void
  end(): void
  /** Why the signal fired: the caller cancelled ('aborted') or the time ran out ('timeout'). */
  failure(): BoundedFetchError
}

export function startExchange(
  timeoutMs: number,
  callerSignal?: AbortSignal,
  limit: 'deadline' | 'idle' = 'deadline',
  /** The first wait, when shorter than the limit (a call's time left after a retry). */
  firstWaitMs = timeoutMs,
): Exchange {
  const timer = new AbortController()
  let handle: NodeJS.Timeout | undefined
  const startTimer = (ms: number) => {
    clearTimeout(handle)
    handle = setTimeout(() => timer.abort(), ms)
    handle.unref()
  }
  startTimer(firstWaitMs)
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, timer.signal]) : timer.signal,
    noteProgress: () => {
      if (limit === 'idle' && !timer.signal.aborted) startTimer(timeoutMs)
    },
    end: () => clearTimeout(handle),
    failure: () =>
      callerSignal?.aborted
        ? new BoundedFetchError('aborted', 'The request was cancelled')
        : new BoundedFetchError('timeout', `No complete answer within ${Math.round(timeoutMs / 1000)} s`),
  }
}

export interface RequestInit {
  method?: 'GET' | 'POST' | undefined
  headers?: Readonly<Record<string, string>> | undefined
  body?: string | undefined
}

/**
 * The answer's head, within the exchange: a refused connection fails as 'network', the exchange's end
 * as 'timeout' or 'aborted', an address `checkUrl` refuses as what it throws. The body is the caller's.
 */
export async function openResponse(
  url: string,
  init: RequestInit,
  exchange: Exchange,
  checkUrl?: (url: URL) => Promise<void>,
): Promise<Response> {
  try {
    return await fetchFollowing(url, init, exchange.signal, checkUrl)
  } catch (error) {
    if (error instanceof BoundedFetchError) throw error
    if (exchange.signal.aborted) throw exchange.failure()
    throw new BoundedFetchError('network', `Could not connect: ${errorText(error)}`)
  }
}

async function fetchOnce(url: string, options: BoundedFetchOptions): Promise<BoundedResponse> {
  const exchange = startExchange(options.timeoutMs, options.signal)
  try {
    const response = await openResponse(url, options, exchange, options.checkUrl)
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      throw new BoundedFetchError('status', `The server answered ${response.status}`, {
        status: response.status,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      })
    }
    return await readBounded(response, options.maxBytes, exchange, url)
  } finally {
    exchange.end()
  }
}

/** The whole body within the byte cap (by Content-Length first, then as it arrives) and the exchange. */
export async function readBounded(response: Response, maxBytes: number, exchange: Exchange, url: string): Promise<BoundedResponse> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw tooLarge(maxBytes)
  }
  const chunks: Uint8Array[] = []
  for await (const chunk of readChunks(response, maxBytes, exchange)) chunks.push(chunk)
  const bytes = concat(chunks)
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
async function fetchFollowing(
  url: string,
  options: RequestInit,
  signal: AbortSignal,
  checkUrl: ((url: URL) => Promise<void>) | undefined,
): Promise<Response> {
  const init = { method: options.method ?? 'GET', headers: options.headers, body: options.body, signal }
  if (!checkUrl) return fetch(url, { ...init, redirect: 'follow' })
  let target = new URL(url)
  for (let hop = 0; ; hop += 1) {
    await checkUrl(target)
    const response = await fetch(target, { ...init, redirect: 'manual' })
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || location === null) return response
    await response.body?.cancel().catch(() => undefined)
    if (hop >= MAX_REDIRECTS) throw new BoundedFetchError('network', `More than ${MAX_REDIRECTS} redirects`)
    target = new URL(location, target)
  }
}

/**
 * The body piece by piece as it arrives, failing as 'too_large' the moment the total passes `maxBytes`
 * (the rest is never read), and as the exchange's failure when it ends first.
 */
export async function* readChunks(response: Response, maxBytes: number, exchange: Exchange): AsyncGenerator<Uint8Array> {
  if (response.body === null) return
  const reader = response.body.getReader()
  let total = 0
  let isDone = false
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>
      try {
        result = await reader.read()
      } catch (error) {
        if (exchange.signal.aborted) throw exchange.failure()
        throw new BoundedFetchError('broken_off', `The answer broke off: ${errorText(error)}`)
      }
      if (result.done) {
        isDone = true
        return
      }
      total += result.value.byteLength
      if (total > maxBytes) throw tooLarge(maxBytes)
      exchange.noteProgress()
      yield result.value
    }
  } finally {
    // Stopped early (too large, a failure, or a consumer that stopped reading): the rest is not read.
    if (!isDone) await reader.cancel().catch(() => undefined)
  }
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0))
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
