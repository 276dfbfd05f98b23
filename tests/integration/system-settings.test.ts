import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettingsValues } from '#core/admin/system-settings.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { auditLog } from '#server/db/schema/index.ts'
import { createSystemSettingsStore } from '#server/lib/system-settings.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, newAccount, signUp, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * /api/admin/system-settings (issue 24, decision 071): feature flags enforced on the server, maintenance
 * mode's 503 for everyone but staff, health and sign-in, and every change audited.
 */

function settings(change: { flags?: Partial<SystemSettingsValues['flags']>; maintenance?: SystemSettingsValues['maintenance'] }) {
  return {
    flags: { ...DEFAULT_SYSTEM_SETTINGS.flags, ...change.flags },
    maintenance: change.maintenance ?? DEFAULT_SYSTEM_SETTINGS.maintenance,
  }
}

describeOnDatabases('system settings', (getHandle) => {
  let app: TestApp
  let admin: TestAccount
  let member: TestAccount

  function save(body: unknown) {
    return app.request(`${TEST_PUBLIC_URL}/api/admin/system-settings`, {
      method: 'PUT',
      headers: admin.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    })
  }

  function chat(cookie = '') {
    return app.request(`${TEST_PUBLIC_URL}/api/chat/messages`, {
      method: 'POST',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ message: 'hello' }),
    })
  }

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    admin = await createSignedInAccount(app, getHandle(), { role: 'admin' })
    member = await createSignedInAccount(app, getHandle())
  })

  test('reads the defaults and the plan limits, read-only, from where they are defined', async () => {
    const response = await app.request(`${TEST_PUBLIC_URL}/api/admin/system-settings`, { headers: admin.headers() })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { flags: unknown; limits: { source: string; data: unknown[] } }
    expect(body.flags).toEqual(DEFAULT_SYSTEM_SETTINGS.flags)
    expect(body.limits.source).toBe('core/plans/plans.ts (USAGE_RULES)')
    expect(body.limits.data).toContainEqual({ feature: 'job_applications', guest: 0, free: 5, premium: null })
    expect(body.limits.data).toContainEqual({ feature: 'chatbot_messages', guest: 3, free: 10, premium: null })
  })

  test('the AI assistant switched off refuses chat on the server, and on again answers', async () => {
    expect((await save(settings({ flags: { aiAssistant: false } }))).status).toBe(200)
    const refused = await chat(member.cookie)
    expect(refused.status).toBe(503)
    expect(apiErrorSchema.parse(await refused.json()).error).toMatchObject({
      code: 'SERVER_MAINTENANCE',
      reason: 'feature_off',
      message: 'This feature is switched off for now. Please try again later.',
    })
    expect((await save(settings({}))).status).toBe(200)
    const answered = await chat(member.cookie)
    expect(answered.status).toBe(200)
    await answered.text()
  })

  test('sign-ups closed refuse a new account with a clear code and text; open again, it is made', async () => {
    expect((await save(settings({ flags: { signUps: false } }))).status).toBe(200)
    const refused = await signUp(app, newAccount())
    expect(refused.status).toBe(403)
    expect(apiErrorSchema.parse(await refused.json()).error).toMatchObject({
      code: 'PERMISSION_DENIED',
      reason: 'sign_ups_closed',
      message: 'New sign-ups are closed for now. Please try again later.',
    })
    expect((await save(settings({}))).status).toBe(200)
    expect((await signUp(app, newAccount())).status).toBe(200)
  })

  test('maintenance mode: 503 with the message for guests and users, not for staff, health or sign-in', async () => {
    const missing = await save(settings({ maintenance: { isOn: true, message: '' } }))
    expect(missing.status).toBe(400)
    expect((await save(settings({ maintenance: { isOn: true, message: 'Back by 6 PM IST.' } }))).status).toBe(200)

    for (const cookie of ['', member.cookie]) {
      const api = await app.request(`${TEST_PUBLIC_URL}/api/usage`, { headers: cookie ? { cookie } : {} })
      expect(api.status).toBe(503)
      expect(api.headers.get('retry-after')).toBe('300')
      expect(apiErrorSchema.parse(await api.json()).error).toMatchObject({
        code: 'SERVER_MAINTENANCE',
        reason: 'maintenance',
        params: { note: 'Back by 6 PM IST.' },
        message: 'JobYatra is down for maintenance. Back by 6 PM IST.',
      })
    }
    expect((await app.request(`${TEST_PUBLIC_URL}/api/usage`, { headers: admin.headers() })).status).toBe(200)
    expect((await app.request(`${TEST_PUBLIC_URL}/api/health`)).status).not.toBe(503)
    const session = await app.request(`${TEST_PUBLIC_URL}/api/auth/get-session`, { headers: { origin: TEST_PUBLIC_URL } })
    expect(session.status).toBe(200)

    expect((await save(settings({}))).status).toBe(200)
    expect((await app.request(`${TEST_PUBLIC_URL}/api/usage`)).status).toBe(200)
  })

  test('every change is one audit row with every setting before and after; saving the same settings writes none', async () => {
    const rows = await getHandle().db.select().from(auditLog).where(eq(auditLog.action, 'system_settings.update')).orderBy(auditLog.id)
    expect(rows.length).toBe(6)
    expect(rows[0]).toMatchObject({
      actorLabel: admin.email,
      before: DEFAULT_SYSTEM_SETTINGS,
      after: settings({ flags: { aiAssistant: false } }),
    })
    const unchanged = await save(settings({}))
    expect(await unchanged.json()).toMatchObject({ changed: false })
    expect(await getHandle().db.$count(auditLog, eq(auditLog.action, 'system_settings.update'))).toBe(6)
  })

  test('another server sees a change once its copy is older than the TTL', async () => {
    let clock = 0
    const other = createSystemSettingsStore(getHandle().db, { ttlMs: 5_000, now: () => clock })
    expect(await other.isOn('blogGenerator')).toBe(true)
    expect((await save(settings({ flags: { blogGenerator: false } }))).status).toBe(200)
    clock = 4_999
    expect(await other.isOn('blogGenerator')).toBe(true)
    clock = 5_000
    expect(await other.isOn('blogGenerator')).toBe(false)
    expect((await save(settings({}))).status).toBe(200)
  })
})
