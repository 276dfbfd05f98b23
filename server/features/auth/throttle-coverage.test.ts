import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import type { TestApp } from '#tests/support/services.ts'
import { buildSignInApp, createSignedInAccount, freshIp, getAuth, postAuth, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { guardedEndpoints } from './routes.ts'
import { ipLimitOf } from './throttle.ts'

/**
 * Every way of proving a password, a code or a token is limited (issue 18: phone-number password
 * sign-in took 60 wrong passwords with no 429). The list of guarded endpoints is checked against
 * better-auth's own endpoint table, so an endpoint a plugin or an upgrade adds cannot go unlimited;
 * and every way of proving a password counts against the same account (decision 020).
 */

/** Fields through which a request proves who it is. */
const secretFields = new Set(['password', 'currentPassword', 'otp', 'code', 'token'])

/** Endpoints we answer 404 for (routes.ts `closedEndpoints`): they carry tokens, which never reach JavaScript. */
const closed = new Set(['/revoke-session', '/get-access-token', '/refresh-token', '/account-info'])

interface EndpointShape {
  path: string
  fields: string[]
}

/** better-auth's endpoints (functions carrying `path` and `options`) with the fields their body and query schemas declare. */
function listEndpoints(api: object): EndpointShape[] {
  const shapes: EndpointShape[] = []
  for (const endpoint of Object.values(api)) {
    const path: unknown = Reflect.get(endpoint, 'path')
    const options: unknown = Reflect.get(endpoint, 'options')
    if (typeof path !== 'string' || typeof options !== 'object' || options === null) continue
    const fields = [Reflect.get(options, 'body'), Reflect.get(options, 'query')].flatMap((schema) => fieldsOf(schema))
    shapes.push({ path, fields })
  }
  return shapes
}

/** Every property name a zod schema declares, through objects, intersections and unions (zod's JSON Schema). */
function fieldsOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return []
  const json: unknown = z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any', io: 'input' })
  const names: string[] = []
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return
    if ('properties' in node && typeof node.properties === 'object' && node.properties !== null) names.push(...Object.keys(node.properties))
    for (const value of Object.values(node)) walk(value)
  }
  walk(json)
  return names
}

describeOnDatabases('password and code proofs', (getHandle) => {
  let app: TestApp
  let origin: string
  let services: ReturnType<typeof buildSignInApp>['services']

  beforeAll(() => {
    ;({ app, origin, services } = buildSignInApp(getHandle()))
  })

  /** An account with a verified e-mail address, a password and a verified phone number. */
  async function accountWithPhone(): Promise<TestAccount & { phoneNumber: string }> {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const phoneNumber = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    await getHandle().query(sql`update "user" set phone_number = ${phoneNumber}, phone_number_verified = true where id = ${account.userId}`)
    return { ...account, phoneNumber }
  }

  it('lists every better-auth endpoint that takes a password, a code or a token', () => {
    const proving = listEndpoints(services.auth.auth.api).filter((endpoint) => endpoint.fields.some((field) => secretFields.has(field)))
    // The schema walk finds them: a broken walk must not pass by finding none.
    expect(proving.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/sign-in/email', '/sign-in/phone-number', '/phone-number/verify']),
    )
    const unguarded = proving.map((endpoint) => endpoint.path).filter((path) => !(path in guardedEndpoints) && !closed.has(path))
    expect(unguarded).toEqual([])
  })

  it('answers 429 past the per-address limit of a minute at every guarded endpoint', { timeout: 180_000 }, async () => {
    const getPaths = new Set(['/verify-email', '/delete-user/callback', '/reset-password/:token', '/callback/:id'])
    let named = 0
    for (const [path, guard] of Object.entries(guardedEndpoints)) {
      const limit = ipLimitOf(guard.ip)
      const ip = freshIp()
      // Another name each time, so that only the client address's count is in play.
      named += 1
      const body = () => ({
        email: `nobody-${named}-${Math.random()}@example.com`,
        phoneNumber: `+9197${String(named * 1000 + Math.floor(Math.random() * 1000)).padStart(8, '0')}`,
        password: 'Wrong-Password-1',
      })
      const attempt = () =>
        getPaths.has(path)
          ? getAuth(
              app,
              origin,
              `${path.replace(':token', 'not-a-token').replace(':id', 'google')}?token=not-a-token&code=not-a-code&callbackURL=/`,
              { ip },
            )
          : postAuth(app, origin, path, body(), { ip })
      const statuses: number[] = []
      for (let index = 0; index <= limit; index += 1) statuses.push((await attempt()).status)
      expect({ path, withinLimit: statuses.slice(0, limit).includes(429), pastIt: statuses[limit] }).toEqual({
        path,
        withinLimit: false,
        pastIt: 429,
      })
    }
  })

  it('limits phone-number password sign-in per address: 60 wrong passwords meet 429 from the eleventh', async () => {
    const account = await accountWithPhone()
    const ip = freshIp()
    const statuses: number[] = []
    for (let index = 0; index < 60; index += 1) {
      const response = await postAuth(
        app,
        origin,
        '/sign-in/phone-number',
        { phoneNumber: account.phoneNumber, password: `Wrong-${index}` },
        { ip },
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true)
  })

  it('counts wrong passwords by phone number against the account, so e-mail sign-in waits too', async () => {
    const account = await accountWithPhone()
    for (let index = 0; index < 5; index += 1) {
      const wrong = await postAuth(
        app,
        origin,
        '/sign-in/phone-number',
        { phoneNumber: account.phoneNumber, password: `Wrong-${index}` },
        { ip: freshIp() },
      )
      expect(wrong.status).toBe(401)
    }
    const byEmail = await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password }, { ip: freshIp() })
    expect(byEmail.status).toBe(429)
    expect(apiErrorSchema.parse(await byEmail.json()).error.code).toBe('API_RATE_LIMITED')
  })

  it('counts a wrong current password on change-password against the account too', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    for (let index = 0; index < 5; index += 1) {
      const wrong = await postAuth(
        app,
        origin,
        '/change-password',
        { currentPassword: `Wrong-${index}-password`, newPassword: 'Another-Good-Password-7' },
        { cookie: account.cookie, ip: freshIp() },
      )
      expect(wrong.status).toBe(401)
    }
    const signIn = await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password }, { ip: freshIp() })
    expect(signIn.status).toBe(429)
  })

  it('never answers a session token to JavaScript: sign-in, get-session and list-sessions carry ids only', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const [row] = await getHandle().query<{ token: string }>(sql`select token from session where user_id = ${account.userId} limit 1`)
    const token = row?.token ?? 'missing'
    const signIn = await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password })
    expect(signIn.status).toBe(200)
    const signInBody = await signIn.text()
    expect(signInBody).toContain(account.userId)
    expect(signInBody).not.toMatch(/"token"/)
    for (const path of ['/get-session', '/list-sessions']) {
      const answer = await getAuth(app, origin, path, { cookie: account.cookie })
      expect(answer.status).toBe(200)
      const text = await answer.text()
      expect(text).toContain(account.userId)
      expect(text).not.toContain(token)
      expect(text).not.toMatch(/"token"/)
    }
    expect((await postAuth(app, origin, '/revoke-session', { token }, { cookie: account.cookie })).status).toBe(404)
  })
})
