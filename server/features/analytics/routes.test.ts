import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { allAccepted, formatConsentCookie, necessaryOnly } from '#core/analytics/consent.ts'
import { ANALYTICS_BATCH_MAX_EVENTS, ANALYTICS_BODY_LIMIT_BYTES } from '#core/analytics/tracking.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { startPostHogStandIn, type PostHogStandIn } from '#tests/stand-ins/posthog.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, freshIp, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

const analyticsCookie = `jy_consent=${formatConsentCookie({ ...necessaryOnly, analytics: true })}`

function pageView(path: string, occurredAt = new Date()) {
  return { name: 'Page View', path, occurredAt: occurredAt.toISOString(), properties: {} }
}

function sendBatch(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`${TEST_PUBLIC_URL}/api/analytics/events`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function countEvents(database: DatabaseHandle, anonymousId: string): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    sql`select count(*)::int as count from analytics_events where anonymous_id = ${anonymousId}`,
  )
  return row?.count ?? 0
}

describeOnDatabases('analytics API', (getHandle) => {
  let app: TestApp
  let standIn: PostHogStandIn
  let asha: TestAccount

  beforeAll(async () => {
    standIn = await startPostHogStandIn()
    const services = buildTestServices(getHandle(), {
      adapters: { analytics: { provider: 'posthog', apiKey: standIn.apiKey, host: standIn.host } },
    })
    app = buildTestApp(getHandle(), { services, env: { TRUST_PROXY: 'true' } })
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
  })

  afterAll(async () => {
    await standIn.close()
  })

  test('without a consent cookie the batch is dropped with 204 and nothing is stored or forwarded', async () => {
    const anonymousId = randomUUID()
    const response = await sendBatch(app, { anonymousId, events: [pageView('/')] })
    expect(response.status).toBe(204)
    expect(await countEvents(getHandle(), anonymousId)).toBe(0)
    expect(standIn.captured.filter((event) => event.distinctId === anonymousId)).toEqual([])
  })

  test('a cookie that refuses analytics, or of another notice version, drops the batch too', async () => {
    const anonymousId = randomUUID()
    const refused = await sendBatch(
      app,
      { anonymousId, events: [pageView('/')] },
      { cookie: `jy_consent=${formatConsentCookie({ ...allAccepted, analytics: false })}` },
    )
    expect(refused.status).toBe(204)
    const oldVersion = await sendBatch(app, { anonymousId, events: [pageView('/')] }, { cookie: 'jy_consent=0.9.a1m1f1' })
    expect(oldVersion.status).toBe(204)
    expect(await countEvents(getHandle(), anonymousId)).toBe(0)
  })

  test('with analytics consent the events are stored with their funnel step and forwarded to PostHog', async () => {
    const anonymousId = randomUUID()
    const response = await sendBatch(
      app,
      {
        anonymousId,
        events: [
          pageView('/'),
          pageView('/pricing'),
          { name: 'Scroll Depth', path: '/jobs', occurredAt: new Date().toISOString(), properties: { scroll_depth: 50 } },
        ],
      },
      { cookie: analyticsCookie },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ stored: 3 })
    const listed = await app.request(`${TEST_PUBLIC_URL}/api/analytics/events?anonymousId=${anonymousId}`)
    const { data } = await listed.json()
    expect(data).toHaveLength(3)
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Page View', path: '/', funnelStep: 'landing' }),
        expect.objectContaining({ name: 'Page View', path: '/pricing', funnelStep: 'pricing' }),
        expect.objectContaining({ name: 'Scroll Depth', path: '/jobs', funnelStep: null, properties: { scroll_depth: 50 } }),
      ]),
    )
    await expect.poll(() => standIn.captured.filter((event) => event.distinctId === anonymousId).length).toBe(3)
    expect(standIn.captured.find((event) => event.distinctId === anonymousId && event.event === 'Page View')?.properties).toMatchObject({
      path: '/',
      funnel_step: 'landing',
    })
  })

  test('a signed-in batch carries the user id, and PostHog knows the user by it', async () => {
    const anonymousId = randomUUID()
    const response = await sendBatch(
      app,
      { anonymousId, events: [pageView('/dashboard')] },
      asha.headers({ cookie: `${asha.cookie}; ${analyticsCookie}` }),
    )
    expect(response.status).toBe(200)
    const [row] = await getHandle().query<{ user_id: string | null; funnel_step: string | null }>(
      sql`select user_id, funnel_step from analytics_events where anonymous_id = ${anonymousId}`,
    )
    expect(row).toEqual({ user_id: asha.userId, funnel_step: 'onboarding complete' })
    await expect.poll(() => standIn.captured.some((event) => event.distinctId === asha.userId)).toBe(true)
  })

  test('limits: too many events, too big a body, unknown fields, a query string in the path, an unknown event', async () => {
    const anonymousId = randomUUID()
    const tooMany = Array.from({ length: ANALYTICS_BATCH_MAX_EVENTS + 1 }, () => pageView('/'))
    expect((await sendBatch(app, { anonymousId, events: tooMany }, { cookie: analyticsCookie })).status).toBe(400)
    const big = JSON.stringify({ anonymousId, events: [pageView('/')], pad: 'x'.repeat(ANALYTICS_BODY_LIMIT_BYTES) })
    const tooBig = await sendBatch(app, big, { cookie: analyticsCookie })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toMatchObject({ error: { code: 'REQUEST_TOO_LARGE' } })
    const withEmail = { anonymousId, events: [{ ...pageView('/'), properties: { email: 'asha@example.com' } }] }
    expect((await sendBatch(app, withEmail, { cookie: analyticsCookie })).status).toBe(400)
    expect((await sendBatch(app, { anonymousId, events: [pageView('/jobs?q=asha')] }, { cookie: analyticsCookie })).status).toBe(400)
    const unknown = { anonymousId, events: [{ ...pageView('/'), name: 'Bought Something' }] }
    expect((await sendBatch(app, unknown, { cookie: analyticsCookie })).status).toBe(400)
    expect(await countEvents(getHandle(), anonymousId)).toBe(0)
  })

  test('events dated more than a day back are left out', async () => {
    const anonymousId = randomUUID()
    const old = pageView('/', new Date(Date.now() - 2 * 24 * 60 * 60 * 1000))
    const response = await sendBatch(app, { anonymousId, events: [old, pageView('/')] }, { cookie: analyticsCookie })
    expect(await response.json()).toEqual({ stored: 1 })
  })

  test('one browser id sending more than 30 batches a minute is refused with 429 API_RATE_LIMITED', async () => {
    const anonymousId = randomUUID()
    for (let batch = 0; batch < 30; batch += 1) {
      expect((await sendBatch(app, { anonymousId, events: [pageView('/')] }, { cookie: analyticsCookie })).status).toBe(200)
    }
    const refused = await sendBatch(app, { anonymousId, events: [pageView('/')] }, { cookie: analyticsCookie })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: { code: 'API_RATE_LIMITED' } })
    expect(await countEvents(getHandle(), anonymousId)).toBe(30)
  })

  test('consent: signed out 401; signed in recorded with the notice version, history kept, other versions refused', async () => {
    const put = (body: unknown, headers: Record<string, string>) =>
      app.request(`${TEST_PUBLIC_URL}/api/consent`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const choice = { version: '1.0', consent: { analytics: true, marketing: false, functional: true, necessary: true } }
    expect((await put(choice, { origin: TEST_PUBLIC_URL })).status).toBe(401)
    const recorded = await put(choice, asha.headers())
    expect(recorded.status).toBe(200)
    expect(await recorded.json()).toMatchObject({ data: choice })
    const changed = await put({ ...choice, consent: { ...choice.consent, analytics: false } }, asha.headers())
    expect(changed.status).toBe(200)
    expect((await put({ ...choice, version: '0.9' }, asha.headers())).status).toBe(400)
    expect((await put({ ...choice, consent: { ...choice.consent, necessary: false } }, asha.headers())).status).toBe(400)

    const current = await app.request(`${TEST_PUBLIC_URL}/api/consent`, { headers: asha.headers() })
    expect(await current.json()).toMatchObject({ data: { version: '1.0', consent: { analytics: false, functional: true } } })
    const rows = await getHandle().query<{ version: string; analytics: boolean }>(
      sql`select version, analytics from consents where user_id = ${asha.userId} order by id`,
    )
    expect(rows).toEqual([
      { version: '1.0', analytics: true },
      { version: '1.0', analytics: false },
    ])
  })

  test('download my data includes the consent history and analytics events; deleting the account removes them', async () => {
    const ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi' })
    const choice = { version: '1.0', consent: { analytics: true, marketing: true, functional: false, necessary: true } }
    await app.request(`${TEST_PUBLIC_URL}/api/consent`, {
      method: 'PUT',
      headers: { ...ravi.headers(), 'content-type': 'application/json' },
      body: JSON.stringify(choice),
    })
    await sendBatch(
      app,
      { anonymousId: randomUUID(), events: [pageView('/auth')] },
      ravi.headers({ cookie: `${ravi.cookie}; ${analyticsCookie}` }),
    )

    const exported = await (await app.request(`${TEST_PUBLIC_URL}/api/account/export`, { headers: ravi.headers() })).json()
    expect(exported.consents).toEqual([expect.objectContaining({ version: '1.0', analytics: true, marketing: true, functional: false })])
    expect(exported.analytics).toEqual([expect.objectContaining({ name: 'Page View', path: '/auth', funnelStep: 'registration' })])

    const deleted = await app.request(`${TEST_PUBLIC_URL}/api/account`, { method: 'DELETE', headers: ravi.headers() })
    expect(deleted.status).toBe(204)
    const [left] = await getHandle().query<{ consents: number; events: number }>(sql`
      select (select count(*)::int from consents where user_id = ${ravi.userId}) as consents,
             (select count(*)::int from analytics_events where user_id = ${ravi.userId}) as events`)
    expect(left).toEqual({ consents: 0, events: 0 })
  })
})
