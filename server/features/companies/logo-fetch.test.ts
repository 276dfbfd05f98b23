import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { companyLogoPath } from '#core/companies/logo-path.ts'
import { jobDetailResponseSchema } from '#core/jobs/search.schema.ts'
import { companies, companyLogoFailures, companyLogos } from '#server/db/schema/jobs.ts'
import { fetchBounded } from '#server/lib/bounded-fetch.ts'
import { buildJob, insertCompany, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { fetchMissingLogos, LOGO_MAX_BYTES, LOGO_RETRY_AFTER_MS, type BoundedHttp } from './logo-fetch.ts'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>'
const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>'

/**
 * A web server on 127.0.0.1 where sources' logo URLs point: real images, an SVG, an HTML page named
 * .png, an image past the cap, a 404, a 500, a body that never ends and one that stalls. It records
 * every path asked for.
 */
async function startLogoHost(): Promise<{ origin: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/'
    requests.push(path)
    if (path === '/acme.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
    // A GIF sent as PNG: the bytes decide the type we store.
    if (path === '/orbit.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(GIF)
    if (path === '/logo.svg') return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG)
    if (path === '/disguised.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(HTML)
    if (path === '/huge.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]))
    if (path === '/broken.png') return response.writeHead(500).end('oops')
    if (path === '/endless.png') {
      // No Content-Length, chunks forever: only the byte cap ends it.
      response.writeHead(200, { 'content-type': 'image/png' })
      response.write(PNG)
      const timer = setInterval(() => response.write(Buffer.alloc(16 * 1024)), 2)
      response.on('close', () => clearInterval(timer))
      return
    }
    if (path === '/stalled.png') {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.write(PNG.subarray(0, 8))
      return
    }
    response.writeHead(404).end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * fetchBounded as production calls it, except that the stalled answer gets a 1 s deadline so that it
 * times out within the test (the others keep the real one: a busy test machine must not time them out).
 */
const http: BoundedHttp = (url, options) =>
  fetchBounded(url, { ...options, timeoutMs: url.endsWith('/stalled.png') ? 1_000 : options.timeoutMs })

const NOW = new Date('2026-11-20T06:00:00.000Z')

describeOnDatabases('fetchMissingLogos', (getHandle) => {
  let host: Awaited<ReturnType<typeof startLogoHost>>

  beforeAll(async () => {
    host = await startLogoHost()
  })
  afterAll(async () => {
    await host.close()
  })
  beforeEach(async () => {
    await getHandle().db.delete(companies)
    host.requests.length = 0
  })

  it('stores real images once, typed by their bytes, and serves them with safe headers, an ETag and 304', async () => {
    const handle = getHandle()
    const acme = await insertCompany(handle, { name: 'Acme', logoUrl: `${host.origin}/acme.png` })
    const orbit = await insertCompany(handle, { name: 'Orbit', logoUrl: `${host.origin}/orbit.png` })
    await insertCompany(handle, { name: 'No Logo', logoUrl: null })

    const summary = await fetchMissingLogos({ db: handle.db, http, limit: 10, now: NOW })
    expect(summary).toEqual({ stored: 2, failed: [] })
    const stored = await handle.db.select().from(companyLogos).orderBy(asc(companyLogos.companyId))
    expect(stored.map((row) => ({ ...row, bytes: Buffer.from(row.bytes) }))).toEqual([
      {
        companyId: acme.id,
        contentType: 'image/png',
        bytes: PNG,
        sha256: createHash('sha256').update(PNG).digest('hex'),
        sourceUrl: `${host.origin}/acme.png`,
        fetchedAt: NOW,
      },
      {
        companyId: orbit.id,
        contentType: 'image/gif',
        bytes: GIF,
        sha256: createHash('sha256').update(GIF).digest('hex'),
        sourceUrl: `${host.origin}/orbit.png`,
        fetchedAt: NOW,
      },
    ])

    expect(await fetchMissingLogos({ db: handle.db, http, limit: 10, now: NOW })).toEqual({ stored: 0, failed: [] })
    expect(host.requests.sort()).toEqual(['/acme.png', '/orbit.png'])

    const app = buildTestApp(handle)
    const response = await app.request(companyLogoPath(acme.id))
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG)
    const etag = `"${createHash('sha256').update(PNG).digest('hex')}"`
    expect({
      type: response.headers.get('content-type'),
      nosniff: response.headers.get('x-content-type-options'),
      csp: response.headers.get('content-security-policy'),
      etag: response.headers.get('etag'),
      cache: response.headers.get('cache-control'),
    }).toEqual({
      type: 'image/png',
      nosniff: 'nosniff',
      csp: "default-src 'none'; sandbox",
      etag,
      cache: 'public, max-age=86400',
    })

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const notModified = await app.request(companyLogoPath(acme.id), { headers: { 'if-none-match': ifNoneMatch } })
      expect(notModified.status, ifNoneMatch).toBe(304)
      expect(await notModified.text()).toBe('')
      expect(notModified.headers.get('etag')).toBe(etag)
      expect(notModified.headers.get('cache-control')).toBe('public, max-age=86400')
    }
    const changed = await app.request(companyLogoPath(acme.id), { headers: { 'if-none-match': '"an-older-logo"' } })
    expect(changed.status).toBe(200)

    const gif = await app.request(companyLogoPath(orbit.id))
    expect(gif.headers.get('content-type')).toBe('image/gif')
  })

  it('refuses SVG, HTML named .png, oversize and endless bodies, 404s and time-outs, remembers why, and does not fetch them again', async () => {
    const handle = getHandle()
    const cases = {
      svg: '/logo.svg',
      disguised: '/disguised.png',
      huge: '/huge.png',
      endless: '/endless.png',
      missing: '/missing.png',
      broken: '/broken.png',
      stalled: '/stalled.png',
    }
    const ids: Record<string, number> = {}
    for (const [name, path] of Object.entries(cases))
      ids[name] = (await insertCompany(handle, { name, logoUrl: `${host.origin}${path}` })).id

    const summary = await fetchMissingLogos({ db: handle.db, http, limit: 10, now: NOW })
    expect(summary.stored).toBe(0)
    expect(await handle.db.$count(companyLogos)).toBe(0)

    const failures = await handle.db.select().from(companyLogoFailures)
    const byName = Object.fromEntries(
      Object.entries(ids).map(([name, id]) => {
        const failure = failures.find((row) => row.companyId === id)
        return [name, failure === undefined ? null : { reason: failure.reason, retryAt: failure.retryAt, failedAt: failure.failedAt }]
      }),
    )
    const retryAt = new Date(NOW.getTime() + LOGO_RETRY_AFTER_MS)
    expect(byName).toEqual({
      svg: { reason: 'SVG logos are refused (an SVG can carry script)', retryAt: null, failedAt: NOW },
      disguised: { reason: 'Not a PNG, JPEG, GIF, WebP or ICO image (unrecognised content)', retryAt: null, failedAt: NOW },
      huge: { reason: 'The answer is larger than 256 KB', retryAt: null, failedAt: NOW },
      endless: { reason: 'The answer is larger than 256 KB', retryAt: null, failedAt: NOW },
      missing: { reason: 'The server answered 404', retryAt: null, failedAt: NOW },
      broken: { reason: 'The server answered 500', retryAt, failedAt: NOW },
      stalled: { reason: 'No complete answer within 1 s', retryAt, failedAt: NOW },
    })
    expect(summary.failed.map((failure) => failure.reason).sort()).toEqual(failures.map((failure) => failure.reason).sort())

    const asked = host.requests.length
    expect(await fetchMissingLogos({ db: handle.db, http, limit: 10, now: NOW })).toEqual({ stored: 0, failed: [] })
    expect(host.requests).toHaveLength(asked)

    // Past the retry time, only what may have been passing (a server error, a time-out) is tried again.
    const later = new Date(retryAt.getTime() + 1)
    const retried = await fetchMissingLogos({ db: handle.db, http, limit: 10, now: later })
    expect(retried.failed.map((failure) => failure.companyId).sort()).toEqual([ids.broken, ids.stalled].sort())
    expect(host.requests.slice(asked).sort()).toEqual(['/broken.png', '/stalled.png'])
  })

  it('fetches a new source URL afresh, and replaces the stored logo when it is an image', async () => {
    const handle = getHandle()
    const company = await insertCompany(handle, { name: 'Mover', logoUrl: `${host.origin}/missing.png` })
    await fetchMissingLogos({ db: handle.db, http, limit: 10, now: NOW })
    expect(await handle.db.$count(companyLogoFailures)).toBe(1)

    await handle.db
      .update(companies)
      .set({ logoUrl: `${host.origin}/acme.png` })
      .where(eq(companies.id, company.id))
    expect(await fetchMissingLogos({ db: handle.db, http, limit: 10, now: NOW })).toEqual({ stored: 1, failed: [] })
    expect(await handle.db.$count(companyLogoFailures)).toBe(0)

    await handle.db
      .update(companies)
      .set({ logoUrl: `${host.origin}/orbit.png` })
      .where(eq(companies.id, company.id))
    await fetchMissingLogos({ db: handle.db, http, limit: 10, now: NOW })
    const [stored] = await handle.db.select({ contentType: companyLogos.contentType, sourceUrl: companyLogos.sourceUrl }).from(companyLogos)
    expect(stored).toEqual({ contentType: 'image/gif', sourceUrl: `${host.origin}/orbit.png` })
  })

  it('fetches at most `limit` logos a call, oldest company first', async () => {
    const handle = getHandle()
    const first = await insertCompany(handle, { name: 'First', logoUrl: `${host.origin}/acme.png` })
    const second = await insertCompany(handle, { name: 'Second', logoUrl: `${host.origin}/orbit.png` })
    expect(await fetchMissingLogos({ db: handle.db, http, limit: 1, now: NOW })).toEqual({ stored: 1, failed: [] })
    expect((await handle.db.select({ id: companyLogos.companyId }).from(companyLogos)).map((row) => row.id)).toEqual([first.id])
    await fetchMissingLogos({ db: handle.db, http, limit: 1, now: NOW })
    expect(await handle.db.$count(companyLogos)).toBe(2)
    expect(second.id).toBeGreaterThan(first.id)
  })

  it('gives our logo URL in the jobs API once we hold the logo, in place of the source URL', async () => {
    const handle = getHandle()
    const sourceLogo = `${host.origin}/acme.png`
    const company = await insertCompany(handle, { name: 'Acme Logos', logoUrl: sourceLogo })
    await insertJobs(handle, [
      buildJob({ job_id: 'logo-job', employer_name: 'Acme Logos', employer_logo: sourceLogo }, { companyId: company.id }),
    ])

    // A fresh app each time: the jobs service caches companies for a while.
    const readLogos = async () => {
      const response = await buildTestApp(handle).request('/api/jobs/logo-job')
      const { data } = jobDetailResponseSchema.parse(await response.json())
      return { employer: data.employer_logo, company: data.company_data?.logo_url }
    }
    expect(await readLogos()).toEqual({ employer: sourceLogo, company: sourceLogo })

    await fetchMissingLogos({ db: handle.db, http, limit: 10, now: NOW })
    const ours = companyLogoPath(company.id)
    expect(await readLogos()).toEqual({ employer: ours, company: ours })
  })
})
