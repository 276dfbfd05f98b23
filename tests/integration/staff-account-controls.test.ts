import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { accountChangeResponseSchema } from '#core/admin/admin.schema.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { allUsageResponseSchema } from '#core/plans/plans.schema.ts'
import { auditLog, session } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { codeIn, cookieFrom, createSignedInAccount, latestMessage, postAuth, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * Staff's controls over an account (issue 24, decision 071): a disabled account cannot sign in by any
 * path and its sessions end at once; premium staff give counts wherever the plan is read; both audited.
 */

const DAY_MS = 24 * 60 * 60 * 1000

function put(app: TestApp, cookie: string, path: string, body: unknown) {
  return app.request(`${TEST_PUBLIC_URL}/api/admin${path}`, {
    method: 'PUT',
    headers: { cookie, origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error
}

describeOnDatabases('staff account controls', (getHandle) => {
  let app: TestApp
  let root: TestAccount
  let admin: TestAccount
  let otherAdmin: TestAccount
  let member: TestAccount

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    root = await createSignedInAccount(app, getHandle(), { role: 'super_admin' })
    admin = await createSignedInAccount(app, getHandle(), { role: 'admin' })
    otherAdmin = await createSignedInAccount(app, getHandle(), { role: 'admin' })
    member = await createSignedInAccount(app, getHandle())
  })

  test('a disabled account loses every session at once, and neither its password nor an old cookie lets it in', async () => {
    const before = await app.request(`${TEST_PUBLIC_URL}/api/account/profile`, { headers: member.headers() })
    expect(before.status).toBe(200)

    const disabled = await put(app, admin.cookie, `/users/${member.userId}/disabled`, {
      disabled: true,
      reason: 'Spam reports from employers',
    })
    expect(disabled.status).toBe(200)
    const body = accountChangeResponseSchema.parse(await disabled.json())
    expect(body).toMatchObject({ changed: true, data: { disabled: { reason: 'Spam reports from employers' } } })
    expect(await getHandle().db.$count(session, eq(session.userId, member.userId))).toBe(0)

    const oldSession = await app.request(`${TEST_PUBLIC_URL}/api/account/profile`, { headers: member.headers() })
    expect(oldSession.status).toBe(401)

    const signIn = await postAuth(app, TEST_PUBLIC_URL, '/sign-in/email', { email: member.email, password: member.password })
    expect(signIn.status).toBe(403)
    expect(signIn.headers.getSetCookie().some((cookie) => cookie.includes('session_token=') && !cookie.includes('Max-Age=0'))).toBe(false)
    expect(await errorOf(signIn)).toEqual({
      code: 'PERMISSION_DENIED',
      reason: 'account_disabled',
      message: 'This account has been disabled. If you think this is a mistake, please contact support.',
      retryable: false,
    })

    const again = accountChangeResponseSchema.parse(
      await (await put(app, admin.cookie, `/users/${member.userId}/disabled`, { disabled: true, reason: 'Twice' })).json(),
    )
    expect(again.changed).toBe(false)

    const enabled = await put(app, admin.cookie, `/users/${member.userId}/disabled`, { disabled: false, reason: 'Appeal accepted' })
    expect(accountChangeResponseSchema.parse(await enabled.json())).toMatchObject({ changed: true, data: { disabled: null } })
    const back = await postAuth(app, TEST_PUBLIC_URL, '/sign-in/email', { email: member.email, password: member.password })
    expect(back.status).toBe(200)
    member = {
      ...member,
      cookie: cookieFrom(back),
      headers: (extra = {}) => ({ origin: TEST_PUBLIC_URL, cookie: cookieFrom(back), ...extra }),
    }

    const rows = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetId, member.userId)).orderBy(auditLog.id)
    expect(rows.filter((row) => row.action.startsWith('user.')).map((row) => [row.actorLabel, row.action, row.before, row.after])).toEqual([
      [admin.email, 'user.disable', { disabled: false, reason: null }, { disabled: true, reason: 'Spam reports from employers' }],
      [
        admin.email,
        'user.enable',
        { disabled: true, reason: 'Spam reports from employers' },
        { disabled: false, reason: 'Appeal accepted' },
      ],
    ])
  })

  test('a disabled phone account gets no session from a correct code', async () => {
    const phoneNumber = `+9197${String(Date.now() % 100_000_000).padStart(8, '0')}`
    const firstCode = async () => {
      const sent = await postAuth(app, TEST_PUBLIC_URL, '/phone-number/send-otp', { phoneNumber })
      expect(sent.status).toBe(200)
      return codeIn(await latestMessage(getHandle(), phoneNumber, 'phone-code'))
    }
    const verified = await postAuth(app, TEST_PUBLIC_URL, '/phone-number/verify', { phoneNumber, code: await firstCode() })
    expect(verified.status).toBe(200)
    const { user } = (await verified.json()) as { user: { id: string } }

    expect((await put(app, admin.cookie, `/users/${user.id}/disabled`, { disabled: true, reason: 'Fake number' })).status).toBe(200)
    const refused = await postAuth(app, TEST_PUBLIC_URL, '/phone-number/verify', { phoneNumber, code: await firstCode() })
    expect(refused.status).toBe(403)
    expect(await errorOf(refused)).toMatchObject({ code: 'PERMISSION_DENIED', reason: 'account_disabled' })
  })

  test('nobody disables themselves, and only a super_admin disables an admin', async () => {
    const own = await put(app, admin.cookie, `/users/${admin.userId}/disabled`, { disabled: true, reason: 'Testing myself' })
    expect(own.status).toBe(403)
    expect(await errorOf(own)).toMatchObject({
      code: 'PERMISSION_DENIED',
      reason: 'own_account',
      message: 'You cannot disable your own account.',
    })

    for (const target of [otherAdmin, root]) {
      const refused = await put(app, admin.cookie, `/users/${target.userId}/disabled`, { disabled: true, reason: 'Not allowed' })
      expect(refused.status).toBe(403)
      expect(await errorOf(refused)).toMatchObject({ code: 'INSUFFICIENT_PRIVILEGES', reason: 'account_not_yours' })
    }
    const byRoot = await put(app, root.cookie, `/users/${otherAdmin.userId}/disabled`, { disabled: true, reason: 'Left the company' })
    expect(byRoot.status).toBe(200)
    const noReason = await put(app, root.cookie, `/users/${otherAdmin.userId}/disabled`, { disabled: false, reason: ' ' })
    expect(noReason.status).toBe(400)
  })

  test('premium staff give lifts the limits wherever the plan is read, until it is taken away', async () => {
    const usage = async () =>
      allUsageResponseSchema.parse(await (await app.request(`${TEST_PUBLIC_URL}/api/usage`, { headers: member.headers() })).json())
    expect((await usage()).plan).toBe('free')

    const until = new Date(Date.now() + 30 * DAY_MS).toISOString()
    const granted = await put(app, admin.cookie, `/users/${member.userId}/premium-grant`, { until, reason: 'Refund goodwill' })
    expect(granted.status).toBe(200)
    expect(accountChangeResponseSchema.parse(await granted.json()).data.premium_grant).toEqual({
      until,
      reason: 'Refund goodwill',
      granted_by: admin.email,
    })
    const premium = await usage()
    expect(premium.plan).toBe('premium')
    expect(premium.data.find((row) => row.feature === 'job_applications')?.limit).toBeNull()
    const subscription = await app.request(`${TEST_PUBLIC_URL}/api/subscription`, { headers: member.headers() })
    expect(await subscription.json()).toEqual({ plan_type: 'professional', status: 'active', expires_at: until, is_premium: true })

    const revoked = await put(app, admin.cookie, `/users/${member.userId}/premium-grant`, { until: null, reason: 'Granted by mistake' })
    expect(accountChangeResponseSchema.parse(await revoked.json())).toMatchObject({ changed: true, data: { premium_grant: null } })
    expect((await usage()).plan).toBe('free')

    const rows = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetId, member.userId)).orderBy(auditLog.id)
    expect(rows.filter((row) => row.action.startsWith('premium.')).map((row) => [row.action, row.before, row.after])).toEqual([
      ['premium.grant', { until: null }, { until, reason: 'Refund goodwill' }],
      ['premium.revoke', { until, reason: 'Refund goodwill' }, { until: null, reason: 'Granted by mistake' }],
    ])
  })

  test('a grant must end in the future and within 366 days', async () => {
    for (const until of [new Date(Date.now() - DAY_MS), new Date(Date.now() + 400 * DAY_MS)]) {
      const refused = await put(app, admin.cookie, `/users/${member.userId}/premium-grant`, {
        until: until.toISOString(),
        reason: 'Out of range',
      })
      expect(refused.status).toBe(400)
      expect(await errorOf(refused)).toMatchObject({
        code: 'VALIDATION_INVALID_FORMAT',
        reason: 'grant_end_invalid',
        message: 'The premium grant must end in the future and within 366 days.',
      })
    }
  })
})
