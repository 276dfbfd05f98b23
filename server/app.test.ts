import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { healthReportSchema } from '#core/health.schema.ts'
import { buildTestApp } from '#tests/support/services.ts'
import { openDatabase, type DatabaseHandle } from './db/client.ts'

let database: DatabaseHandle
let app: ReturnType<typeof buildTestApp>

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  app = buildTestApp(database, {
    env: { NODE_ENV: 'production' },
    web: async (_request, context) =>
      new Response(`<html><body>page ${context.requestId}</body></html>`, { headers: { 'content-type': 'text/html' } }),
  })
})

afterAll(async () => {
  await database.close()
})

describe('security headers', () => {
  it('sends a nonce CSP, nosniff and frame-ancestors on pages and API answers', async () => {
    for (const path of ['/', '/api/health']) {
      const response = await app.request(path)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('uses a fresh nonce for every request', async () => {
    const first = (await app.request('/')).headers.get('content-security-policy')
    const second = (await app.request('/')).headers.get('content-security-policy')
    expect(first).not.toBe(second)
  })

  it("hands the page renderer the nonce the CSP names (c.get('cspNonce'))", async () => {
    const noncePage = buildTestApp(database, {
      env: { NODE_ENV: 'production' },
      web: async (_request, context) => new Response(`<script nonce="${context.cspNonce}"></script>`),
    })
    const response = await noncePage.request('/')
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeDefined()
    expect(await response.text()).toBe(`<script nonce="${nonce}"></script>`)
  })

  it('adds HSTS only when the request came over HTTPS', async () => {
    const response = await app.request('https://jobyatra.example/')
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('trusts X-Forwarded-Proto only behind a configured proxy', async () => {
    const untrusted = await app.request('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(untrusted.headers.get('strict-transport-security')).toBeNull()
    const proxied = buildTestApp(database, { env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } })
    const trusted = await proxied.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } })
    expect(trusted.headers.get('strict-transport-security')).toContain('max-age=')
  })
})

describe('the public host', () => {
  it('sends a page opened under another loopback name to PUBLIC_URL, so sign-in cookies are on one host (issue 18)', async () => {
    const response = await app.request('http://127.0.0.1:3000/auth?mode=signin')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('http://localhost:3000/auth?mode=signin')
    expect((await app.request('http://localhost:3000/auth?mode=signin')).status).toBe(200)
  })
})

describe('request ids', () => {
  it('returns a generated id and hands the same id to the page renderer', async () => {
    const response = await app.request('/')
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await response.text()).toContain(`page ${id}`)
  })

  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const kept = await app.request('/', { headers: { 'x-request-id': 'lb-1234567890' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-1234567890')
    const replaced = await app.request('/', { headers: { 'x-request-id': 'bad id with spaces!' } })
    expect(replaced.headers.get('x-request-id')).not.toContain('bad')
    const tooLong = await app.request('/', { headers: { 'x-request-id': 'a'.repeat(65) } })
    expect(tooLong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('API errors and documentation', () => {
  it('answers an unknown API path with the catalogue 404 shape, not a page', async () => {
    const response = await app.request('/api/no-such-thing')
    expect(response.status).toBe(404)
    const body = apiErrorSchema.parse(await response.json())
    expect(body.error).toEqual({
      code: 'NOT_FOUND',
      message: 'The requested resource was not found.',
      retryable: false,
    })
  })

  it('serves an OpenAPI 3.1 document naming the health and job routes', async () => {
    const response = await app.request('/api/openapi.json')
    expect(response.status).toBe(200)
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/{service}', '/api/jobs/search', '/api/jobs/{job_id}']),
    )
  })
})

describe('GET /api/health', () => {
  it('reports database, job search and the embedded AI available', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    const report = healthReportSchema.parse(await response.json())
    expect(report.services.database.status).toBe('available')
    expect(report.services['job-search'].status).toBe('available')
    // The embedded AI default answers through the career assistant's offline responder (issue 21).
    expect(report.services.ai.status).toBe('available')
    expect(report.status).toBe('available')
  })

  it('answers per-service probes with 200 when available, HEAD included, and 400 for an unknown service', async () => {
    expect((await app.request('/api/health/database')).status).toBe(200)
    const head = await app.request('/api/health/database', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('cache-control')).toBe('no-store')
    expect(await head.text()).toBe('')
    const ai = await app.request('/api/health/ai')
    expect(ai.status).toBe(200)
    expect(await ai.json()).toMatchObject({ status: 'available' })
    expect((await app.request('/api/health/mainframe')).status).toBe(400)
  })

  it('reports the database unavailable with a 503 once it is gone', async () => {
    const doomed = await openDatabase({ kind: 'pglite', dataDir: null })
    const doomedApp = buildTestApp(doomed, { env: {} })
    await doomed.close()
    const response = await doomedApp.request('/api/health')
    expect(response.status).toBe(503)
    const report = healthReportSchema.parse(await response.json())
    expect(report.services.database.status).toBe('unavailable')
    // The browser's poll (app/shell/service-health.ts) reads only the status of a HEAD: 503, and no body.
    const head = await doomedApp.request('/api/health/database', { method: 'HEAD' })
    expect(head.status).toBe(503)
    expect(await head.text()).toBe('')
  })
})

describe('static files of the browser build', () => {
  it('serves /sw.js as JavaScript that browsers re-check on every update, under a CSP that admits workers and the manifest', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-static-'))
    try {
      mkdirSync(path.join(dir, 'assets'))
      writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
      writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), 'export {}')
      writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}')
      const staticApp = buildTestApp(database, { env: { NODE_ENV: 'production' }, clientAssetsDir: dir })

      const worker = await staticApp.request('/sw.js')
      expect(worker.status).toBe(200)
      expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/)
      expect(worker.headers.get('cache-control')).toBe('no-cache')
      const csp = worker.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("worker-src 'self'")
      expect(csp).toContain("manifest-src 'self'")

      const asset = await staticApp.request('/assets/entry-abc123.js')
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const manifest = await staticApp.request('/manifest.webmanifest')
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
      expect(manifest.headers.get('cache-control')).toBe('public, max-age=3600')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
