import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { DEFAULT_BODY_LIMIT_BYTES } from '#core/api/endpoint.ts'
import enCommon from '#core/i18n/locales/en/common.json'
import enShell from '#core/i18n/locales/en/shell.json'
import hiCommon from '#core/i18n/locales/hi/common.json'
import hiShell from '#core/i18n/locales/hi/shell.json'
import { languageCookie } from '#app/lib/cookies.ts'
import { toCookieHeader } from '#tests/support/cookies.ts'
import { buildTestApp, type TestApp } from '#tests/support/services.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createWebHandler, isServerBuild } from './react-router.ts'

/**
 * Requests React Router would answer outside the structured log (issue 6): URLs it cannot decode (it
 * warned on stderr), methods a page has no action for (a stack trace, and a 405 naming its route
 * `root`) and failing loaders. The real app renders them here: the route modules are loaded through
 * Vite's SSR loader, as `npm run dev` does, and served by the same Hono app and web handler as in
 * production.
 */

interface LogEntry {
  level: number
  msg: string
  reqId?: string
  status?: number
  path?: string
  err?: { message?: string }
}

let vite: ViteDevServer
let database: DatabaseHandle
let app: TestApp
let isDatabaseOpen = false
const logLines: string[] = []
const written: string[] = []

beforeAll(async () => {
  vite = await createViteServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'silent' })
  const loadBuild = async () => {
    const build: unknown = await vite.ssrLoadModule('virtual:react-router/server-build')
    if (!isServerBuild(build)) throw new Error('virtual:react-router/server-build did not load')
    return build
  }
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  isDatabaseOpen = true
  const logger = createLogger({ level: 'info', isPretty: false, destination: { write: (line: string) => logLines.push(line) } })
  const config = loadConfig({ NODE_ENV: 'production' })
  app = buildTestApp(database, {
    env: { NODE_ENV: 'production' },
    logger,
    web: createWebHandler({ loadBuild, mode: 'production', publicUrl: config.PUBLIC_URL }),
  })
  // The first render compiles the app; later requests then measure only what they do.
  await app.request('/no-such-page-warm-up')
}, 120_000)

afterAll(async () => {
  await vite.close()
  if (isDatabaseOpen) await database.close()
})

// Anything on the console or stderr is what this issue is about: every case checks there is none.
beforeEach(() => {
  written.length = 0
  logLines.length = 0
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      written.push(`console.${method}: ${args.map(String).join(' ')}`)
    })
  }
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(`stderr: ${String(chunk)}`)
    return true
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

function readLog(): LogEntry[] {
  return logLines.map((line): LogEntry => JSON.parse(line))
}

/** The body must not expose internals: no stack frames, no React Router messages naming route ids. */
function expectNoInternals(body: string): void {
  expect(body).not.toMatch(/\bat [^\s]+ \(?[^\s]*:\d+:\d+\)?/u)
  expect(body).not.toContain('did not provide an `action`')
  expect(body).not.toMatch(/for route \\?"/u)
  expect(body).not.toContain('could not be decoded')
}

describe('page URLs that do not decode', () => {
  it.each(['/assets/%ff', '/%ff', '/jobs/%ff', '/jobs/a%00b'])('answers %s with the 400 error page, logged through pino', async (path) => {
    const response = await app.request(path)
    const body = await response.text()
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(body).toContain(enShell.errors.applicationError)
    expect(body).toContain('Please check your input and try again.')
    expectNoInternals(body)
    expect(written).toEqual([])
    const requestId = response.headers.get('x-request-id')
    expect(readLog()).toContainEqual(
      expect.objectContaining({ level: 40, reqId: requestId, status: 400, path, msg: 'page URL does not decode' }),
    )
  })
})

describe('methods a page has no action for', () => {
  it.each([
    ['POST', '/'],
    ['POST', '/jobs'],
    ['PUT', '/jobs/in-bengaluru'],
    ['DELETE', '/visa-sponsorship-jobs'],
    ['PATCH', '/no-such-page'],
  ])('answers %s %s with the 405 error page, logged through pino', async (method, path) => {
    const response = await app.request(path, { method, body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const body = await response.text()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(body).toContain(enShell.errors.applicationError)
    expectNoInternals(body)
    expect(written).toEqual([])
    expect(readLog()).toContainEqual(
      expect.objectContaining({ level: 40, reqId: response.headers.get('x-request-id'), status: 405, msg: 'method not allowed on a page' }),
    )
  })

  it("speaks the reader's language", async () => {
    const response = await app.request('/jobs', { method: 'POST', headers: { cookie: await toCookieHeader(languageCookie, 'hi') } })
    const body = await response.text()
    expect(response.status).toBe(405)
    expect(body).toContain('<html lang="hi"')
    expect(body).toContain(hiShell.errors.applicationError)
    expect(body).toContain(hiCommon.httpStatus.other)
    expect(written).toEqual([])
  })

  it('refuses a data request (client navigation) the same way, without naming a route', async () => {
    const response = await app.request('/jobs.data', { method: 'POST' })
    const body = await response.text()
    expect(response.status).toBe(405)
    expect(body).toContain('Method Not Allowed')
    expectNoInternals(body)
    expect(written).toEqual([])
  })
})

describe('page request bodies over their limit (issue 18)', () => {
  it('answers a declared body over the limit with the 413 error page at once, unread, and closes the connection', async () => {
    const response = await app.request('/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(DEFAULT_BODY_LIMIT_BYTES + 1) },
      body: 'a=1',
    })
    const body = await response.text()
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(body).toContain(enShell.errors.applicationError)
    expect(body).toContain(enCommon.httpStatus[413])
    expectNoInternals(body)
    expect(written).toEqual([])
    expect(readLog()).toContainEqual(expect.objectContaining({ level: 40, status: 413, msg: 'page request body over its limit' }))
  })

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    let sent = 0
    const chunk = new Uint8Array(16 * 1024).fill(97)
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    // A streamed request body needs duplex 'half' (fetch's rule), which the DOM's RequestInit does not list yet.
    const init: RequestInit & { duplex: 'half' } = { method: 'POST', body: endless, duplex: 'half' }
    const response = await app.request('/jobs', init)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(DEFAULT_BODY_LIMIT_BYTES + 4 * chunk.byteLength)
  })
})

describe('pages that fail', () => {
  it('logs a failing loader through pino with the request id, and answers the 500 error page', async () => {
    // The last test: the job pages' loader now meets a closed database.
    await database.close()
    isDatabaseOpen = false
    const response = await app.request('/jobs')
    const body = await response.text()
    expect(response.status).toBe(500)
    expect(body).toContain(enShell.errors.applicationError)
    expectNoInternals(body)
    expect(written).toEqual([])
    // A loader's error takes the API's error path (serverRoute → renderError): logged once, as the API logs it.
    const failures = readLog().filter((entry) => entry.level >= 50)
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatchObject({ msg: 'request failed', reqId: response.headers.get('x-request-id') })
    expect(failures[0]?.err?.message).toBeTruthy()
  })
})
