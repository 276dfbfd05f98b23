import { beforeAll, expect, test } from 'vitest'
import { allUsageResponseSchema, subscriptionStatusSchema } from '#core/plans/plans.schema.ts'
import { subscriptions } from '#server/db/schema/index.ts'
import { exportPersonalData } from '#server/lib/personal-data.ts'
import { serverFeatures } from '#server/services.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { cookieFrom, createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/** A request as a browser on our site sends it: our Origin, and the cookies it holds (if any). */
function call(app: TestApp, method: 'GET' | 'POST', path: string, cookie = '', extra: Record<string, string> = {}) {
  return app.request(`${TEST_PUBLIC_URL}/api${path}`, {
    method,
    headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}), ...extra },
  })
}

/** One chat message: the chat endpoint counts chat on the server (decision 066), under its id when given (decision 073). */
function sendChat(app: TestApp, cookie = '', extra: Record<string, string> = {}, messageId?: string) {
  return app.request(`${TEST_PUBLIC_URL}/api/chat/messages`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...extra },
    body: JSON.stringify({ message: 'hello', ...(messageId === undefined ? {} : { messageId }) }),
  })
}

/** Spec 000 §7 increment-usage for chat, with the message's id or without one. */
function incrementChat(app: TestApp, cookie: string, body?: Record<string, unknown>) {
  return app.request(`${TEST_PUBLIC_URL}/api/usage/chatbot_messages/increment`, {
    method: 'POST',
    headers: {
      origin: TEST_PUBLIC_URL,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function chatCount(app: TestApp, cookie: string): Promise<unknown> {
  return (await call(app, 'GET', '/usage/chatbot_messages', cookie)).json()
}

describeOnDatabases('usage and subscription API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount
  let ravi: TestAccount

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi Kumar' })
  })

  test('a guest reads the guest limits and zero counts, and browsing sets no cookie', async () => {
    const response = await call(app, 'GET', '/usage')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.getSetCookie()).toEqual([])
    const body = allUsageResponseSchema.parse(await response.json())
    expect(body.plan).toBe('guest')
    expect(body.data.find((usage) => usage.feature === 'chatbot_messages')).toMatchObject({ usage_count: 0, limit: 3 })
    expect(body.data.find((usage) => usage.feature === 'job_applications')).toMatchObject({ usage_count: 0, limit: 0 })
  })

  test('a guest’s chat is counted by a signed visitor cookie: 3 messages, then 429 GUEST_CHAT_LIMIT with the spec’s text', async () => {
    const first = await sendChat(app)
    expect(first.status).toBe(200)
    await first.text()
    const [setCookie] = first.headers.getSetCookie()
    expect(setCookie).toMatch(/^jy_visitor=[0-9a-f-]{36}\.[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    const cookie = cookieFrom(first)
    expect(await chatCount(app, cookie)).toMatchObject({ feature: 'chatbot_messages', usage_count: 1, limit: 3 })

    for (const expected of [2, 3]) {
      const next = await sendChat(app, cookie)
      await next.text()
      expect(await chatCount(app, cookie)).toMatchObject({ usage_count: expected })
      expect(next.headers.getSetCookie()).toEqual([])
    }
    const refused = await sendChat(app, cookie)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: {
        code: 'GUEST_CHAT_LIMIT',
        message: "You've reached the 3 message limit for guests.",
        retryable: false,
        params: { limit: 3 },
      },
    })
    expect(await chatCount(app, cookie)).toMatchObject({ usage_count: 3, limit: 3 })

    // Another browser is another guest, and a cookie whose id was changed is no cookie at all.
    const other = await sendChat(app)
    await other.text()
    expect(await chatCount(app, cookieFrom(other))).toMatchObject({ usage_count: 1 })
    const forged = cookie.replace(/jy_visitor=([0-9a-f])/, (_match, first: string) => `jy_visitor=${first === 'a' ? 'b' : 'a'}`)
    const withForged = await sendChat(app, forged)
    expect(withForged.status).toBe(200)
    expect(withForged.headers.getSetCookie()).toHaveLength(1)
  })

  test('many parallel messages from one guest never pass the limit', async () => {
    const opened = await sendChat(app)
    await opened.text()
    const cookie = cookieFrom(opened)
    const answers = await Promise.all(Array.from({ length: 12 }, () => sendChat(app, cookie)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, ...Array.from({ length: 10 }, () => 429)])
    expect(await chatCount(app, cookie)).toMatchObject({ usage_count: 3 })
  })

  test('a signed-in user’s chat counts against the free limit of 10, on their own count only, and sets no visitor cookie', async () => {
    const counted = await sendChat(app, asha.cookie)
    expect(counted.status).toBe(200)
    await counted.text()
    expect(await chatCount(app, asha.cookie)).toMatchObject({ usage_count: 1, limit: 10 })
    expect(counted.headers.getSetCookie().filter((line) => line.includes('jy_visitor'))).toEqual([])
    expect(await chatCount(app, ravi.cookie)).toMatchObject({ usage_count: 0, limit: 10 })
    const all = allUsageResponseSchema.parse(await (await call(app, 'GET', '/usage', asha.cookie)).json())
    expect(all.plan).toBe('free')
    expect(all.data.map((usage) => [usage.feature, usage.limit])).toEqual([
      ['chatbot_messages', 10],
      ['job_applications', 5],
      ['whatsapp_applications', 3],
      ['whatsapp_notifications', 1],
      ['whatsapp_jobs', 1],
    ])
  })

  test('a guest’s increment-usage after each message names it and counts nothing more; without an id it counts one, refused past the limit', async () => {
    const ids = ['guest-msg-0001', 'guest-msg-0002']
    const first = await sendChat(app, '', {}, ids[0])
    await first.text()
    const cookie = cookieFrom(first)
    const confirmed = await incrementChat(app, cookie, { messageId: ids[0] })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ feature: 'chatbot_messages', usage_count: 1, limit: 3 })
    // A retried confirmation (the spec's retry rule) is recognised again.
    expect(await (await incrementChat(app, cookie, { messageId: ids[0] })).json()).toMatchObject({ usage_count: 1 })

    // The spec's call without an id counts one use.
    const plain = await incrementChat(app, cookie)
    expect(plain.status).toBe(200)
    expect(await plain.json()).toMatchObject({ usage_count: 2 })

    const second = await sendChat(app, cookie, {}, ids[1])
    expect(second.status).toBe(200)
    await second.text()
    // At the limit a confirmation of a counted message still answers 200 with the true count …
    const atLimit = await incrementChat(app, cookie, { messageId: ids[1] })
    expect(atLimit.status).toBe(200)
    expect(await atLimit.json()).toMatchObject({ usage_count: 3, limit: 3 })
    // … and a message the server never counted, or no id, is refused with the guest limit.
    for (const body of [{ messageId: 'never-sent-01' }, undefined]) {
      const refused = await incrementChat(app, cookie, body)
      expect(refused.status).toBe(429)
      expect(await refused.json()).toMatchObject({
        error: { code: 'GUEST_CHAT_LIMIT', message: "You've reached the 3 message limit for guests." },
      })
    }
    expect(await chatCount(app, cookie)).toMatchObject({ usage_count: 3 })
  })

  test('a refused message’s id names no counted use, parallel confirmations of one id count once, and a malformed id is a 400', async () => {
    const priya = await createSignedInAccount(app, getHandle(), { name: 'Priya Nair' })
    const confirmations = await Promise.all(
      Array.from({ length: 4 }, () => incrementChat(app, priya.cookie, { messageId: 'same-id-0001' })),
    )
    expect(confirmations.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(await chatCount(app, priya.cookie)).toMatchObject({ usage_count: 1 })
    // The chat endpoint counts every message, even one naming an id already counted: an id never buys a free message.
    const reused = await sendChat(app, priya.cookie, {}, 'same-id-0001')
    await reused.text()
    expect(await chatCount(app, priya.cookie)).toMatchObject({ usage_count: 2 })

    const malformed = await incrementChat(app, priya.cookie, { messageId: 'no spaces allowed' })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ error: { code: 'VALIDATION_INVALID_FORMAT' } })
    expect(await chatCount(app, priya.cookie)).toMatchObject({ usage_count: 2 })
    const exported = await exportPersonalData(getHandle().db, serverFeatures.personalData, priya.userId)
    expect(JSON.stringify(exported)).toContain('same-id-0001')
  })

  test('a feature the server counts itself cannot be counted by a client, so no one raises or fakes it', async () => {
    for (const feature of ['job_applications', 'whatsapp_applications', 'whatsapp_notifications', 'whatsapp_jobs']) {
      const response = await call(app, 'POST', `/usage/${feature}/increment`, ravi.cookie)
      expect(response.status, feature).toBe(403)
      expect(await response.json()).toMatchObject({ error: { code: 'PERMISSION_DENIED' } })
    }
    expect(await (await call(app, 'GET', '/usage/job_applications', ravi.cookie)).json()).toMatchObject({ usage_count: 0 })
  })

  test('another site cannot spend a signed-in user’s count, and an unknown feature is a 400', async () => {
    const crossSite = await sendChat(app, ravi.cookie, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await chatCount(app, ravi.cookie)).toMatchObject({ usage_count: 0 })
    const unknown = await call(app, 'GET', '/usage/resume_downloads', ravi.cookie)
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ error: { code: 'VALIDATION_INVALID_FORMAT' } })
  })

  test('the subscription status: free when signed out or without a plan, premium (and limits lifted) with one', async () => {
    const free = { plan_type: 'free', status: 'inactive', expires_at: null, is_premium: false }
    const signedOut = await call(app, 'GET', '/subscription')
    expect(signedOut.status).toBe(200)
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store')
    expect(await signedOut.json()).toEqual(free)
    expect(await (await call(app, 'GET', '/subscription', ravi.cookie)).json()).toEqual(free)

    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)
    await getHandle()
      .db.insert(subscriptions)
      .values({ userId: ravi.userId, planType: 'professional', status: 'active', expiresAt, isPremium: true })
    const premium = subscriptionStatusSchema.parse(await (await call(app, 'GET', '/subscription', ravi.cookie)).json())
    expect(premium).toEqual({ plan_type: 'professional', status: 'active', expires_at: expiresAt.toISOString(), is_premium: true })
    const all = allUsageResponseSchema.parse(await (await call(app, 'GET', '/usage', ravi.cookie)).json())
    expect(all.plan).toBe('premium')
    expect(all.data.find((usage) => usage.feature === 'job_applications')?.limit).toBeNull()
    expect(all.data.find((usage) => usage.feature === 'whatsapp_jobs')?.limit).toBe(5)
  })

  test('an ended plan answers as free', async () => {
    const endedAt = new Date(Date.now() - 60_000)
    await getHandle()
      .db.insert(subscriptions)
      .values({ userId: asha.userId, planType: 'professional', status: 'active', expiresAt: endedAt, isPremium: false })
    expect(await (await call(app, 'GET', '/subscription', asha.cookie)).json()).toEqual({
      plan_type: 'free',
      status: 'inactive',
      expires_at: endedAt.toISOString(),
      is_premium: false,
    })
  })
})
