import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { auditLogResponseSchema, setRoleResponseSchema, userSearchResponseSchema } from '#core/admin/admin.schema.ts'
import { auditLog, profiles, user } from '#server/db/schema/index.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { cookieFrom, createSignedInAccount, newAccount, postAuth, signUp } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { setStaffRole } from './role-grants.ts'

function putRole(app: TestApp, cookie: string, userId: string, role: string | null) {
  return app.request(`/api/admin/users/${userId}/role`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', origin: TEST_PUBLIC_URL },
    body: JSON.stringify({ role }),
  })
}

describeOnDatabases('the admin API', (getHandle) => {
  let app: TestApp
  let superAdmin: { userId: string; cookie: string }
  let admin: { userId: string; cookie: string }
  let otherAdmin: { userId: string; cookie: string }
  let member: { userId: string; cookie: string }

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    superAdmin = await createSignedInAccount(app, getHandle(), { email: 'root@example.com', role: 'super_admin' })
    admin = await createSignedInAccount(app, getHandle(), { email: 'admin@example.com', role: 'admin' })
    otherAdmin = await createSignedInAccount(app, getHandle(), { email: 'other-admin@example.com', role: 'admin' })
    member = await createSignedInAccount(app, getHandle(), { email: 'Priya.Sharma@example.com', name: 'Priya Sharma' })
  })

  test('GET /areas names the role, the areas it opens and those it does not', async () => {
    const response = await app.request('/api/admin/areas', { headers: { cookie: admin.cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body: unknown = await response.json()
    expect(body).toMatchObject({ role: 'admin' })
    expect(body).toHaveProperty(
      'open',
      expect.arrayContaining([
        { key: 'users', path: '/admin/users' },
        { key: 'home', path: '/admin' },
      ]),
    )
    expect(body).toHaveProperty('closed', [])
  })

  test('GET /users finds users by part of the e-mail, case-insensitive, exact match first, with their role', async () => {
    const response = await app.request('/api/admin/users?email=PRIYA', { headers: { cookie: admin.cookie } })
    expect(response.status).toBe(200)
    const { data } = userSearchResponseSchema.parse(await response.json())
    expect(data.map((found) => [found.email, found.role, found.email_verified])).toEqual([['priya.sharma@example.com', null, true]])

    const exact = userSearchResponseSchema.parse(
      await (await app.request('/api/admin/users?email=admin@example.com', { headers: { cookie: admin.cookie } })).json(),
    )
    expect(exact.data.map((found) => found.email)).toEqual(['admin@example.com', 'other-admin@example.com'])
  })

  test('GET /users treats % and _ as letters, and refuses a text under 3 characters', async () => {
    const wildcard = userSearchResponseSchema.parse(
      await (await app.request('/api/admin/users?email=%25%25%25', { headers: { cookie: admin.cookie } })).json(),
    )
    expect(wildcard.data).toEqual([])
    const short = await app.request('/api/admin/users?email=ab', { headers: { cookie: admin.cookie } })
    expect(short.status).toBe(400)
  })

  test('an admin grants and revokes editor, and each change is one audit row with who, before and after', async () => {
    const granted = await putRole(app, admin.cookie, member.userId, 'editor')
    expect(granted.status).toBe(200)
    expect(setRoleResponseSchema.parse(await granted.json())).toMatchObject({ changed: true, data: { role: 'editor' } })
    const again = setRoleResponseSchema.parse(await (await putRole(app, admin.cookie, member.userId, 'editor')).json())
    expect(again.changed).toBe(false)
    const revoked = setRoleResponseSchema.parse(await (await putRole(app, admin.cookie, member.userId, null)).json())
    expect(revoked).toMatchObject({ changed: true, data: { role: null } })

    const rows = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetId, member.userId)).orderBy(auditLog.id)
    expect(rows.map((row) => [row.actorUserId, row.actorLabel, row.action, row.before, row.after])).toEqual([
      [admin.userId, 'admin@example.com', 'role.set', { role: null }, { role: 'editor' }],
      [admin.userId, 'admin@example.com', 'role.set', { role: 'editor' }, { role: null }],
    ])
  })

  test('an admin can neither make an admin nor demote one; a super_admin can', async () => {
    const promote = await putRole(app, admin.cookie, member.userId, 'admin')
    expect(promote.status).toBe(403)
    expect(await promote.json()).toMatchObject({
      error: { code: 'INSUFFICIENT_PRIVILEGES', reason: 'role_not_grantable', message: 'Your role cannot give or take away this role.' },
    })
    const demote = await putRole(app, admin.cookie, otherAdmin.userId, 'editor')
    expect(demote.status).toBe(403)
    const [still] = await getHandle().db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, otherAdmin.userId))
    expect(still?.role).toBe('admin')

    const bySuper = await putRole(app, superAdmin.cookie, otherAdmin.userId, 'editor')
    expect(bySuper.status).toBe(200)
  })

  test('nobody changes their own role', async () => {
    const response = await putRole(app, superAdmin.cookie, superAdmin.userId, 'admin')
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      error: { code: 'PERMISSION_DENIED', reason: 'own_role', message: 'You cannot change your own role.' },
    })
  })

  test('the last super_admin cannot be demoted; with a second one, one of them can be', async () => {
    await expect(
      setStaffRole(getHandle().db, { userId: superAdmin.userId, role: null, actor: { userId: null, label: 'test' } }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'last_super_admin' })
    const second = await createSignedInAccount(app, getHandle(), { email: 'second-root@example.com', role: 'super_admin' })
    const demoted = await putRole(app, second.cookie, superAdmin.userId, 'admin')
    expect(demoted.status).toBe(200)
    // second is now the only super_admin: nobody can take it away, whoever asks.
    await expect(
      setStaffRole(getHandle().db, { userId: second.userId, role: 'admin', actor: { userId: null, label: 'test' } }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'last_super_admin' })
    await setStaffRole(getHandle().db, { userId: superAdmin.userId, role: 'super_admin', actor: { userId: null, label: 'test' } })
    await setStaffRole(getHandle().db, { userId: second.userId, role: null, actor: { userId: null, label: 'test' } })
  })

  test('two super_admins demoting each other at once: one succeeds, one is refused, one super_admin is left', async () => {
    const second = await createSignedInAccount(app, getHandle(), { email: 'race-root@example.com', role: 'super_admin' })
    const results = await Promise.allSettled([
      setStaffRole(getHandle().db, { userId: superAdmin.userId, role: 'admin', actor: { userId: second.userId, label: 'race' } }),
      setStaffRole(getHandle().db, { userId: second.userId, role: 'admin', actor: { userId: superAdmin.userId, label: 'race' } }),
    ])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = results.find((result) => result.status === 'rejected')
    expect(refused?.reason).toMatchObject({ code: 'PERMISSION_DENIED', reason: 'last_super_admin' })
    const left = await getHandle().db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, 'super_admin'))
    expect(left).toHaveLength(1)
    // Back to one super_admin 'root' for the tests below.
    const [survivor] = left
    if (survivor?.userId === second.userId) {
      await setStaffRole(getHandle().db, { userId: superAdmin.userId, role: 'super_admin', actor: { userId: null, label: 'test' } })
      await setStaffRole(getHandle().db, { userId: second.userId, role: null, actor: { userId: null, label: 'test' } })
    } else {
      await setStaffRole(getHandle().db, { userId: second.userId, role: null, actor: { userId: null, label: 'test' } })
    }
  })

  test('PUT answers 404 for an unknown user and 400 for a role that does not exist', async () => {
    expect((await putRole(app, superAdmin.cookie, 'no-such-user', 'editor')).status).toBe(404)
    expect((await putRole(app, superAdmin.cookie, member.userId, 'owner')).status).toBe(400)
  })

  test('GET /audit-log pages newest first by keyset, with the target named by e-mail', async () => {
    for (let index = 0; index < 60; index += 1) {
      await putRole(app, superAdmin.cookie, member.userId, index % 2 === 0 ? 'analyst' : null)
    }
    const first = auditLogResponseSchema.parse(
      await (await app.request('/api/admin/audit-log', { headers: { cookie: admin.cookie } })).json(),
    )
    expect(first.data).toHaveLength(50)
    const ids = first.data.map((entry) => Number(entry.id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(first.data[0]).toMatchObject({ actor_label: 'root@example.com', target_label: 'priya.sharma@example.com', action: 'role.set' })
    expect(first.next_after).toBe(first.data.at(-1)?.id)

    const second = auditLogResponseSchema.parse(
      await (await app.request(`/api/admin/audit-log?after=${first.next_after}`, { headers: { cookie: admin.cookie } })).json(),
    )
    expect(second.data.length).toBeGreaterThan(0)
    expect(Number(second.data[0]?.id)).toBeLessThan(Number(first.next_after))
    expect(second.next_after).toBeNull()
    const total = await getHandle().db.$count(auditLog)
    expect(first.data.length + second.data.length).toBe(total)
    expect((await app.request('/api/admin/audit-log?after=abc', { headers: { cookie: admin.cookie } })).status).toBe(400)
  })
})

