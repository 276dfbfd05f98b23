import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { englishText } from '#core/errors/error-text.server.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { user } from '#server/db/schema/index.ts'
import { createRecordingLogger, type LogRecord, type TestApp } from '#tests/support/services.ts'
import {
  buildSignInApp,
  cookieFrom,
  createSignedInAccount,
  getAuth,
  latestMessage,
  linkIn,
  newAccount,
  postAuth,
  signIn,
} from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * E-mail sign-up and sign-in through the real /api/auth endpoints (issue 10): every failure in our
 * error shape with spec 000 §8's reason and text, successes untouched, verification from the outbox,
 * every attempt logged without the address or the password.
 */

async function readError(response: Response) {
  return apiErrorSchema.parse(await response.json()).error
}

describeOnDatabases('e-mail sign-up and sign-in', (getHandle) => {
  let app: TestApp
  let origin: string
  let records: LogRecord[]

  beforeAll(() => {
    const recording = createRecordingLogger()
    records = recording.records
    ;({ app, origin } = buildSignInApp(getHandle(), { logger: recording.logger }))
  })

  it('signs up, refuses sign-in until the address is verified, and signs in after the outbox link', async () => {
    const account = newAccount()
    const signUp = await postAuth(app, origin, '/sign-up/email', account)
    expect(signUp.status).toBe(200)
    // Successes pass through as better-auth answers them.
    expect(await signUp.json()).toMatchObject({ user: { email: account.email, emailVerified: false } })

    const unverified = await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password })
    expect(unverified.status).toBe(403)
    expect(await readError(unverified)).toEqual({
      code: 'PERMISSION_DENIED',
      reason: 'email_not_confirmed',
      message: 'Please check your email and click the verification link.',
      retryable: false,
    })

    const link = linkIn(await latestMessage(getHandle(), account.email, 'verify-email'))
    expect(link.startsWith(`${origin}/api/auth/verify-email?token=`)).toBe(true)
    const verified = await app.request(link)
    expect(verified.status).toBe(302)
    expect(cookieFrom(verified)).toMatch(/^jobyatra\.session_token=/)

    const signedIn = await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password })
    expect(signedIn.status).toBe(200)
    const cookie = cookieFrom(signedIn)
    const session = await getAuth(app, origin, '/get-session', { cookie })
    expect(await session.json()).toMatchObject({ user: { email: account.email, emailVerified: true } })
  })

  it('answers a wrong password with invalid_credentials, the same as an unknown address', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const wrong = await postAuth(app, origin, '/sign-in/email', { email: account.email, password: 'Not-The-Password-9' })
    const unknown = await postAuth(app, origin, '/sign-in/email', { email: 'nobody@example.com', password: 'Not-The-Password-9' })
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401)
      expect(await readError(response)).toEqual({
        code: 'AUTH_INVALID_CREDENTIALS',
        reason: 'invalid_credentials',
        message: 'Invalid email or password. Please try again.',
        retryable: false,
      })
    }
  })

  it('says an address is already registered, whatever its letter case, and creates no second account', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const again = await postAuth(app, origin, '/sign-up/email', {
      name: account.name,
      email: account.email.toUpperCase(),
      password: account.password,
    })
    expect(again.status).toBe(400)
    expect(await readError(again)).toMatchObject({
      reason: 'user_already_registered',
      message: 'An account with this email already exists. Try signing in instead.',
    })
    const rows = await getHandle().db.select({ id: user.id }).from(user).where(eq(user.email, account.email))
    expect(rows).toHaveLength(1)
  })

  it.each([
    ['a short password', { password: 'ab1!' }, 'password_too_short', 'VALIDATION_MIN_LENGTH'],
    ['a common password', { password: 'Password123' }, 'password_common', 'VALIDATION_INVALID_FORMAT'],
    ['a common password with a year', { password: 'krishna2001' }, 'password_common', 'VALIDATION_INVALID_FORMAT'],
    ['a run of digits', { password: '987654' }, 'password_common', 'VALIDATION_INVALID_FORMAT'],
    ['a malformed address', { email: 'asha.example.com' }, 'invalid_email', 'VALIDATION_INVALID_EMAIL'],
  ] as const)('refuses sign-up with %s', async (_label, change, reason, code) => {
    const account = { ...newAccount(), ...change }
    const response = await postAuth(app, origin, '/sign-up/email', account)
    expect(response.status).toBe(400)
    // Field messages come with what the core schemas refuse (the server parses the forms' schemas).
    expect(await readError(response)).toMatchObject({ code, reason, message: englishText(`auth:errors.${reason}`), retryable: false })
    const rows = await getHandle().db.select({ id: user.id }).from(user).where(eq(user.email, account.email))
    expect(rows).toHaveLength(0)
  })

  it('refuses a common password when resetting one, and accepts another', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const asked = await postAuth(app, origin, '/request-password-reset', { email: account.email, redirectTo: '/auth/reset' })
    expect(asked.status).toBe(200)
    const link = new URL(linkIn(await latestMessage(getHandle(), account.email, 'reset-password')))
    const opened = await app.request(link.toString())
    const token = new URL(opened.headers.get('location') ?? '', origin).searchParams.get('token')
    expect(token).toBeTruthy()

    const common = await postAuth(app, origin, '/reset-password', { token, newPassword: 'iloveyou' })
    expect(common.status).toBe(400)
    expect((await readError(common)).reason).toBe('password_common')

    const reset = await postAuth(app, origin, '/reset-password', { token, newPassword: 'Tea-Gardens-Of-Munnar' })
    expect(reset.status).toBe(200)
    await signIn(app, { email: account.email, password: 'Tea-Gardens-Of-Munnar' }, { origin })
  })

  it('answers paths better-auth does not serve in our NOT_FOUND shape', async () => {
    const response = await getAuth(app, origin, '/no-such-endpoint')
    expect(response.status).toBe(404)
    expect(await readError(response)).toMatchObject({ code: 'NOT_FOUND', message: 'The requested resource was not found.' })
  })

  it('answers a body that is not JSON in our shape, without better-auth words', async () => {
    const response = await app.request(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: '{',
    })
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(apiErrorSchema.safeParse(JSON.parse(text)).success).toBe(true)
    expect(text).not.toMatch(/BAD_REQUEST|Invalid JSON/)
  })

  it('logs every attempt with a fingerprint of the account, never the address or the password', async () => {
    const account = newAccount({ email: 'log.check.person@example.com', password: 'Hidden-Password-77' })
    await postAuth(app, origin, '/sign-up/email', account)
    await postAuth(app, origin, '/sign-in/email', { email: account.email, password: 'Wrong-Password-77' })
    const attempts = records.filter((record) => record.msg === 'auth attempt')
    expect(attempts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ auth: '/sign-up/email', status: 200, account: expect.stringMatching(/^[0-9a-f]{16}$/) }),
        expect.objectContaining({ auth: '/sign-in/email', status: 401, reason: 'invalid_credentials' }),
      ]),
    )
    const everything = JSON.stringify(records)
    expect(everything).not.toContain('log.check.person')
    expect(everything).not.toContain('Hidden-Password-77')
    expect(everything).not.toContain('Wrong-Password-77')
  })
})

