import type { ErrorCode } from '#core/errors/codes.ts'
import {
  BoundedFetchError,
  openResponse,
  parseRetryAfter,
  readBounded,
  readChunks,
  retryWait,
  retryWithBackoff,
  startExchange,
  type BoundedResponse,
  type Exchange,
} from './bounded-fetch.ts'
import { ProviderError } from './provider-error.ts'
import { createRequestRate } from './request-rate.ts'

/**
 * The one way an adapter calls a vendor's HTTP API (MSG91, PostHog, JSearch, the AI chat client; the
 * job-source connectors get the same transport, bounded-fetch.ts, as `context.http`):
 *
 * - a time-out for the whole call, retries and their waits included (a stream's: its longest silence);
 * - retries with back-off for what may pass later (429, 408, 5xx, time-outs, lost connections),
 *   waiting as Retry-After says, never longer than `maxRetryWaitMs`; none unless the adapter asks;
 * - an optional rate (`requestsPerSecond`), a byte cap on every answer, cancellation by AbortSignal;
 * - every failure as a ProviderError with a code of our catalogue, in our words: a vendor's body never
 *   travels further than the adapter's own parsing (it can echo keys, numbers or message text).
 *
 * Cancellation is not a failure: a call whose signal fires rejects with the signal's reason, as fetch
 * does, and the caller, who cancelled, knows why.
 */

export interface VendorHttpOptions {
  /** Names the vendor in every failure: 'msg91: could not reach the API'. */
  provider: string
  /** The longest a call may take, retries and waits included; for a stream, its longest silence. */
  timeoutMs: number
  /** The largest answer read (default 1 MB); a stream's whole length. */
  maxBytes?: number
  /** Further attempts after a failure that may pass later (default 0: the caller decides, as the outbox does). */
  retries?: number
  /** What is tried again: any failure that may pass later (default), or only a rate limit (for callers that fall back at once). */
  retryOn?: 'any' | 'rate-limited'
  /** The longest wait before another attempt; an answer asking for longer fails the call at once. */
  maxRetryWaitMs?: number
  /** At most this many calls start in any second; a call whose turn is further away than its time-out fails as rate limited. */
  requestsPerSecond?: number
  /** What answered, as failure messages name it: 'the API' unless the vendor names its endpoint ('capture'). */
  endpoint?: string
  /** Before each attempt; throws a ProviderError to refuse the call (a quota known to be used up). */
  beforeAttempt?: () => void
  /** Every answer's head as it arrives (quota headers); throws a ProviderError to end the call there. */
  onAnswer?: (head: { status: number; headers: Headers }) => void
  /**
   * A refusal (HTTP 400 or above) in the vendor's own terms, or null for the default; one it says is
   * not retryable is not tried again. Asked before each retry and once at the end, so it must only read.
   */
  explainRefusal?: (refusal: VendorAnswer) => ProviderError | null
}

export interface VendorRequest {
  url: string | URL
  method?: 'GET' | 'POST'
  headers?: Readonly<Record<string, string>>
  body?: string
  signal?: AbortSignal
  /** This call's time-out, in place of the client's. */
  timeoutMs?: number
}

/** An answer, read whole: for the adapter's parsing only, never for a message. */
export interface VendorAnswer {
  status: number
  headers: Headers
  text(): string
  /** The body as JSON, or undefined when it is not JSON. */
  json(): unknown
}

/** A successful answer whose body is read as it arrives: failures (silence past the time-out, a break, the cap) are ProviderErrors. */
export interface VendorStream {
  status: number
  headers: Headers
  body: AsyncIterable<Uint8Array>
}

export interface VendorHttp {
  /** A call answered whole: a success (below 400) is returned, a refusal thrown as a ProviderError. */
  request(request: VendorRequest): Promise<VendorAnswer>
  /** A call whose successful answer is read as it arrives (server-sent events); retries happen only before it starts. */
  openStream(request: VendorRequest): Promise<VendorStream>
}

const DEFAULT_MAX_BYTES = 1024 * 1024
const DEFAULT_MAX_RETRY_WAIT_MS = 5_000

/** An answer of HTTP 400 or above, on its way to being retried or explained. */
class Refusal extends Error {
  readonly answer: VendorAnswer

  constructor(answer: VendorAnswer) {
    super(`HTTP ${answer.status}`)
    this.answer = answer
  }

  get retryAfterMs(): number | null {
    return parseRetryAfter(this.answer.headers.get('retry-after'))
  }

  get mayPassLater(): boolean {
    const status = this.answer.status
    return status === 429 || status === 408 || status >= 500
  }
}

