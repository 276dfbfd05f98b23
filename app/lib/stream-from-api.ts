import { endpointPath, type AnyEndpoint, type ApiPath, type EndpointSchemas } from '#core/api/endpoint.ts'
import { errorCatalogue, isErrorCode } from '#core/errors/codes.ts'
import { API_TIMEOUT_MS, ApiError, readError, toApiError, toApiUrl } from './api-client.ts'
import type { CallEndpoint, CallOptions } from './call-api.ts'
import { recordFailedRequest } from './error-monitor.ts'

/**
 * A streamed answer read as it arrives (decision 034), for the AI assistant's replies: text chunks
 * (`text/plain`) or server-sent events (`text/event-stream`), from an endpoint declared with
 * `answer: 'stream'`.
 *
 *   for await (const piece of streamFromApi(chatEndpoints.reply, { body, signal })) …
 *
 * - Failures come as ApiError in our error shape: the answer's own error body when the server refused
 *   (any non-2xx), an `error` event whose data is our error shape when it failed mid-stream,
 *   NETWORK_TIMEOUT when no answer began within API_TIMEOUT_MS, NETWORK_UNAVAILABLE when it could not
 *   connect and CONNECTION_LOST when the connection broke mid-stream.
 * - Cancelling (`signal`) stops the request and the reading at once; the iteration then throws the
 *   signal's reason (an AbortError, as fetch does), which is not recorded as a failure.
 * - A stream is never retried: what was shown is not shown twice.
 */

/** One piece of a streamed answer: a chunk of text, or one server-sent event. */
export type StreamPiece = { kind: 'text'; text: string } | { kind: 'event'; event: string; data: string; id: string | null }

type StreamOptions<Schemas extends EndpointSchemas, Path extends ApiPath> = Omit<CallOptions<Schemas, Path>, 'headers' | 'query'> & {
  /** How long the answer may take to begin; API_TIMEOUT_MS unless said. Once it streams, only `signal` stops it. */
  timeoutMs?: number
}

export function streamFromApi<Schemas extends EndpointSchemas, Path extends ApiPath>(
  endpoint: CallEndpoint<Schemas, Path>,
  options: StreamOptions<Schemas, Path>,
): AsyncGenerator<StreamPiece, void, undefined>
// One loosely typed body behind the precise signature above; the options' shape is checked there.
export async function* streamFromApi(endpoint: AnyEndpoint, options: LooseStreamOptions): AsyncGenerator<StreamPiece, void, undefined> {
  const url = toApiUrl(endpointPath(endpoint, options.params))
  const response = await openStream(endpoint, url, options)
  const isEventStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream')
  const body = response.body
  if (body === null) return
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const events = createEventParser()
  try {
    for (;;) {
      const { done, value } = await readNext(reader, endpoint, url, options.signal)
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true })
      if (isEventStream) {
        for (const event of events.push(text, done)) {
          if (event.event === 'error') throw await errorFromEvent(event.data)
          yield { kind: 'event', ...event }
        }
      } else if (text !== '') {
        yield { kind: 'text', text }
      }
      if (done) return
    }
  } finally {
    // Leaving early (a break, a throw, a cancel) stops the download too.
    await reader.cancel().catch(() => undefined)
  }
}

interface LooseStreamOptions {
  params?: Readonly<Record<string, string>>
  body?: unknown
  signal?: AbortSignal
  timeoutMs?: number
}

async function openStream(endpoint: AnyEndpoint, url: string, options: LooseStreamOptions): Promise<Response> {
  const opening = new AbortController()
  const timer = setTimeout(
    () => opening.abort(new DOMException('No answer began in time', 'TimeoutError')),
    options.timeoutMs ?? API_TIMEOUT_MS,
  )
  const signal = options.signal ? AbortSignal.any([options.signal, opening.signal]) : opening.signal
  try {
    const response = await globalThis.fetch(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: {
        accept: 'text/event-stream, text/plain, application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal,
    })
    if (response.ok) return response
    const failure = await readError(response)
    recordFailedRequest({ method: endpoint.method, url: new URL(url).pathname, status: failure.status, code: failure.body.code })
    throw failure
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason
    if (error instanceof ApiError) throw error
    const failure = toApiError(opening.signal.aborted ? opening.signal.reason : error)
    recordFailedRequest({ method: endpoint.method, url: new URL(url).pathname, status: 0, code: failure.body.code })
    throw failure
  } finally {
    clearTimeout(timer)
  }
}

async function readNext(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  endpoint: AnyEndpoint,
  url: string,
  signal: AbortSignal | undefined,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  try {
    return await reader.read()
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    const failure = new ApiError(
      {
        code: 'CONNECTION_LOST',
        message: 'The connection broke while the answer was streaming',
        retryable: errorCatalogue.CONNECTION_LOST.retryable,
      },
      0,
      { cause: error },
    )
    recordFailedRequest({ method: endpoint.method, url: new URL(url).pathname, status: 0, code: failure.body.code })
    throw failure
  }
}

/** An `error` event's data is our error shape; its code's status is the status it would have had. */
function errorFromEvent(data: string): Promise<ApiError> {
  let code: unknown = null
  try {
    const parsed: unknown = JSON.parse(data)
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed && typeof parsed.error === 'object' && parsed.error !== null) {
      code = 'code' in parsed.error ? parsed.error.code : null
    }
  } catch {
    // Not JSON: readError makes the status's code of it.
  }
  const status = isErrorCode(code) && errorCatalogue[code].status >= 400 ? errorCatalogue[code].status : 500
  return readError(new Response(data, { status, headers: { 'content-type': 'application/json' } }))
}

interface ParsedEvent {
  event: string
  data: string
  id: string | null
}

/**
 * The server-sent events format (HTML Living Standard §9.2): lines of `field: value`, an event ends at
 * a blank line, `data` lines join with a newline, a line starting with ':' is a comment, and the event
 * name is 'message' unless given. Text arrives in arbitrary pieces, so an unfinished line waits.
 */
function createEventParser() {
  let pending = ''
  let data: string[] = []
  let event = ''
  let id: string | null = null
  let hasField = false

  function take(line: string, found: ParsedEvent[]) {
    if (line === '') {
      if (hasField && data.length > 0) found.push({ event: event || 'message', data: data.join('\n'), id })
      data = []
      event = ''
      hasField = false
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /u, '')
    hasField = true
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
    else if (field === 'id') id = value
  }

  return {
    push(text: string, isLast: boolean): ParsedEvent[] {
      pending += text
      // A CR at the end may be the first half of a CRLF whose LF comes with the next piece.
      const isCrHeld = !isLast && pending.endsWith('\r')
      const lines = (isCrHeld ? pending.slice(0, -1) : pending).split(/\r\n|\r|\n/u)
      pending = (lines.pop() ?? '') + (isCrHeld ? '\r' : '')
      const found: ParsedEvent[] = []
      for (const line of lines) take(line, found)
      if (isLast) {
        if (pending !== '') take(pending, found)
        pending = ''
        take('', found)
      }
      return found
    },
  }
}
