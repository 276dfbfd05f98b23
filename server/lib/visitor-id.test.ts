import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createVisitorIds, type VisitorIds } from './visitor-id.ts'

/** A tiny app that answers the visitor id a request carries, issuing one when asked to. */
function buildApp(visitorIds: VisitorIds) {
  const app = new Hono()
  app.get('/read', async (c) => c.json({ visitorId: await visitorIds.read(c) }))
  app.post('/issue', async (c) => c.json({ visitorId: await visitorIds.readOrIssue(c) }))
  return app
}

function cookieOf(response: Response): string {
  return (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? ''
}

const secret = 'a-test-secret-of-at-least-thirty-two-characters'

describe('visitor ids', () => {
  it('behind HTTPS issues a __Host- cookie (Secure, HttpOnly, Path=/) and reads it back', async () => {
    const app = buildApp(createVisitorIds({ authSecret: secret, publicUrl: 'https://jobyatra.example' }))
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
    const other = buildApp(createVisitorIds({ authSecret: `${secret}-other`, publicUrl: 'http://localhost:3000' }))
    const cookie = cookieOf(await other.request('/issue', { method: 'POST' }))
    const app = buildApp(createVisitorIds({ authSecret: secret, publicUrl: 'http://localhost:3000' }))
    expect(await (await app.request('/read', { headers: { cookie } })).json()).toEqual({ visitorId: null })
    expect(await (await app.request('/read')).json()).toEqual({ visitorId: null })
  })
})
