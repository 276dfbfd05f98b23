import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BODY_LIMIT_BYTES, endpointPath, type AnyEndpoint } from '#core/api/endpoint.ts'
import { AUTH_BODY_LIMIT_BYTES } from '#core/auth/auth.endpoints.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { listDeclaredEndpoints } from '#tests/support/endpoints.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'

/**
 * Issue 18: four 200 MB POSTs to /api/auth/sign-in/email doubled the server's memory and a 600 MB body
 * was accepted. Every route, better-auth's included, refuses a body over its declared limit with 413
 * before reading it: by its Content-Length at once, a chunked body as soon as it passes the limit.
 */

let database: DatabaseHandle
let app: TestApp
let server: Server
let port = 0

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  app = buildTestApp(database, {
    // Stands in for React Router: the 413 a page request gets is the web handler's error page.
    web: async (_request, context) =>
      new Response('<p>page</p>', { status: context.refusedStatus ?? 200, headers: { 'content-type': 'text/html' } }),
  })
  const listener = getRequestListener(app.fetch)
  server = createServer((request, response) => void listener(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address')
  port = address.port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await database.close()
})

const writeEndpoints = listDeclaredEndpoints().filter(({ endpoint }) => endpoint.method !== 'GET')

/** The endpoint's path with each parameter filled in. */
function pathOf(endpoint: AnyEndpoint): string {
  const names = [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '')
  return `/api${endpointPath(endpoint, Object.fromEntries(names.map((name) => [name, 'some-id'])))}`
}

function send(path: string, method: string, declaredLength: number, body: string, contentType = 'application/json') {
  return app.request(`${TEST_PUBLIC_URL}${path}`, {
    method,
    headers: { 'content-type': contentType, 'content-length': String(declaredLength), origin: TEST_PUBLIC_URL },
    body,
  })
}

describe('a body over its limit, declared by Content-Length', () => {
  it('finds the declared endpoints, better-auth’s among them', () => {
    expect(writeEndpoints.length).toBeGreaterThan(15)
    expect(writeEndpoints.map(({ endpoint }) => `${endpoint.base}${endpoint.path}`)).toContain('/auth/sign-in/email')
  })

  it.each(writeEndpoints.map(({ name, endpoint }) => [name, endpoint] as const))('%s answers 413 unread', async (_name, endpoint) => {
    const isUpload = endpoint.request === 'multipart'
    const response = await send(
      pathOf(endpoint),
      endpoint.method,
      endpoint.bodyLimit + 1,
      '{}',
      isUpload ? 'multipart/form-data; boundary=x' : undefined,
    )
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    const { error } = apiErrorSchema.parse(await response.json())
    expect(error.code).toBe(isUpload ? 'FILE_TOO_LARGE' : 'REQUEST_TOO_LARGE')
  })

  it('holds for better-auth endpoints the browser does not call too, at the sign-in limit', async () => {
    for (const path of ['/api/auth/update-user', '/api/auth/sign-in/phone-number', '/api/auth/no-such-endpoint']) {
      const response = await send(path, 'POST', AUTH_BODY_LIMIT_BYTES + 1, '{}')
      expect(response.status, path).toBe(413)
    }
  })

  it('takes a body of exactly the limit (it is then checked as usual)', async () => {
    const click = writeEndpoints.find(({ endpoint }) => endpoint.base === '/jobs' && endpoint.path === '/{job_id}/click')?.endpoint
    if (!click) throw new Error('the click endpoint is declared in core/jobs/jobs.endpoints.ts')
    const filler = JSON.stringify({ query: '' })
    const body = JSON.stringify({ query: ' '.repeat(click.bodyLimit - filler.length) })
    expect(body.length).toBe(click.bodyLimit)
    const response = await send(pathOf(click), 'POST', body.length, body)
    expect(response.status).toBe(404)
  })

  it('refuses a page request body over the limit with the error page', async () => {
    const response = await send('/jobs', 'POST', DEFAULT_BODY_LIMIT_BYTES + 1, 'a=1', 'application/x-www-form-urlencoded')
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
  })
})

/** What came back on a raw connection: the status line, and whether the server closed the connection. */
interface RawAnswer {
  status: number
  bytesSent: number
}

/**
 * Sends the request head, then (chunked) body chunks as fast as the connection takes them, up to
 * `maxBodyBytes`, and stops as soon as the answer's status line arrives or the server closes.
 */
function sendRaw(head: string, options: { chunked: boolean; maxBodyBytes: number }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1')
    let received = ''
    let bytesSent = 0
    let isAnswered = false
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer after ${bytesSent} bytes`))
    }, 10_000)
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)
      if (status === 0) return
      isAnswered = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ status, bytesSent })
    }
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1')
      finish()
    })
    socket.on('error', () => finish())
    socket.on('close', () => {
      if (!isAnswered) finish()
    })
    socket.on('connect', async () => {
      socket.write(head)
      if (!options.chunked) return
      const chunk = Buffer.alloc(16 * 1024, 97)
      const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
      while (!isAnswered && !socket.destroyed && bytesSent < options.maxBodyBytes) {
        bytesSent += chunk.length
        if (!socket.write(framed)) await new Promise((resume) => socket.once('drain', resume).once('close', resume))
      }
    })
  })
}

function head(method: string, path: string, headers: Record<string, string>): string {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, `Origin: ${TEST_PUBLIC_URL}`, 'Content-Type: application/json']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  return `${lines.join('\r\n')}\r\n\r\n`
}

describe('on a real connection', () => {
  it.each([
    ['better-auth sign-in', 'POST', '/api/auth/sign-in/email'],
    ['a route of ours', 'PATCH', '/api/account/profile'],
    ['a page', 'POST', '/jobs'],
  ])('%s: a 600 MB Content-Length is answered 413 before any of the body is sent', async (_what, method, path) => {
    const answer = await sendRaw(head(method, path, { 'Content-Length': '600000000' }), { chunked: false, maxBodyBytes: 0 })
    expect(answer).toEqual({ status: 413, bytesSent: 0 })
  })

  it.each([
    ['better-auth sign-in', 'POST', '/api/auth/sign-in/email'],
    ['a route of ours', 'PATCH', '/api/account/profile'],
  ])('%s: a chunked 200 MB body is stopped once it passes the limit', async (_what, method, path) => {
    const maxBodyBytes = 200 * 1024 * 1024
    const answer = await sendRaw(head(method, path, { 'Transfer-Encoding': 'chunked' }), { chunked: true, maxBodyBytes })
    expect(answer.status).toBe(413)
    // The server stopped at the limit; what got out besides sat in the connection's buffers.
    expect(answer.bytesSent).toBeLessThan(maxBodyBytes / 10)
  })
})
