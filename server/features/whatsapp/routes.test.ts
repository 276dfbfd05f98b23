import { createHmac } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, outbox, user, whatsappEvents, whatsappSubscriptions } from '#server/db/schema/index.ts'
import { renderMessage } from '#server/features/notifications/index.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { startWhatsAppCloudStandIn, type WhatsAppCloudStandIn } from '#tests/stand-ins/whatsapp-cloud.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

const APP_SECRET = 'test-app-secret'
const VERIFY_TOKEN = 'test-verify-token'

let graph: WhatsAppCloudStandIn

beforeAll(async () => {
  graph = await startWhatsAppCloudStandIn()
})

afterAll(async () => {
  await graph.close()
})

function send(app: TestApp, account: TestAccount | null, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...(account ? account.headers() : { origin: TEST_PUBLIC_URL }), ...extra }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return app.request(`${TEST_PUBLIC_URL}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
}

function signed(body: unknown, secret = APP_SECRET): { raw: string; signature: string } {
  const raw = JSON.stringify(body)
  return { raw, signature: `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` }
}

function postWebhook(app: TestApp, raw: string, signature: string | null) {
  return app.request(`${TEST_PUBLIC_URL}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    body: raw,
  })
}

function inbound(from: string, id: string, text: string) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: '106540352242922' },
              contacts: [{ wa_id: from, profile: { name: 'Asha' } }],
              messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  }
}

function statuses(entries: Array<{ id: string; status: string }>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              statuses: entries.map((entry) => ({
                ...entry,
                recipient_id: '919876543210',
                timestamp: String(Math.floor(Date.now() / 1000)),
                ...(entry.status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
              })),
            },
          },
        ],
      },
    ],
  }
}

async function finishOnboarding(app: TestApp, account: TestAccount) {
  const steps = [
    { step: 1, answers: { city: 'Pune', state: 'Maharashtra' } },
    { step: 2, answers: { industry: 'software' } },
    { step: 3, answers: { designation: 'Data Analyst', experienceLevel: '3-5' } },
    { step: 4, answers: { jobTypes: ['full-time'], salaryMin: 1_000_000, salaryMax: 2_000_000, excludeCompanies: [], companySizes: [] } },
  ]
  for (const step of steps) expect((await send(app, account, 'PUT', '/onboarding', step)).status).toBe(200)
}