describeOnDatabases('ADMIN_EMAILS at sign-in', (getHandle) => {
  let app: TestApp

  beforeAll(() => {
    const services = buildTestServices(getHandle(), { accounts: { adminEmails: ['owner@example.com', 'unverified-owner@example.com'] } })
    app = buildTestApp(getHandle(), { services })
  })

  async function roleOf(email: string): Promise<string | null | undefined> {
    const [row] = await getHandle()
      .db.select({ role: profiles.role })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.email, email))
    return row?.role
  }

  test('a verified listed address becomes super_admin when it signs in, with an audit row by ADMIN_EMAILS', async () => {
    const { userId } = await createSignedInAccount(app, getHandle(), { email: 'Owner@Example.com' })
    // Listed and signed up with different capitals: addresses compare lower-cased.
    expect(await roleOf('owner@example.com')).toBe('super_admin')
    const rows = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetId, userId))
    expect(rows.map((row) => [row.actorUserId, row.actorLabel, row.before, row.after])).toEqual([
      [null, 'ADMIN_EMAILS', { role: null }, { role: 'super_admin' }],
    ])
  })

  test('an unverified listed address does not', async () => {
    const unverified = newAccount({ email: 'unverified-owner@example.com' })
    expect((await signUp(app, unverified)).status).toBe(200)
    const signedIn = await postAuth(app, TEST_PUBLIC_URL, '/sign-in/email', { email: unverified.email, password: unverified.password })
    expect(signedIn.status).toBe(403)
    expect(cookieFrom(signedIn)).not.toContain('session_token')
    expect(await roleOf('unverified-owner@example.com')).toBeNull()
  })

  test('an address not in the list gets no role', async () => {
    await createSignedInAccount(app, getHandle(), { email: 'someone@example.com' })
    expect(await roleOf('someone@example.com')).toBeNull()
  })
})
