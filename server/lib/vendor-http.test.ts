import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createVendorHttp, type VendorHttpOptions } from './vendor-http.ts'
import { providerErrorOf } from '#tests/support/provider-error.ts'

/**
 * The vendor-API helper against a loopback server that answers as vendors misbehave. Each adapter's
 * contract test covers its own use (MSG91, PostHog, JSearch, the AI client); this pins what they share.
 */

let server: Server
let baseUrl: string
let handler: (request: IncomingMessage, response: ServerResponse) => void
let requestTimes: number[]

beforeAll(async () => {
  server = createServer((request, response) => {
    requestTimes.push(Date.now())
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  requestTimes = []
})

function client(options: Partial<VendorHttpOptions> = {}) {
  return createVendorHttp({ provider: 'acme', timeoutMs: 5_000, ...options })
}

describe('vendor HTTP helper', () => {
  it('names a refusal by its status in our words, never the body, and does not retry unless asked', async () => {
    handler = (_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' })
      response.end('{"error":"bad number +919876543210 for key sk-secret"}')
    }
    const refused = await providerErrorOf(client({ retries: 2 }).request({ url: `${baseUrl}/send`, method: 'POST', body: '{}' }))
    expect(refused).toMatchObject({ code: 'API_SERVICE_UNAVAILABLE', isRetryable: false, message: 'acme: the API answered HTTP 400' })
    expect(JSON.stringify({ ...refused, message: refused.message, stack: refused.stack })).not.toMatch(/9876543210|sk-secret/)
    expect(requestTimes).toHaveLength(1)

    handler = (_request, response) => {
      response.writeHead(503)
      response.end()
    }
    expect(await providerErrorOf(client({ endpoint: 'capture' }).request({ url: baseUrl }))).toMatchObject({
      isRetryable: true,
      message: 'acme: capture answered HTTP 503',
    })
    expect(requestTimes).toHaveLength(2)
  })

  it('tries a lost connection and a 5xx again with back-off doubling from 1 s, then answers', async () => {
    handler = (request, response) => {
      if (requestTimes.length === 1) {
        request.socket.destroy()
        return
      }
      if (requestTimes.length === 2) {
        response.writeHead(502)
        response.end()
        return
      }
      response.end('{"ok":true}')
    }
    const answer = await client({ retries: 2 }).request({ url: baseUrl })
    expect(answer.json()).toEqual({ ok: true })
    const [first = 0, second = 0, third = 0] = requestTimes
    expect(second - first).toBeGreaterThanOrEqual(980)
    expect(third - second).toBeGreaterThanOrEqual(1_980)
  })

  it('caps the answer it reads, whole or streamed', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(Buffer.alloc(4096, 'a'))
      response.end(Buffer.alloc(4096, 'a'))
    }
    const http = client({ maxBytes: 6_000 })
    expect(await providerErrorOf(http.request({ url: baseUrl }))).toMatchObject({
      isRetryable: false,
      message: 'acme: the answer is larger than 6000 bytes',
    })
    const stream = await http.openStream({ url: baseUrl })
    const thrown = await (async () => {
      for await (const chunk of stream.body) expect(chunk.byteLength).toBeGreaterThan(0)
    })().catch((error: unknown) => error)
    expect(thrown).toMatchObject({ message: 'acme: the answer is larger than 6000 bytes' })
  })

  it('rejects with the caller’s reason when cancelled during a wait before a retry', async () => {
    handler = (_request, response) => {
      response.writeHead(429, { 'retry-after': '3' })
      response.end()
    }
    const controller = new AbortController()
    const reason = new Error('the person left')
    setTimeout(() => controller.abort(reason), 200)
    const started = Date.now()
    await expect(client({ retries: 1 }).request({ url: baseUrl, signal: controller.signal })).rejects.toBe(reason)
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(requestTimes).toHaveLength(1)
  })
})
