import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { signInFailures } from '#server/db/schema/index.ts'
import { accountKeyOfUser, fingerprint } from '#server/features/auth/throttle.ts'
import type { TestApp } from '#tests/support/services.ts'
import { buildSignInApp, createSignedInAccount, freshIp, newAccount, postAuth } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * Throttling (DESIGN.md Security, issue 10): 10 a minute per client address on sign-in, a growing
 * delay per account after 5 consecutive failures and at most 100 attempts an hour; over any limit a
 * 429 with the spec's 'Too many sign-in attempts' and Retry-After. The clock is faked (Date only),
 * which better-auth and the throttle both read.
 */

const TOO_MANY = {
  code: 'API_RATE_LIMITED',
  reason: 'too_many_requests',
  message: 'Too many sign-in attempts. Please wait a moment and try again.',
  retryable: false,
}

async function expectTooMany(response: Response): Promise<number> {
  expect(response.status).toBe(429)
  expect(apiErrorSchema.parse(await response.json()).error).toEqual(TOO_MANY)
  return Number(response.headers.get('retry-after'))
}

describeOnDatabases('sign-in throttling', (getHandle) => {
  let app: TestApp
  let origin: string
  let services: ReturnType<typeof buildSignInApp>['services']

  beforeAll(() => {
    ;({ app, origin, services } = buildSignInApp(getHandle()))
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows 10 sign-in attempts a minute from one address, then answers 429 with Retry-After until the minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
    const ip = freshIp()
    // A new address each time, so that only the client address's count is in play.
    const attempt = () => postAuth(app, origin, '/sign-in/email', { email: newAccount().email, password: 'Whatever-123' }, { ip })
    for (let index = 0; index < 10; index += 1) expect((await attempt()).status).toBe(401)

    vi.setSystemTime(new Date('2026-11-24T10:00:20Z'))
    const retryAfter = await expectTooMany(await attempt())
    expect(retryAfter).toBe(40)
    // Another address is not held back.
    expect((await postAuth(app, origin, '/sign-in/email', { email: newAccount().email, password: 'Whatever-123' })).status).toBe(401)

    vi.setSystemTime(new Date('2026-11-24T10:01:01Z'))
    expect((await attempt()).status).toBe(401)
  })

  it('limits sign-up, code sending and code checking per address too', async () => {
    for (const path of ['/sign-up/email', '/phone-number/send-otp', '/phone-number/verify']) {
      const ip = freshIp()
      const responses: Response[] = []
      for (let index = 0; index < 11; index += 1) responses.push(await postAuth(app, origin, path, {}, { ip }))
      expect(responses.slice(0, 10).every((response) => response.status !== 429)).toBe(true)
      await expectTooMany(responses[10] ?? new Response())
    }
  })

  it('delays an account after 5 consecutive wrong passwords, doubling, and a success starts again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T11:00:00Z'))
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const wrong = () => postAuth(app, origin, '/sign-in/email', { email: account.email, password: 'Wrong-Password-1' })
    for (let index = 0; index < 5; index += 1) expect((await wrong()).status).toBe(401)

    // Fifth failure: 1 s; even the right password waits (the delay is per account, from any address).
    expect(await expectTooMany(await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password }))).toBe(1)
    vi.setSystemTime(new Date('2026-11-24T11:00:01Z'))
    expect((await wrong()).status).toBe(401)
    // Sixth failure: 2 s.
    expect(await expectTooMany(await wrong())).toBe(2)
    vi.setSystemTime(new Date('2026-11-24T11:00:03Z'))

    const signedIn = await postAuth(app, origin, '/sign-in/email', { email: account.email.toUpperCase(), password: account.password })
    expect(signedIn.status).toBe(200)
    const rows = await getHandle()
      .db.select()
      .from(signInFailures)
      .where(eq(signInFailures.accountKey, accountKeyOfUser(account.userId)))
    expect(rows).toEqual([])
    expect((await wrong()).status).toBe(401)
  })

  it('stores failures of an address no account has under its fingerprint, never the address', async () => {
    await postAuth(app, origin, '/sign-in/email', { email: 'Stored.Check@Example.com', password: 'Wrong-Password-1' })
    const rows = await getHandle().db.select().from(signInFailures)
    expect(rows.map((row) => row.accountKey)).toContain(`name:${fingerprint('stored.check@example.com')}`)
    expect(JSON.stringify(rows)).not.toContain('stored.check')
  })

  it('allows at most 100 sign-in attempts an hour per account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'))
    const account = await createSignedInAccount(app, getHandle(), { origin })
    // With the sign-in that made the cookie, 99 attempts counted already (from any addresses); the
    // 100th still goes through, the 101st does not.
    for (let index = 0; index < 98; index += 1) await services.auth.throttle.hitAccount(accountKeyOfUser(account.userId))
    expect((await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password })).status).toBe(200)
    vi.setSystemTime(new Date('2026-11-24T12:30:00Z'))
    expect(await expectTooMany(await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password }))).toBe(
      1800,
    )
    vi.setSystemTime(new Date('2026-11-24T13:00:01Z'))
    expect((await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password })).status).toBe(200)
  })

  it('counts parallel attempts exactly: 10 of 15 at once pass the address limit', async () => {
    const ip = freshIp()
    const responses = await Promise.all(
      Array.from({ length: 15 }, () =>
        postAuth(app, origin, '/sign-in/email', { email: newAccount().email, password: 'Whatever-123' }, { ip }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
  })
})
