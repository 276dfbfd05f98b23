import { and, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { emailLogResponseSchema, resendResponseSchema } from '#core/admin/email-logs.schema.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import type { StaffRole } from '#core/auth/roles.ts'
import { auditLog, outbox } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

type Caller = 'signed-out' | 'not-staff' | StaffRole

describeOnDatabases('the admin e-mail logs API', (getHandle) => {
  let app: TestApp
  const cookies = new Map<Caller, string | undefined>()
  let adminId = ''

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    cookies.set('signed-out', undefined)
    cookies.set('not-staff', (await createSignedInAccount(app, getHandle(), { email: 'logs.seeker@example.com' })).cookie)
    for (const role of ['analyst', 'support_agent', 'editor', 'super_admin'] as const) {
      cookies.set(
        role,
        (await createSignedInAccount(app, getHandle(), { email: `logs.${role.replace('_', '-')}@example.com`, role })).cookie,
      )
    }
    const admin = await createSignedInAccount(app, getHandle(), { email: 'logs.admin@example.com', role: 'admin' })
    cookies.set('admin', admin.cookie)
    adminId = admin.userId
  })

  // Each test starts from an outbox holding only its own messages: the sign-ups above wrote theirs.
  beforeEach(async () => {
    await getHandle().db.delete(outbox)
  })

  function send(caller: Caller, method: string, path: string) {
    const cookie = cookies.get(caller)
    return app.request(`/api/admin/email-logs${path}`, { method, headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}) } })
  }

  async function writeMessage(values: { template: string; recipient: string; state: string; lastError?: string }) {
    const [row] = await getHandle()
      .db.insert(outbox)
      .values({ channel: 'email', locale: 'en', params: {}, attempts: values.state === 'failed' ? 5 : 1, ...values })
      .returning({ id: outbox.id })
    if (!row) throw new Error('no row')
    return String(row.id)
  }

  test('lists messages newest first and filters by state, template and recipient text', async () => {
    const first = await writeMessage({ template: 'welcome', recipient: 'asha@example.com', state: 'sent' })
    const second = await writeMessage({ template: 'verify-email', recipient: 'ravi@example.in', state: 'failed', lastError: 'SMTP 550' })
    const third = await writeMessage({ template: 'welcome', recipient: 'ravi_k@example.in', state: 'pending' })

    const all = emailLogResponseSchema.parse(await (await send('admin', 'GET', '')).json())
    expect(all.data.map((entry) => entry.id)).toEqual([third, second, first])
    expect(all.templates).toEqual(['verify-email', 'welcome'])
    expect(all.data[1]).toMatchObject({ state: 'failed', last_error: 'SMTP 550', attempts: 5, recipient: 'ravi@example.in' })

    const failed = emailLogResponseSchema.parse(await (await send('admin', 'GET', '?state=failed')).json())
    expect(failed.data.map((entry) => entry.id)).toEqual([second])
    const welcome = emailLogResponseSchema.parse(await (await send('admin', 'GET', '?template=welcome')).json())
    expect(welcome.data.map((entry) => entry.id)).toEqual([third, first])
    // '_' is searched as itself, not as LIKE's any-one-character.
    const underscore = emailLogResponseSchema.parse(await (await send('admin', 'GET', `?recipient=${encodeURIComponent('ravi_')}`)).json())
    expect(underscore.data.map((entry) => entry.id)).toEqual([third])
    const older = emailLogResponseSchema.parse(await (await send('admin', 'GET', `?after=${third}`)).json())
    expect(older.data.map((entry) => entry.id)).toEqual([second, first])

    expect((await send('admin', 'GET', '?state=lost')).status).toBe(400)
  })

  test('a failed message goes back to the queue once, with an audit row naming who resent it; any other state is refused', async () => {
    const failed = await writeMessage({ template: 'welcome', recipient: 'meera@example.com', state: 'failed', lastError: 'time-out' })
    const sent = await writeMessage({ template: 'welcome', recipient: 'meera@example.com', state: 'sent' })

    const resent = await send('admin', 'POST', `/${failed}/resend`)
    expect(resent.status).toBe(200)
    expect(resendResponseSchema.parse(await resent.json()).data).toMatchObject({
      id: failed,
      state: 'pending',
      last_error: null,
      attempts: 5,
    })
    const audit = await getHandle()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'outbox.resend'), eq(auditLog.targetId, failed)))
    expect(audit.map((row) => [row.actorUserId, row.actorLabel, row.before, row.after])).toEqual([
      [adminId, 'logs.admin@example.com', { state: 'failed', attempts: 5, lastError: 'time-out' }, { state: 'pending' }],
    ])

    const again = await send('admin', 'POST', `/${failed}/resend`)
    expect(again.status).toBe(409)
    expect(apiErrorSchema.parse(await again.json()).error).toMatchObject({ code: 'EDIT_CONFLICT', reason: 'message_not_failed' })
    expect((await send('admin', 'POST', `/${sent}/resend`)).status).toBe(409)
    expect((await send('admin', 'POST', '/999999999/resend')).status).toBe(404)
  })

  test.each([
    ['signed-out', 401],
    ['not-staff', 403],
    ['analyst', 403],
    ['support_agent', 403],
    ['editor', 403],
    ['admin', 200],
    ['super_admin', 200],
  ] as const)('%s: listing answers %i and a resend is refused the same way', async (caller, status) => {
    const failed = await writeMessage({ template: 'welcome', recipient: 'access@example.com', state: 'failed' })
    expect((await send(caller, 'GET', '')).status).toBe(status)
    const resend = await send(caller, 'POST', `/${failed}/resend`)
    expect(resend.status).toBe(status)
    const [row] = await getHandle()
      .db.select({ state: outbox.state })
      .from(outbox)
      .where(eq(outbox.id, Number(failed)))
    expect(row?.state).toBe(status === 200 ? 'pending' : 'failed')
  })
})
