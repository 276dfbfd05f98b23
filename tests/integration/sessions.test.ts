import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { session, user } from '#server/db/schema/index.ts'
import type { TestApp } from '#tests/support/services.ts'
import { buildSignInApp, cookieFrom, createSignedInAccount, getAuth, postAuth, signIn } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * Sessions (DESIGN.md Security, issue 10): a new token at every sign-in; revoked at sign-out, password
 * change and account deletion; the idle (7 days, sliding) and absolute (30 days) time-outs, with the
 * browser's cookie kept alive while the session slides; CSRF refused on better-auth's endpoints and on
 * our own cookie-carrying API writes.
 */

const DAY_MS = 24 * 60 * 60 * 1000

async function readError(response: Response) {
  return apiErrorSchema.parse(await response.json()).error
}

describeOnDatabases('sessions', (getHandle) => {
  let app: TestApp
  let origin: string
  let services: ReturnType<typeof buildSignInApp>['services']

  beforeAll(() => {
    ;({ app, origin, services } = buildSignInApp(getHandle()))
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  async function viewerKind(cookie: string): Promise<string> {
    return (await services.auth.readViewer(new Headers({ cookie }))).kind
  }

  async function sessionBody(cookie: string): Promise<unknown> {
    return (await getAuth(app, origin, '/get-session', { cookie })).json()
  }

  it('gives every sign-in a new token, and sign-out ends only that session', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const second = await signIn(app, account, { origin })
    expect(second).not.toBe(account.cookie)
    expect(await viewerKind(account.cookie)).toBe('signed-in')
    expect(await viewerKind(second)).toBe('signed-in')

    const signedOut = await postAuth(app, origin, '/sign-out', {}, { cookie: second })
    expect(signedOut.status).toBe(200)
    expect(cookieFrom(signedOut, second)).not.toMatch(/session_token/)
    expect(await sessionBody(second)).toBeNull()
    expect(await viewerKind(second)).toBe('expired')
    expect(await viewerKind(account.cookie)).toBe('signed-in')
  })

  it('ends every other session when the password changes, even when the browser asks to keep them', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const other = await signIn(app, account, { origin })
    const changed = await postAuth(
      app,
      origin,
      '/change-password',
      { currentPassword: account.password, newPassword: 'Backwaters-Of-Alleppey', revokeOtherSessions: false },
      { cookie: account.cookie },
    )
    expect(changed.status).toBe(200)
    expect(await viewerKind(other)).toBe('expired')
    // The session that changed it goes on with a new token.
    expect(await viewerKind(cookieFrom(changed, account.cookie))).toBe('signed-in')
    await signIn(app, { email: account.email, password: 'Backwaters-Of-Alleppey' }, { origin })
  })

  it('refuses a common password as the new one', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const changed = await postAuth(
      app,
      origin,
      '/change-password',
      { currentPassword: account.password, newPassword: 'qwerty123' },
      { cookie: account.cookie },
    )
    expect(changed.status).toBe(400)
    expect((await readError(changed)).reason).toBe('password_common')
    expect(await viewerKind(account.cookie)).toBe('signed-in')
  })

  it('ends the sessions and the rows of a deleted account', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const deleted = await postAuth(app, origin, '/delete-user', { password: account.password }, { cookie: account.cookie })
    expect(deleted.status).toBe(200)
    expect(await viewerKind(account.cookie)).toBe('expired')
    expect(await getHandle().db.select().from(user).where(eq(user.email, account.email))).toEqual([])
  })

  it('ends a session unused for 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-11-24T08:00:00Z').getTime()
    vi.setSystemTime(start)
    const account = await createSignedInAccount(app, getHandle(), { origin })
    vi.setSystemTime(start + 6 * DAY_MS)
    expect(await viewerKind(account.cookie)).toBe('signed-in')
    vi.setSystemTime(start + 13 * DAY_MS + 60_000)
    expect(await viewerKind(account.cookie)).toBe('expired')
    expect(await sessionBody(account.cookie)).toBeNull()
  })

  it('slides a used session and renews the browser cookie from a page read, but ends it 30 days after sign-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-11-24T08:00:00Z').getTime()
    vi.setSystemTime(start)
    const account = await createSignedInAccount(app, getHandle(), { origin })
    let cookie = account.cookie
    for (const day of [2, 8, 14, 20, 26]) {
      vi.setSystemTime(start + day * DAY_MS)
      const read = await services.auth.readViewerForPage(new Headers({ cookie }))
      expect(read.state.kind, `day ${day}`).toBe('signed-in')
      const renewed = read.setCookies.find((line) => line.startsWith('jobyatra.session_token='))
      expect(renewed, `day ${day}`).toMatch(/Max-Age=604800/)
      cookie = cookieFrom(new Response(null, { headers: read.setCookies.map((line): [string, string] => ['set-cookie', line]) }), cookie)
    }
    vi.setSystemTime(start + 30 * DAY_MS + 60_000)
    expect(await sessionBody(cookie)).toBeNull()
    expect(await viewerKind(cookie)).toBe('expired')
    const changed = await postAuth(
      app,
      origin,
      '/change-password',
      { currentPassword: account.password, newPassword: 'Late-Night-Train-9' },
      { cookie },
    )
    expect(changed.status).toBe(401)
    expect((await readError(changed)).reason).toBe('session_expired')
    const rows = await getHandle()
      .db.select()
      .from(session)
      .where(eq(session.userId, (await userId(account.email)) ?? ''))
    expect(rows.filter((row) => row.expiresAt.getTime() > Date.now())).toEqual([])
  })

  async function userId(email: string): Promise<string | undefined> {
    const [row] = await getHandle().db.select({ id: user.id }).from(user).where(eq(user.email, email))
    return row?.id
  }

  it("refuses better-auth's cookie-carrying writes from another origin or without one", async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    for (const sentOrigin of ['https://evil.example', null]) {
      const response = await postAuth(app, origin, '/sign-out', {}, { cookie: account.cookie, origin: sentOrigin })
      expect(response.status).toBe(403)
      expect(await readError(response)).toMatchObject({
        code: 'PERMISSION_DENIED',
        message: "You don't have permission to access this resource.",
      })
    }
    expect(await viewerKind(account.cookie)).toBe('signed-in')
  })

  it('refuses our own cookie-carrying writes (API and pages) that a browser marks cross-site, and lets same-origin and cookie-less ones through', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const write = (headers: Record<string, string>) => app.request(`${origin}/api/jobs/some-job/click`, { method: 'POST', headers })

    const crossSite: Array<Record<string, string>> = [
      { cookie: account.cookie, origin: 'https://evil.example' },
      { cookie: account.cookie, 'sec-fetch-site': 'cross-site' },
      { cookie: account.cookie, 'sec-fetch-site': 'same-site', origin },
    ]
    const allowed: Array<Record<string, string>> = [
      { cookie: account.cookie, origin, 'sec-fetch-site': 'same-origin' },
      { origin: 'https://evil.example' },
      { cookie: account.cookie },
    ]
    for (const headers of crossSite) {
      const refused = await write(headers)
      expect(refused.status).toBe(403)
      expect(apiErrorSchema.parse(await refused.json()).error.code).toBe('PERMISSION_DENIED')
    }
    for (const headers of allowed) {
      expect((await write(headers)).status).not.toBe(403)
    }
    // A page's action is a cookie-carrying write too.
    const pageAction = await app.request(`${origin}/settings`, {
      method: 'POST',
      headers: { cookie: account.cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Mallory',
    })
    expect(pageAction.status).toBe(403)
    // Webhooks carry signatures, not cookies: the guard leaves them to their own checks.
    const webhook = await app.request(`${origin}/api/webhooks/anything`, {
      method: 'POST',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
    })
    expect(webhook.status).toBe(404)
  })
})