describeOnDatabases('sign-in cookies behind HTTPS', (getHandle) => {
  it('names the session cookie __Host- with Secure, HttpOnly, SameSite=Lax and Path=/, and reads it back', async () => {
    const { app, services, origin } = buildSignInApp(getHandle(), { publicUrl: 'https://jobyatra.example' })
    const account = await createSignedInAccount(app, getHandle(), { origin })
    const signedIn = await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password })
    const sessionCookie = signedIn.headers.getSetCookie().find((line) => line.includes('session_token='))
    expect(sessionCookie).toMatch(/^__Host-jobyatra\.session_token=/)
    const attributes = sessionCookie?.split(';').map((part) => part.trim().toLowerCase()) ?? []
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']))
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false)

    const state = await services.auth.readViewer(new Headers({ cookie: cookieFrom(signedIn) }))
    expect(state.kind).toBe('signed-in')
  })
})

describe('sign-in test helpers', () => {
  it('keep a cookie jar the way a browser does', () => {
    const response = new Response(null, {
      headers: [
        ['set-cookie', 'a=1; Path=/'],
        ['set-cookie', 'b=; Max-Age=0; Path=/'],
      ],
    })
    expect(cookieFrom(response, 'b=old; c=3')).toBe('c=3; a=1')
  })
})
