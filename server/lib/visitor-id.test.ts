import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { AppError } from './app-error.ts'
import { createRateLimiter, type RateLimiter } from './rate-limit.ts'
import { createVisitorIds, VISITOR_IDS_PER_ADDRESS_PER_HOUR, type VisitorIds } from './visitor-id.ts'

/** A tiny app that answers the visitor id a request carries, issuing one when asked to (as the client `x-client` says it is). */
function buildApp(visitorIds: VisitorIds) {
  const app = new Hono()
  app.get('/read', async (c) => c.json({ visitorId: await visitorIds.read(c) }))
  app.post('/issue', async (c) => c.json({ visitorId: await visitorIds.readOrIssue(c, c.req.header('x-client') ?? '203.0.113.1') }))
  app.onError((error) => new Response(error instanceof AppError ? error.code : 'failed', { status: error instanceof AppError ? 429 : 500 }))
  return app
}

let database: DatabaseHandle
let rateLimiter: RateLimiter

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  rateLimiter = createRateLimiter(database.db)
})

afterAll(async () => {
  await database.close()
})

function cookieOf(response: Response): string {
  return (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? ''
}

const secret = 'a-test-secret-of-at-least-thirty-two-characters'

describe('visitor ids', () => {
  it('behind HTTPS issues a __Host- cookie (Secure, HttpOnly, Path=/) and reads it back', async () => {
    const app = buildApp(createVisitorIds({ authSecret: secret, publicUrl: 'https://jobyatra.example', rateLimiter }))
    const issued = await app.request('/issue', { method: 'POST' })
    const { visitorId } = (await issued.json()) as { visitorId: string }
    const [setCookie] = issued.headers.getSetCookie()
    expect(setCookie).toMatch(/^__Host-jy_visitor=/)
    expect(setCookie).toMatch(/; Secure/)
    expect(setCookie).toMatch(/; HttpOnly/)
    expect(setCookie).toMatch(/; Path=\//)
    const read = await app.request('/read', { headers: { cookie: cookieOf(issued) } })
    expect(await read.json()).toEqual({ visitorId })
    const again = await app.request('/issue', { method: 'POST', headers: { cookie: cookieOf(issued) } })
    expect(await again.json()).toEqual({ visitorId })
    expect(again.headers.getSetCookie()).toEqual([])
  })

  it('refuses a cookie signed with another secret, or none at all', async () => {
    const other = buildApp(createVisitorIds({ authSecret: `${secret}-other`, publicUrl: 'http://localhost:3000', rateLimiter }))
    const cookie = cookieOf(await other.request('/issue', { method: 'POST' }))
    const app = buildApp(createVisitorIds({ authSecret: secret, publicUrl: 'http://localhost:3000', rateLimiter }))
    expect(await (await app.request('/read', { headers: { cookie } })).json()).toEqual({ visitorId: null })
    expect(await (await app.request('/read')).json()).toEqual({ visitorId: null })
  })

  it('gives one client address at most 20 new ids an hour, so dropping the cookie is no way past a guest limit', async () => {
    const app = buildApp(createVisitorIds({ authSecret: secret, publicUrl: 'http://localhost:3000', rateLimiter }))
    const issue = (client: string) => app.request('/issue', { method: 'POST', headers: { 'x-client': client } })
    for (let index = 0; index < VISITOR_IDS_PER_ADDRESS_PER_HOUR; index += 1) expect((await issue('198.51.100.7')).status).toBe(200)
    const refused = await issue('198.51.100.7')
    expect(refused.status).toBe(429)
    expect(await refused.text()).toBe('API_RATE_LIMITED')
    expect(refused.headers.getSetCookie()).toEqual([])
    // Another address, and a guest who kept the cookie, are not held back.
    expect((await issue('198.51.100.8')).status).toBe(200)
  })
})
