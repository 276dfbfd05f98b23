import { getEventListeners } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BoundedFetchError, fetchBounded, parseRetryAfter, type BoundedFetchOptions } from './bounded-fetch.ts'

/**
 * fetchBounded against a real HTTP server on 127.0.0.1 that misbehaves the ways job sources do: too
 * big, never ending, slow, rate-limited, failing. Each test sets the server's handler; the server
 * counts the requests and the body bytes it managed to write before the client hung up.
 */

const MB = 1024 * 1024
const chunk = Buffer.alloc(64 * 1024, 'a')

let server: Server
let baseUrl: string
let handler: (request: IncomingMessage, response: ServerResponse) => void
let requestTimes: number[]
let bytesWritten: number
let openResponses: Set<ServerResponse>

beforeAll(async () => {
  openResponses = new Set()
  server = createServer((request, response) => {
    requestTimes.push(Date.now())
    openResponses.add(response)
    response.on('close', () => openResponses.delete(response))
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const response of openResponses) response.destroy()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  requestTimes = []
  bytesWritten = 0
})

const defaults: BoundedFetchOptions = { maxBytes: MB, timeoutMs: 5_000 }

async function failure(promise: Promise<unknown>): Promise<BoundedFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof BoundedFetchError)) throw new Error(`expected a BoundedFetchError, got ${String(error)}`)
  return error
}

/** Writes `total` bytes (or forever) as fast as the client reads them, stopping when the client hangs up. */
function stream(response: ServerResponse, total: number) {
  let isClosed = false
  response.on('close', () => {
    isClosed = true
  })
  const writeMore = () => {
    while (!isClosed && bytesWritten < total) {
      bytesWritten += chunk.byteLength
      if (!response.write(chunk)) {
        response.once('drain', writeMore)
        return
      }
    }
    if (!isClosed) response.end()
  }
  writeMore()
}

/** Samples the process's ArrayBuffer memory while `work` runs; returns the highest growth seen. */
async function peakArrayBufferGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage().arrayBuffers
  let peak = start
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers)
  }, 2)
  try {
    await work()
  } finally {
    clearInterval(sampler)
  }
  return Math.max(peak, process.memoryUsage().arrayBuffers) - start
}

