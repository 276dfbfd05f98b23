import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, clearApiCache, getFromApi, sendToApi, sendToApiInBackground, toApiError, toApiErrorBody } from './api-client.ts'

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void

/** A loopback server standing in for our API; each test says how it answers. */
let handle: Handler = (_request, _body, response) => response.end()
const received: Array<{ method: string; url: string; body: string }> = []
const server = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    received.push({ method: request.method ?? '', url: request.url ?? '', body })
    handle(request, body, response)
  })
})

async function listen(target: Server): Promise<string> {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
  const address = target.address()
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address')
  return `http://127.0.0.1:${address.port}`
}

/** The client addresses /api on the page's origin; here the page is served from the loopback server. */
function serveFrom(origin: string): void {
  vi.stubGlobal('location', { origin })
}

let origin = ''

beforeAll(async () => {
  origin = await listen(server)
  serveFrom(origin)
})

afterEach(() => {
  received.length = 0
  clearApiCache()
})

afterAll(async () => {
  vi.unstubAllGlobals()
  // The time-out test leaves a request the server never answered.
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function answer(status: number, body: string, contentType = 'application/json'): Handler {
  return (_request, _body, response) => {
    response.writeHead(status, { 'content-type': contentType })
    response.end(body)
  }
}

const greetingSchema = z.object({ greeting: z.string() })
const loadSchema = () => Promise.resolve(greetingSchema)

async function getFailure(options: { signal?: AbortSignal } = {}): Promise<ApiError> {
  try {
    await getFromApi('/greeting', { loadSchema, ...options })
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the request to fail')
}

describe('getFromApi', () => {
  it('returns the answer checked by its schema, with the query string', async () => {
    handle = answer(200, JSON.stringify({ greeting: 'namaste', extra: 1 }))
    const data = await getFromApi('/greeting', { loadSchema, query: new URLSearchParams({ q: 'data analyst' }) })
    expect(data).toEqual({ greeting: 'namaste' })
    expect(received).toEqual([{ method: 'GET', url: '/api/greeting?q=data+analyst', body: '' }])
  })

  it('keeps the error body our API sent, and its status', async () => {
    const body = { code: 'API_RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.', retryable: false }
    handle = answer(429, JSON.stringify({ error: body }))
    const failure = await getFailure()
    expect(failure.body).toEqual(body)
    expect(failure.status).toBe(429)
    expect(failure.message).toBe(body.message)
  })

  it.each([
    [502, 'API_SERVICE_UNAVAILABLE', true],
    [503, 'SERVER_UNAVAILABLE', true],
    [504, 'NETWORK_TIMEOUT', true],
    [500, 'SERVER_INTERNAL_ERROR', false],
    [404, 'NOT_FOUND', false],
  ])('reads a %i without our error body (a proxy page) by its status', async (status, code, retryable) => {
    handle = answer(status, '<html>Bad Gateway</html>', 'text/html')
    const failure = await getFailure()
    expect(failure.body).toMatchObject({ code, retryable })
    expect(failure.status).toBe(status)
  })

  it('refuses an answer its schema does not accept, or that is not JSON', async () => {
    handle = answer(200, JSON.stringify({ greeting: 42 }))
    expect((await getFailure()).body).toMatchObject({ code: 'UNKNOWN_ERROR', retryable: false })
    handle = answer(200, 'not json', 'text/plain')
    expect((await getFailure()).body).toMatchObject({ code: 'UNKNOWN_ERROR', retryable: false })
  })

  it('reports a time-out as NETWORK_TIMEOUT, which is retryable', async () => {
    handle = () => undefined
    const failure = await getFailure({ signal: AbortSignal.timeout(50) })
    expect(failure.body).toMatchObject({ code: 'NETWORK_TIMEOUT', retryable: true })
    expect(failure.status).toBe(0)
  })

  it('reports an unreachable server as NETWORK_UNAVAILABLE, which is retryable', async () => {
    const closed = createServer()
    const closedOrigin = await listen(closed)
    await new Promise((resolve) => closed.close(resolve))
    serveFrom(closedOrigin)
    try {
      expect((await getFailure()).body).toMatchObject({ code: 'NETWORK_UNAVAILABLE', retryable: true })
    } finally {
      serveFrom(origin)
    }
  })
})

describe('HTTP client rules (spec 001 §9 "Network")', () => {
  it('tries a GET 3 times on a 5xx, waiting 1 s then 2 s', async () => {
    handle = answer(503, '<html>busy</html>', 'text/html')
    const started = Date.now()
    expect((await getFailure()).body.code).toBe('SERVER_UNAVAILABLE')
    expect(received).toHaveLength(3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000)
  })

  it('retries 408 and 429 but no other 4xx', async () => {
    handle = answer(404, JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x', retryable: false } }))
    await getFailure()
    expect(received).toHaveLength(1)
    received.length = 0
    let calls = 0
    handle = (request, body, response) => {
      calls += 1
      if (calls === 1)
        return answer(429, JSON.stringify({ error: { code: 'API_RATE_LIMITED', message: 'x', retryable: false } }))(request, body, response)
      if (calls === 2) return answer(408, '')(request, body, response)
      return answer(200, JSON.stringify({ greeting: 'third time' }))(request, body, response)
    }
    expect(await getFromApi('/greeting', { loadSchema })).toEqual({ greeting: 'third time' })
    expect(received).toHaveLength(3)
  })

  it('never retries a write', async () => {
    handle = answer(503, '{}')
    await expect(sendToApi('PUT', '/profile', { body: { name: 'Asha' } })).rejects.toBeInstanceOf(ApiError)
    expect(received).toEqual([{ method: 'PUT', url: '/api/profile', body: '{"name":"Asha"}' }])
  })

  it('answers a failed GET from the answer it had in the last 5 minutes, but not a refused one', async () => {
    handle = answer(200, JSON.stringify({ greeting: 'cached' }))
    expect(await getFromApi('/greeting', { loadSchema })).toEqual({ greeting: 'cached' })
    const closed = createServer()
    const closedOrigin = await listen(closed)
    await new Promise((resolve) => closed.close(resolve))
    // The server is gone (each attempt refused): the cached answer stands in.
    serveFrom(closedOrigin)
    try {
      expect(await getFromApi('/greeting', { loadSchema })).toEqual({ greeting: 'cached' })
    } finally {
      serveFrom(origin)
    }
    // A 4xx is an answer, not a failure to reach the server: it is not papered over.
    handle = answer(403, JSON.stringify({ error: { code: 'PERMISSION_DENIED', message: 'x', retryable: false } }))
    expect((await getFailure()).body.code).toBe('PERMISSION_DENIED')
  })
})

describe('sendToApiInBackground', () => {
  it('posts JSON and never throws, even when the API refuses', async () => {
    let isDone: () => void = () => undefined
    const done = new Promise<void>((resolve) => (isDone = resolve))
    handle = (request, body, response) => {
      answer(500, '{}')(request, body, response)
      isDone()
    }
    sendToApiInBackground('POST', '/jobs/se-blr/click', { query: 'data analyst', location: null })
    await done
    expect(received).toEqual([{ method: 'POST', url: '/api/jobs/se-blr/click', body: '{"query":"data analyst","location":null}' }])
  })
})

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError({ code: 'NOT_FOUND', message: 'x', retryable: false }, 404)
    expect(toApiError(error)).toBe(error)
  })

  it('treats a failed fetch as the network being unavailable and a time-out as a network time-out', () => {
    expect(toApiErrorBody(new TypeError('Failed to fetch'))).toMatchObject({ code: 'NETWORK_UNAVAILABLE', retryable: true })
    expect(toApiErrorBody(new DOMException('timed out', 'TimeoutError'))).toMatchObject({ code: 'NETWORK_TIMEOUT', retryable: true })
  })

  it('falls back to an unknown error', () => {
    expect(toApiErrorBody(new Error('boom'))).toEqual({ code: 'UNKNOWN_ERROR', message: 'boom', retryable: false })
    expect(toApiErrorBody('boom')).toMatchObject({ code: 'UNKNOWN_ERROR' })
  })
})
