import { sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, postAuth, signIn, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import type { DatabaseHandle } from '#server/db/client.ts'

function call(
  app: TestApp,
  account: TestAccount | null,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
  idempotencyKey?: string,
) {
  const headers: Record<string, string> = account ? account.headers(cookie ? { cookie } : {}) : { origin: TEST_PUBLIC_URL }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey
  return app.request(`${TEST_PUBLIC_URL}/api/account${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

/** Every row of every table in the public schema that holds `needle` in any text column. */
async function rowsMentioning(database: DatabaseHandle, needles: string[]): Promise<string[]> {
  const columns = await database.query<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'ARRAY')`)
  const found: string[] = []
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const [result] = await database.query<{ count: number }>(
        sql`select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      )
      if ((result?.count ?? 0) > 0) found.push(`${table}.${column} holds ${needle}`)
    }
  }
  return found
}

describeOnDatabases('account API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount
  let ravi: TestAccount

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0' })
    ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi' })
  })

  test('signed out, every account API answers 401', async () => {
    for (const [method, path] of [
      ['GET', '/profile'],
      ['PATCH', '/profile'],
      ['GET', '/sessions'],
      ['DELETE', '/sessions'],
      ['DELETE', '/sessions/x'],
      ['GET', '/export'],
      ['DELETE', ''],
    ] as const) {
      const response = await call(app, null, method, path)
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  test('the profile starts from the sign-up name, and the account has a password', async () => {
    const response = await call(app, asha, 'GET', '/profile')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      email: asha.email,
      firstName: 'Asha',
      lastName: 'Rao',
      hasPassword: true,
      hasRealEmail: true,
      phone: null,
    })
  })

  test('saving the profile stores the fields, the phone stripped of separators, and renames the user', async () => {
    const response = await call(app, asha, 'PATCH', '/profile', {
      firstName: 'Asha',
      lastName: 'Rao Menon',
      phone: '+91 (98765) 43-210',
      location: 'Pune',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ firstName: 'Asha', lastName: 'Rao Menon', phone: '+919876543210', location: 'Pune' })
    const rows = await getHandle().query<{ name: string }>(sql`select name from "user" where id = ${asha.userId}`)
    expect(rows[0]?.name).toBe('Asha Rao Menon')
  })

  test.each([
    [{ firstName: '', lastName: '', phone: '', location: '' }, 'firstName', 'required'],
    [{ firstName: 'Asha', lastName: '', phone: '0123456', location: '' }, 'phone', 'invalidPhone'],
    [{ firstName: 'Asha', lastName: '', phone: '+91 98765 43210 1234 5', location: '' }, 'phone', 'invalidPhone'],
    [{ firstName: 'Asha', lastName: '', phone: '98abc', location: '' }, 'phone', 'invalidPhone'],
  ])('the profile %j is refused: %s %s', async (body, path, message) => {
    const response = await call(app, asha, 'PATCH', '/profile', body)
    expect(response.status).toBe(400)
    expect((await response.json()).error.fields).toContainEqual({ path, message })
  })

  test("sessions list the user's own, this one marked, and one can be signed out but not another user's", async () => {
    // Opening the verification link signed in too; start from this one session.
    await call(app, asha, 'DELETE', '/sessions')
    const second = await signIn(app, asha, { userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1' })
    const listed = await (await call(app, asha, 'GET', '/sessions')).json()
    expect(listed.data).toHaveLength(2)
    const current = listed.data.find((item: { isCurrent: boolean }) => item.isCurrent)
    const other = listed.data.find((item: { isCurrent: boolean }) => !item.isCurrent)
    expect(current.userAgent).toContain('Firefox')
    expect(other.userAgent).toContain('iPhone')
    expect(JSON.stringify(listed)).not.toMatch(/token/i)

    // Ravi cannot end Asha's session: it is not his, so it does not exist for him.
    const refused = await call(app, ravi, 'DELETE', `/sessions/${other.id}`)
    expect(refused.status).toBe(404)
    expect((await call(app, asha, 'GET', '/sessions', undefined, second)).status).toBe(200)

    expect((await call(app, asha, 'DELETE', `/sessions/${other.id}`)).status).toBe(204)
    expect((await call(app, asha, 'GET', '/sessions', undefined, second)).status).toBe(401)
    expect((await call(app, asha, 'GET', '/sessions')).status).toBe(200)
  })

  test('signing out every other session keeps this one', async () => {
    const second = await signIn(app, asha)
    const third = await signIn(app, asha)
    const response = await call(app, asha, 'DELETE', '/sessions')
    expect(await response.json()).toEqual({ revoked: 2 })
    expect((await call(app, asha, 'GET', '/profile', undefined, second)).status).toBe(401)
    expect((await call(app, asha, 'GET', '/profile', undefined, third)).status).toBe(401)
    expect((await call(app, asha, 'GET', '/profile')).status).toBe(200)
    // Ravi's session is untouched.
    expect((await call(app, ravi, 'GET', '/profile')).status).toBe(200)
  })

  test('download my data: an attachment with everything held about the user and no secrets', async () => {
    await app.request(`${TEST_PUBLIC_URL}/api/onboarding`, {
      method: 'PUT',
      headers: { ...asha.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ step: 1, answers: { city: 'Pune', state: 'Maharashtra' } }),
    })
    const chat = await app.request(`${TEST_PUBLIC_URL}/api/chat/messages`, {
      method: 'POST',
      headers: { ...asha.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hello' }),
    })
    await chat.text()
    await insertJobs(getHandle(), [buildJob({ job_id: 'export-saved-pune', job_title: 'Data Analyst', employer_name: 'Kiran Analytics' })])
    const saved = await app.request(`${TEST_PUBLIC_URL}/api/favorites/export-saved-pune`, { method: 'PUT', headers: asha.headers() })
    expect(saved.status).toBe(200)
    const response = await call(app, asha, 'GET', '/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="jobyatra-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const data = await response.json()
    expect(data.user).toMatchObject({ id: asha.userId, email: asha.email, name: 'Asha Rao Menon' })
    expect(data.profile).toMatchObject({ firstName: 'Asha', phone: '+919876543210', location: 'Pune' })
    expect(data.onboarding).toMatchObject({ city: 'Pune', state: 'Maharashtra', step: 1 })
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(data.accounts).toEqual([expect.objectContaining({ providerId: 'credential' })])
    expect(data.messages.map((message: { template: string }) => message.template)).toEqual(
      expect.arrayContaining(['verify-email', 'welcome']),
    )
    // Each message as it read, in its language.
    expect(data.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          template: 'welcome',
          locale: 'en',
          subject: 'Welcome to JobYatra',
          text: expect.stringContaining('Hi Asha Rao,'),
        }),
      ]),
    )
    expect(data.usage).toEqual([{ feature: 'chatbot_messages', day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: 1 }])
    expect(data.subscription).toBeNull()
    // The saved jobs the delete confirmation promises to remove are in the file too.
    expect(data.savedJobs).toEqual([
      { jobId: 'export-saved-pune', title: 'Data Analyst', employer: 'Kiran Analytics', savedAt: expect.any(String) },
    ])
    const text = JSON.stringify(data)
    expect(text).not.toMatch(/"(token|password|accessToken|refreshToken|idToken)"/)
    const rows = await getHandle().query<{ token: string; password: string }>(
      sql`select s.token, a.password from session s join account a on a.user_id = s.user_id where s.user_id = ${asha.userId} limit 1`,
    )
    expect(text).not.toContain(rows[0]?.token)
    expect(text).not.toContain(rows[0]?.password)
    // Nothing of another user.
    expect(text).not.toContain(ravi.email)
  })

  test('deleting the account removes every row with its id or e-mail, ends its sessions and clears the cookie', async () => {
    const other = await signIn(app, asha)
    // A wrong password leaves sign-in counters, which name the person by their account's id.
    expect((await postAuth(app, TEST_PUBLIC_URL, '/sign-in/email', { email: asha.email, password: 'not-her-password-1' })).status).toBe(401)
    const countersOf = async () =>
      getHandle().query<{ key: string }>(
        sql`select key from rate_limits where key = ${`auth-account:user:${asha.userId}`}
            union all select account_key from sign_in_failures where account_key = ${`user:${asha.userId}`}`,
      )
    expect((await countersOf()).length).toBe(2)
    const response = await call(app, asha, 'DELETE', '')
    expect(response.status).toBe(204)
    const cleared = response.headers.getSetCookie().join('\n')
    expect(cleared).toMatch(/(^|\n)jobyatra\.session_token=;.*Max-Age=0/)
    expect(cleared).toMatch(/__Host-jobyatra\.session_token=;.*Max-Age=0.*Secure/)
    expect(await countersOf()).toEqual([])
    expect(await getHandle().query(sql`select job_id from favorites where user_id = ${asha.userId}`)).toEqual([])
    expect(await rowsMentioning(getHandle(), [asha.userId, asha.email, '9876543210'])).toEqual([])
    expect((await call(app, asha, 'GET', '/profile')).status).toBe(401)
    expect((await call(app, asha, 'GET', '/profile', undefined, other)).status).toBe(401)
    // The other account is whole.
    expect((await call(app, ravi, 'GET', '/profile')).status).toBe(200)
    expect((await rowsMentioning(getHandle(), [ravi.userId])).length).toBeGreaterThan(0)
  })
})

describeOnDatabases('account API: profile changes with an Idempotency-Key', (getHandle) => {
  let app: TestApp
  let meera: TestAccount

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    meera = await createSignedInAccount(app, getHandle(), { name: 'Meera Iyer' })
  })

  test('a queued profile change sent twice is applied once and the first answer replayed', async () => {
    const key = 'queue-profile-8d1e5a0c'
    const change = { firstName: 'Meera', lastName: 'Iyer', phone: '+919812345678', location: 'Chennai' }
    const first = await call(app, meera, 'PATCH', '/profile', change, undefined, key)
    expect(first.status).toBe(200)
    const firstBody = await first.text()
    // A later change made online must not be undone by the replayed queue entry.
    expect((await call(app, meera, 'PATCH', '/profile', { ...change, location: 'Madurai' })).status).toBe(200)

    const repeat = await call(app, meera, 'PATCH', '/profile', change, undefined, key)
    expect(repeat.status).toBe(200)
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(await repeat.text()).toBe(firstBody)
    const now = await call(app, meera, 'GET', '/profile')
    expect(await now.json()).toMatchObject({ location: 'Madurai' })
  })

  test('empty optional fields clear them (the form sends empty strings)', async () => {
    const response = await call(app, meera, 'PATCH', '/profile', { firstName: 'Meera', lastName: '', phone: '', location: '' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ firstName: 'Meera', lastName: null, phone: null, location: null })
  })

  test('the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED and changes nothing', async () => {
    const key = 'queue-profile-reused-1'
    expect(
      (
        await call(
          app,
          meera,
          'PATCH',
          '/profile',
          { firstName: 'Meera', lastName: 'Iyer', phone: '+919812345678', location: 'Kochi' },
          undefined,
          key,
        )
      ).status,
    ).toBe(200)
    const reused = await call(
      app,
      meera,
      'PATCH',
      '/profile',
      { firstName: 'Meera', lastName: 'Iyer', phone: '+919812345678', location: 'Goa' },
      undefined,
      key,
    )
    expect(reused.status).toBe(422)
    expect(await reused.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } })
    expect(await (await call(app, meera, 'GET', '/profile')).json()).toMatchObject({ location: 'Kochi' })
  })
})