describe('fetchBounded', () => {
  it('reads an answer within its limits, in the charset its Content-Type names', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml; charset=ISO-8859-1' })
      // "£45,000" in Latin-1: the pound sign is the single byte 0xA3.
      response.end(Buffer.from([0xa3, 0x34, 0x35, 0x2c, 0x30, 0x30, 0x30]))
    }
    const answer = await fetchBounded(`${baseUrl}/salary`, defaults)
    expect(answer.status).toBe(200)
    expect(answer.bytes.byteLength).toBe(7)
    expect(answer.text()).toBe('£45,000')
  })

  it('refuses a 50 MB body as too_large having read about the cap, with memory far below 50 MB', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      stream(response, 50 * MB)
    }
    let error: BoundedFetchError | undefined
    const growth = await peakArrayBufferGrowth(async () => {
      error = await failure(fetchBounded(`${baseUrl}/huge.xml`, defaults))
    })
    expect(error?.kind).toBe('too_large')
    expect(error?.message).toBe('The answer is larger than 1 MB')
    expect(error?.isRetryable).toBe(false)
    // What the server got into the socket before the client hung up: the cap plus the socket buffers.
    await waitFor(() => openResponses.size === 0)
    expect(bytesWritten).toBeLessThan(16 * MB)
    expect(growth).toBeLessThan(16 * MB)
  })

  it('cuts a body that never ends at the byte cap', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      stream(response, Number.POSITIVE_INFINITY)
    }
    const error = await failure(fetchBounded(`${baseUrl}/endless.xml`, { ...defaults, maxBytes: 256 * 1024 }))
    expect(error.kind).toBe('too_large')
    expect(error.message).toBe('The answer is larger than 256 KB')
    await waitFor(() => openResponses.size === 0)
    expect(bytesWritten).toBeLessThan(16 * MB)
  })

  it('cuts a slow body that never ends at the deadline', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      response.write('<rss><channel>')
      const timer = setInterval(() => response.write('<item><title>Still here</title></item>'), 20)
      response.on('close', () => clearInterval(timer))
    }
    const started = Date.now()
    const error = await failure(fetchBounded(`${baseUrl}/trickle.xml`, { ...defaults, timeoutMs: 600 }))
    const elapsed = Date.now() - started
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('No complete answer within 1 s')
    expect(error.isRetryable).toBe(true)
    expect(elapsed).toBeGreaterThanOrEqual(550)
    expect(elapsed).toBeLessThan(2_000)
  })

  it('refuses a Content-Length over the cap before reading the body', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml', 'content-length': String(50 * MB) })
      // One chunk and then silence: a client that read the body would wait for the deadline.
      response.write(chunk)
      bytesWritten = chunk.byteLength
    }
    const started = Date.now()
    const error = await failure(fetchBounded(`${baseUrl}/declared.xml`, { ...defaults, timeoutMs: 10_000 }))
    expect(error.kind).toBe('too_large')
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(bytesWritten).toBe(chunk.byteLength)
  })

  it('waits out a 429 with Retry-After: 1 and then reads the answer', async () => {
    handler = (_request, response) => {
      if (requestTimes.length === 1) {
        response.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' })
        response.end('Too Many Requests')
        return
      }
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('ok')
    }
    const answer = await fetchBounded(`${baseUrl}/limited`, { ...defaults, retries: 2, maxRetryWaitMs: 5_000 })
    expect(answer.text()).toBe('ok')
    expect(requestTimes).toHaveLength(2)
    const gap = (requestTimes[1] ?? 0) - (requestTimes[0] ?? 0)
    expect(gap).toBeGreaterThanOrEqual(950)
    expect(gap).toBeLessThan(2_000)
  })

  it('fails at once, with the wait asked for, when Retry-After is longer than it may wait', async () => {
    handler = (_request, response) => {
      response.writeHead(429, { 'retry-after': '120' })
      response.end()
    }
    const started = Date.now()
    const error = await failure(fetchBounded(`${baseUrl}/limited-long`, { ...defaults, retries: 3, maxRetryWaitMs: 5_000 }))
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(requestTimes).toHaveLength(1)
    expect(error.kind).toBe('status')
    expect(error.status).toBe(429)
    expect(error.retryAfterMs).toBe(120_000)
    expect(error.isRetryable).toBe(true)
    expect(error.message).toBe('The server answered 429')
  })

  it('retries a 500 `retries` times with growing waits and then fails as retryable', async () => {
    handler = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' })
      response.end('<h1>Internal Server Error</h1>')
    }
    const error = await failure(fetchBounded(`${baseUrl}/broken`, { ...defaults, retries: 2 }))
    expect(requestTimes).toHaveLength(3)
    expect(error.kind).toBe('status')
    expect(error.status).toBe(500)
    expect(error.retryAfterMs).toBeNull()
    expect(error.isRetryable).toBe(true)
    // One second, then two (doubling from a second).
    expect((requestTimes[1] ?? 0) - (requestTimes[0] ?? 0)).toBeGreaterThanOrEqual(950)
    expect((requestTimes[2] ?? 0) - (requestTimes[1] ?? 0)).toBeGreaterThanOrEqual(1_950)
  }, 10_000)

  it('does not retry an answer that will not change (404)', async () => {
    handler = (_request, response) => {
      response.writeHead(404)
      response.end()
    }
    const error = await failure(fetchBounded(`${baseUrl}/missing`, { ...defaults, retries: 3 }))
    expect(requestTimes).toHaveLength(1)
    expect(error.status).toBe(404)
    expect(error.isRetryable).toBe(false)
  })

  it('stops as aborted when the caller cancels while waiting for the answer', async () => {
    handler = () => undefined
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 100)
    const started = Date.now()
    const error = await failure(fetchBounded(`${baseUrl}/silent`, { ...defaults, signal: controller.signal }))
    expect(error.kind).toBe('aborted')
    expect(error.isRetryable).toBe(false)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('stops as aborted when the caller cancels during a Retry-After wait', async () => {
    handler = (_request, response) => {
      response.writeHead(503, { 'retry-after': '3' })
      response.end()
    }
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 200)
    const started = Date.now()
    const error = await failure(fetchBounded(`${baseUrl}/unavailable`, { ...defaults, retries: 2, signal: controller.signal }))
    expect(error.kind).toBe('aborted')
    expect(requestTimes).toHaveLength(1)
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('leaves no listener on the caller’s signal after waiting out a retry', async () => {
    handler = (_request, response) => {
      if (requestTimes.length === 1) {
        response.writeHead(503, { 'retry-after': '0' })
        response.end()
        return
      }
      response.end('ok')
    }
    const controller = new AbortController()
    await fetchBounded(`${baseUrl}/flaky`, { ...defaults, retries: 1, signal: controller.signal })
    expect(requestTimes).toHaveLength(2)
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-24T10:00:00Z')
    expect(parseRetryAfter('1', now)).toBe(1_000)
    expect(parseRetryAfter('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeNull()
    expect(parseRetryAfter(null, now)).toBeNull()
  })
})

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 2_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 2 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