describeOnDatabases('WhatsApp alerts API', (getHandle) => {
  let app: TestApp
  let services: ReturnType<typeof buildTestServices>
  let asha: TestAccount

  beforeAll(async () => {
    await insertJobs(getHandle(), [
      buildJob({
        job_id: 'wa-1',
        job_title: 'Data Analyst',
        employer_name: 'Sahyadri Analytics',
        job_city: 'Pune',
        job_state: 'Maharashtra',
      }),
      buildJob({ job_id: 'wa-2', job_title: 'Data Analyst', employer_name: 'Deccan Data', job_city: 'Pune', job_state: 'Maharashtra' }),
    ])
    services = buildTestServices(getHandle(), {
      adapters: {
        whatsapp: {
          provider: 'cloud',
          accessToken: graph.accessToken,
          phoneNumberId: graph.phoneNumberId,
          appSecret: APP_SECRET,
          verifyToken: VERIFY_TOKEN,
          baseUrl: graph.baseUrl,
          apiVersion: graph.apiVersion,
          messagesPerSecond: 80,
        },
      },
    })
    app = buildTestApp(getHandle(), { services })
    asha = await createSignedInAccount(app, getHandle(), { email: 'asha.wa@example.com' })
  })

  test('settings are signed-in only', async () => {
    expect((await send(app, null, 'GET', '/whatsapp/settings')).status).toBe(401)
  })

  test('a number without its country code is refused on the server as VALIDATION_INVALID_PHONE', async () => {
    for (const phone of ['9876543210', '+0123456789', '+91 98765', 'not a number']) {
      const response = await send(app, asha, 'PUT', '/whatsapp/settings', { phone, is_daily_on: true, daily_channel: 'whatsapp' })
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('VALIDATION_INVALID_PHONE')
    }
  })

  test("a test message before a number is 'Missing Information', before the opt-in 'Opt-in Required'", async () => {
    const missing = await send(app, asha, 'POST', '/whatsapp/test')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error: { code: 'VALIDATION_REQUIRED_FIELD', reason: 'whatsapp_phone_missing' } })

    const saved = await send(app, asha, 'PUT', '/whatsapp/settings', { phone: '+91 98765-43210', is_daily_on: true, daily_channel: 'both' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      data: { phone: '+919876543210', state: 'pending', is_daily_on: true, daily_channel: 'both', daily_jobs: 1 },
    })

    const pending = await send(app, asha, 'POST', '/whatsapp/test')
    expect(pending.status).toBe(403)
    expect(await pending.json()).toMatchObject({ error: { code: 'PERMISSION_DENIED', reason: 'whatsapp_opt_in_required' } })
  })

  test('GET verification echoes hub.challenge only for our token', async () => {
    const ok = await app.request(
      `${TEST_PUBLIC_URL}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    )
    expect(ok.status).toBe(200)
    expect(await ok.text()).toBe('1158201444')
    const wrong = await app.request(
      `${TEST_PUBLIC_URL}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444`,
    )
    expect(wrong.status).toBe(403)
  })

  test('a POST whose signature does not verify changes nothing', async () => {
    const body = inbound('919876543210', 'wamid.forged', 'START')
    const forged = signed(body, 'not-the-secret')
    expect((await postWebhook(app, forged.raw, forged.signature)).status).toBe(403)
    expect((await postWebhook(app, forged.raw, null)).status).toBe(403)
    // Signed, then altered: the signature is of the raw bytes.
    const good = signed(body)
    expect((await postWebhook(app, good.raw.replace('START', 'START '), good.signature)).status).toBe(403)
    const [row] = await getHandle().db.select().from(whatsappSubscriptions).where(eq(whatsappSubscriptions.userId, asha.userId))
    expect(row?.state).toBe('pending')
  })

  test('START opts in and opens the window; a replay of the same message is taken once', async () => {
    const { raw, signature } = signed(inbound('919876543210', 'wamid.start-1', 'START'))
    const first = await postWebhook(app, raw, signature)
    expect(await first.json()).toEqual({ taken: 1, duplicates: 0 })
    const replay = await postWebhook(app, raw, signature)
    expect(await replay.json()).toEqual({ taken: 0, duplicates: 1 })
    const [row] = await getHandle().db.select().from(whatsappSubscriptions).where(eq(whatsappSubscriptions.userId, asha.userId))
    expect(row?.state).toBe('active')
    expect(row?.windowUntil?.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000)
    const events = await getHandle().db.select().from(whatsappEvents).where(eq(whatsappEvents.providerMessageId, 'wamid.start-1'))
    expect(events).toHaveLength(1)
  })

  test("a test message with no match is 'No Jobs Found'; with a profile it carries the free plan's 1 job through the outbox", async () => {
    const none = await send(app, asha, 'POST', '/whatsapp/test')
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject({ error: { code: 'NOT_FOUND', reason: 'whatsapp_no_jobs' } })

    await finishOnboarding(app, asha)
    const sent = await send(app, asha, 'POST', '/whatsapp/test')
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ data: { jobs: 1 } })
    const rows = await getHandle()
      .db.select()
      .from(outbox)
      .where(and(eq(outbox.userId, asha.userId), eq(outbox.channel, 'whatsapp')))
    expect(rows).toHaveLength(1)
    const row = rows[0]
    if (!row) throw new Error('no row')
    expect(row).toMatchObject({ template: 'whatsapp-daily', recipient: '+919876543210' })
    const rendered = renderMessage(row)
    expect(rendered.channel).toBe('whatsapp')
    expect(rendered.text).toContain('Data Analyst')
    expect(rendered.text).toContain('/jobs/wa-')
  })

  test('delivery statuses are stored once each, per message and status', async () => {
    const body = statuses([
      { id: 'wamid.out-1', status: 'sent' },
      { id: 'wamid.out-1', status: 'delivered' },
      { id: 'wamid.out-1', status: 'read' },
      { id: 'wamid.out-2', status: 'failed' },
    ])
    const { raw, signature } = signed(body)
    expect(await (await postWebhook(app, raw, signature)).json()).toEqual({ taken: 4, duplicates: 0 })
    expect(await (await postWebhook(app, raw, signature)).json()).toEqual({ taken: 0, duplicates: 4 })
    const failed = await getHandle().db.select().from(whatsappEvents).where(eq(whatsappEvents.id, 'st:wamid.out-2:failed'))
    expect(failed[0]).toMatchObject({ kind: 'status', status: 'failed', errorCode: 131026 })
  })

  test('STOP (or its Hindi word) opts out at once; the test message is refused again', async () => {
    const { raw, signature } = signed(inbound('919876543210', 'wamid.stop-1', 'रोकें'))
    expect(await (await postWebhook(app, raw, signature)).json()).toEqual({ taken: 1, duplicates: 0 })
    const settings = await (await send(app, asha, 'GET', '/whatsapp/settings')).json()
    expect(settings).toMatchObject({ data: { state: 'stopped' } })
    expect((await send(app, asha, 'POST', '/whatsapp/test')).status).toBe(403)
  })

  test('the development reply exists only with the local provider', async () => {
    expect((await send(app, asha, 'POST', '/whatsapp/dev/reply', { text: 'START' })).status).toBe(404)
  })

  test('a one-click unsubscribe link turns off the e-mail it names, and only a signed one', async () => {
    const url = new URL(services.whatsapp.unsubscribeUrl(asha.userId, 'daily'))
    const page = await app.request(url.toString())
    expect(page.status).toBe(200)
    // A GET (a link scanner) changes nothing.
    let [row] = await getHandle().db.select().from(whatsappSubscriptions).where(eq(whatsappSubscriptions.userId, asha.userId))
    expect(row?.dailyChannel).toBe('both')
    const tampered = new URL(url)
    tampered.searchParams.set('t', 'search:1')
    expect(
      (
        await app.request(tampered.toString(), {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(403)
    const done = await app.request(url.toString(), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status).toBe(200)
    ;[row] = await getHandle().db.select().from(whatsappSubscriptions).where(eq(whatsappSubscriptions.userId, asha.userId))
    expect(row?.dailyChannel).toBe('whatsapp')
  })

  test('admin screens: each route checks its role list on the server, and every write is in the audit log', async () => {
    const analyst = await createSignedInAccount(app, getHandle(), { email: 'analyst.wa@example.com', role: 'analyst' })
    const agent = await createSignedInAccount(app, getHandle(), { email: 'agent.wa@example.com', role: 'support_agent' })
    const editor = await createSignedInAccount(app, getHandle(), { email: 'editor.wa@example.com', role: 'editor' })
    const admin = await createSignedInAccount(app, getHandle(), { email: 'admin.wa@example.com', role: 'admin' })
    const matrix: Array<[string, string, Record<string, number>]> = [
      ['GET', '/admin/whatsapp/config', { none: 403, analyst: 403, agent: 403, editor: 403, admin: 200 }],
      ['GET', '/admin/whatsapp/users', { none: 403, analyst: 403, agent: 200, editor: 403, admin: 200 }],
      ['GET', '/admin/whatsapp/broadcasts', { none: 403, analyst: 403, agent: 403, editor: 403, admin: 200 }],
      ['GET', '/admin/whatsapp/monitor', { none: 403, analyst: 200, agent: 200, editor: 403, admin: 200 }],
      ['GET', '/admin/whatsapp/data-requests', { none: 403, analyst: 200, agent: 200, editor: 403, admin: 200 }],
    ]
    const who: Record<string, TestAccount> = { none: asha, analyst, agent, editor, admin }
    for (const [method, path, expected] of matrix) {
      for (const [name, status] of Object.entries(expected)) {
        const account = who[name]
        if (!account) throw new Error(name)
        expect([path, name, (await send(app, account, method, path)).status]).toEqual([path, name, status])
      }
    }
    expect((await send(app, null, 'GET', '/admin/whatsapp/monitor')).status).toBe(401)

    const config = await (await send(app, admin, 'GET', '/admin/whatsapp/config')).json()
    expect(JSON.stringify(config)).not.toContain(graph.accessToken)
    expect(JSON.stringify(config)).not.toContain(APP_SECRET)
    expect(config).toMatchObject({ data: { provider: 'cloud', has_access_token: true, has_app_secret: true, send_hour_ist: 9 } })

    const monitor = await (await send(app, analyst, 'GET', '/admin/whatsapp/monitor')).json()
    expect(monitor.data[0]).toMatchObject({ sent: 1, delivered: 1, read: 1, failed: 1 })

    expect((await send(app, agent, 'POST', `/admin/whatsapp/users/${asha.userId}/opt-out`)).status).toBe(200)
    expect((await send(app, admin, 'POST', '/admin/whatsapp/config/test', { phone: '+919812345678' })).status).toBe(200)
    expect((await send(app, admin, 'POST', '/admin/whatsapp/config/test', { phone: '98123' })).status).toBe(400)
    const started = await send(app, admin, 'POST', '/admin/whatsapp/broadcasts', { text: 'Diwali hiring week', segment: 'all' })
    expect(started.status).toBe(201)
    const broadcast = (await started.json()).data
    expect((await send(app, admin, 'POST', `/admin/whatsapp/broadcasts/${broadcast.id}/stop`)).status).toBe(200)
    expect((await send(app, agent, 'POST', '/admin/whatsapp/broadcasts', { text: 'x', segment: 'all' })).status).toBe(403)

    const leaving = await createSignedInAccount(app, getHandle(), { email: 'leaving.wa@example.com' })
    const request = await send(app, agent, 'POST', '/admin/whatsapp/data-requests', { email: 'leaving.wa@example.com', kind: 'erase' })
    expect(request.status).toBe(201)
    const requestRow = (await request.json()).data
    expect(Date.parse(requestRow.due_at) - Date.parse(requestRow.requested_at)).toBe(30 * 24 * 60 * 60 * 1000)
    const exportRequest = (
      await (await send(app, agent, 'POST', '/admin/whatsapp/data-requests', { email: 'asha.wa@example.com', kind: 'export' })).json()
    ).data
    const file = await send(app, analyst, 'GET', `/admin/whatsapp/data-requests/${exportRequest.id}/export`)
    expect(file.status).toBe(200)
    const exported = await file.json()
    expect(exported).toMatchObject({ whatsapp: { phone: '+919812345678'.replace('12345678', '76543210') } })
    expect(exported).toHaveProperty('messages')
    const erased = await send(app, agent, 'POST', `/admin/whatsapp/data-requests/${requestRow.id}/erase`)
    expect(erased.status).toBe(200)
    expect(await getHandle().db.select().from(user).where(eq(user.id, leaving.userId))).toHaveLength(0)

    const actions = (await getHandle().db.select().from(auditLog)).map((row) => `${row.actorLabel} ${row.action}`)
    expect(actions).toEqual(
      expect.arrayContaining([
        'agent.wa@example.com whatsapp.opt_out',
        'admin.wa@example.com whatsapp.test_send',
        'admin.wa@example.com whatsapp.broadcast_start',
        'admin.wa@example.com whatsapp.broadcast_stop',
        'agent.wa@example.com data_request.add',
        'analyst.wa@example.com data_request.export',
        'agent.wa@example.com data_request.erase',
      ]),
    )
    const testSend = (await getHandle().db.select().from(auditLog).where(eq(auditLog.action, 'whatsapp.test_send')))[0]
    expect(JSON.stringify(testSend?.after)).not.toContain('12345678')
  })
})