export function createVendorHttp(options: VendorHttpOptions): VendorHttp {
  const endpoint = options.endpoint ?? 'the API'
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const maxRetryWaitMs = options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS
  const rate =
    options.requestsPerSecond === undefined
      ? null
      : createRequestRate({ perSecond: options.requestsPerSecond, maxWaitMs: options.timeoutMs })

  const failure = (code: ErrorCode, reason: string, isRetryable: boolean) =>
    new ProviderError({ provider: options.provider, code, reason, isRetryable })

  async function startAttempt(): Promise<void> {
    options.beforeAttempt?.()
    if (rate && !(await rate.takeTurn())) {
      throw failure('API_RATE_LIMITED', 'more calls are waiting than the rate limit lets through in time', true)
    }
  }

  /** Runs attempts within the call's time-out, trying again what may pass later, and names the failure. */
  async function call<T>(request: VendorRequest, attempt: (remainingMs: () => number) => Promise<T>): Promise<T> {
    const timeoutMs = request.timeoutMs ?? options.timeoutMs
    const startedAt = Date.now()
    const remaining = () => timeoutMs - (Date.now() - startedAt)
    request.signal?.throwIfAborted()
    try {
      return await retryWithBackoff(() => attempt(remaining), {
        retries: options.retries ?? 0,
        signal: request.signal,
        waitBeforeRetry(error, index) {
          const wait = retryWaitFor(error, index)
          return wait !== null && wait < remaining() ? wait : null
        },
      })
    } catch (error) {
      request.signal?.throwIfAborted()
      throw explain(error, timeoutMs)
    }
  }

  function retryWaitFor(error: unknown, index: number): number | null {
    if (error instanceof Refusal) {
      // The adapter's reading of the answer comes first: a 429 that says the quota is spent will not pass.
      if (!error.mayPassLater || options.explainRefusal?.(error.answer)?.isRetryable === false) return null
      if (options.retryOn === 'rate-limited' && error.answer.status !== 429) return null
      return retryWait(error.retryAfterMs, index, maxRetryWaitMs)
    }
    if (error instanceof BoundedFetchError && options.retryOn !== 'rate-limited' && error.isRetryable) {
      return retryWait(null, index, maxRetryWaitMs)
    }
    return null
  }

  function explain(error: unknown, timeoutMs: number): unknown {
    if (error instanceof Refusal) return options.explainRefusal?.(error.answer) ?? defaultRefusal(error.answer.status)
    if (!(error instanceof BoundedFetchError)) return error
    switch (error.kind) {
      case 'timeout':
        return failure('API_SERVICE_UNAVAILABLE', `no answer within ${timeoutMs} ms`, true)
      case 'too_large':
        return failure('API_SERVICE_UNAVAILABLE', `the answer is larger than ${maxBytes} bytes`, false)
      case 'broken_off':
        return failure('API_SERVICE_UNAVAILABLE', 'the answer broke off', true)
      case 'network':
      case 'blocked':
        return failure('API_SERVICE_UNAVAILABLE', 'could not reach the API', true)
      // Neither comes from a vendor call: refusals are read as answers, and the caller's cancel was rethrown above.
      case 'status':
      case 'aborted':
        return error
      default:
        return error.kind satisfies never
    }
  }

  function defaultRefusal(status: number): ProviderError {
    const reason = `${endpoint} answered HTTP ${status}`
    if (status === 429) return failure('API_RATE_LIMITED', reason, true)
    return failure('API_SERVICE_UNAVAILABLE', reason, status === 408 || status >= 500)
  }

  /** Opens the answer within the attempt's exchange and shows its head to `onAnswer`. */
  async function open(request: VendorRequest, exchange: Exchange): Promise<Response> {
    const response = await openResponse(String(request.url), request, exchange)
    try {
      options.onAnswer?.({ status: response.status, headers: response.headers })
    } catch (error) {
      await response.body?.cancel().catch(() => undefined)
      throw error
    }
    return response
  }

  return {
    request(request) {
      return call(request, async (remainingMs) => {
        await startAttempt()
        const exchange = startExchange(remainingMs(), request.signal)
        try {
          const response = await open(request, exchange)
          const answer = toAnswer(await readBounded(response, maxBytes, exchange, String(request.url)))
          if (answer.status >= 400) throw new Refusal(answer)
          return answer
        } finally {
          exchange.end()
        }
      })
    },

    openStream(request) {
      const timeoutMs = request.timeoutMs ?? options.timeoutMs
      return call(request, async (remainingMs) => {
        await startAttempt()
        // Until the answer starts, the call's time left; then the time-out again for every silence.
        const exchange = startExchange(timeoutMs, request.signal, 'idle', remainingMs())
        let isStreaming = false
        try {
          const response = await open(request, exchange)
          if (response.status >= 400) throw new Refusal(toAnswer(await readBounded(response, maxBytes, exchange, String(request.url))))
          isStreaming = true
          return {
            status: response.status,
            headers: response.headers,
            body: streamBody(response, exchange, request.signal, timeoutMs),
          }
        } finally {
          if (!isStreaming) exchange.end()
        }
      })
    },
  }

  async function* streamBody(response: Response, exchange: Exchange, signal: AbortSignal | undefined, timeoutMs: number) {
    try {
      yield* readChunks(response, maxBytes, exchange)
    } catch (error) {
      signal?.throwIfAborted()
      throw explain(error, timeoutMs)
    } finally {
      exchange.end()
    }
  }
}

function toAnswer(response: BoundedResponse): VendorAnswer {
  return {
    status: response.status,
    headers: response.headers,
    text: () => response.text(),
    json() {
      try {
        const value: unknown = JSON.parse(response.text())
        return value
      } catch {
        return undefined
      }
    },
  }
}
