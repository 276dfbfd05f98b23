import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#server/db/schema/index.ts'
import { CookieJar } from '#tests/support/cookie-jar.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { startGoogleStandIn, type GoogleStandIn } from '#tests/stand-ins/google-oidc.ts'
import type { Services } from '#server/services.ts'
import { googleClient, googleRedirectUri } from './google.ts'

/**
 * The production Google client (googleClient → better-auth's generic OAuth over the issuer's
 * discovery document) against a Google stand-in on 127.0.0.1, through our whole app: start, the
 * provider's consent redirect, /auth/callback's hand-off to /api/auth/callback/google, the session.
 */
describeOnDatabases('Google sign-in against an OpenID Connect stand-in', (getHandle) => {
  let google: GoogleStandIn
  let services: Services
  let app: TestApp

  beforeAll(async () => {
    google = await startGoogleStandIn({ sub: '108234567890123456789', email: 'Meera.Iyer@example.com', name: 'Meera Iyer' })
    services = buildTestServices(getHandle(), {
      accounts: {
        google: googleClient({
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          issuer: google.issuer,
          publicUrl: TEST_PUBLIC_URL,
        }),
      },
    })
    app = buildTestApp(getHandle(), { services })
  })

  afterAll(async () => {
    await google.stop()
  })

  /** What the browser does from 'Continue with Google' to the provider's redirect back to /auth/callback. */
  async function consent(jar: CookieJar): Promise<URL> {
    const started = await app.request('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL, cookie: jar.header() },
      body: JSON.stringify({ provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/auth/callback', disableRedirect: true }),
    })
    expect(started.status).toBe(200)
    jar.store(started)
    const { url } = (await started.json()) as { url: string }
    const authorize = new URL(url)
    expect(authorize.origin).toBe(new URL(google.issuer).origin)
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/auth/callback`)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    // A fresh random nonce binds the id_token to this sign-in (better-auth makes 32 URL-safe characters).
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{16,}$/u)
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']))
    const consented = await fetch(authorize, { redirect: 'manual' })
    expect(consented.status).toBe(302)
    return new URL(consented.headers.get('location') ?? '')
  }

  /** What /auth/callback does with the code: hands the query to better-auth's callback endpoint. */
  function exchange(callback: URL, jar: CookieJar) {
    expect(callback.pathname).toBe('/auth/callback')
    return app.request(`/api/auth/callback/google${callback.search}`, { headers: { cookie: jar.header() } })
  }

  it('signs a new person in with a code, PKCE and a verified id_token, and records their Google address as verified', async () => {
    const jar = new CookieJar()
    const callback = await consent(jar)
    const answer = await exchange(callback, jar)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/dashboard')
    jar.store(answer)
    expect(jar.has('jobyatra.session_token')).toBe(true)

    const viewer = await services.auth.readViewer(new Headers({ cookie: jar.header() }))
    expect(viewer.kind).toBe('signed-in')
    if (viewer.kind !== 'signed-in') return
    expect(viewer.viewer.email).toBe('meera.iyer@example.com')
    expect(viewer.viewer.name).toBe('Meera Iyer')
    const [row] = await getHandle().db.select().from(user).where(eq(user.email, 'meera.iyer@example.com'))
    expect(row?.emailVerified).toBe(true)

    const tokenRequest = google.tokenRequests.at(-1)
    expect(tokenRequest).toEqual({
      clientId: google.clientId,
      hasClientSecret: true,
      redirectUri: googleRedirectUri(TEST_PUBLIC_URL),
      hasCodeVerifier: true,
      status: 200,
    })
  })

  it('signs the same Google account into the same user the next time', async () => {
    const jar = new CookieJar()
    const answer = await exchange(await consent(jar), jar)
    jar.store(answer)
    const viewer = await services.auth.readViewer(new Headers({ cookie: jar.header() }))
    const rows = await getHandle().db.select().from(user).where(eq(user.email, 'meera.iyer@example.com'))
    expect(rows).toHaveLength(1)
    expect(viewer.kind === 'signed-in' && viewer.viewer.userId).toBe(rows[0]?.id)
  })

  it('refuses a callback whose state this browser did not start, and sends it back to /auth/callback with the reason', async () => {
    const callback = await consent(new CookieJar())
    const stranger = new CookieJar()
    const answer = await exchange(callback, stranger)
    expect(answer.status).toBe(302)
    const location = new URL(answer.headers.get('location') ?? '', TEST_PUBLIC_URL)
    expect(location.pathname).toBe('/auth/callback')
    expect(location.searchParams.get('error')).toMatch(/state/)
    stranger.store(answer)
    expect(stranger.has('jobyatra.session_token')).toBe(false)
  })

  it('passes the provider’s own refusal back to /auth/callback', async () => {
    const jar = new CookieJar()
    const callback = await consent(jar)
    const refused = new URL(callback)
    refused.searchParams.delete('code')
    refused.searchParams.set('error', 'access_denied')
    const answer = await exchange(refused, jar)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/auth/callback?error=access_denied')
  })

  describe('an id_token carried in the URL fragment', () => {
    function signInWithIdToken(token: string, nonce?: string) {
      return app.request('/api/auth/sign-in/social', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL },
        body: JSON.stringify({ provider: 'google', idToken: { token, ...(nonce ? { nonce } : {}) } }),
      })
    }

    it('makes a session from a token the issuer signed for our client', async () => {
      google.account = { sub: '108000000000000000042', email: 'kabir.shah@example.com', name: 'Kabir Shah' }
      const answer = await signInWithIdToken(await google.signIdToken())
      expect(answer.status).toBe(200)
      const jar = new CookieJar()
      jar.store(answer)
      const viewer = await services.auth.readViewer(new Headers({ cookie: jar.header() }))
      expect(viewer.kind === 'signed-in' && viewer.viewer.email).toBe('kabir.shah@example.com')
    })

    it('checks the nonce when the browser knows the one it asked for', async () => {
      const token = await google.signIdToken({ nonce: 'n-0S6_WzA2Mj' })
      expect((await signInWithIdToken(token, 'another-nonce')).status).toBe(401)
      expect((await signInWithIdToken(token, 'n-0S6_WzA2Mj')).status).toBe(200)
    })

    it.each([
      ['issued for another client', { aud: 'someone-else.apps.googleusercontent.com' }],
      ['expired', { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }],
      ['from another issuer', { iss: 'https://accounts.example.com' }],
    ])('refuses a token %s, and makes no session', async (_case, claims) => {
      const answer = await signInWithIdToken(await google.signIdToken(claims))
      expect(answer.status).toBe(401)
      expect(answer.headers.getSetCookie().some((cookie) => cookie.includes('session_token=') && !cookie.includes('Max-Age=0'))).toBe(false)
    })

    it('refuses a token whose signature does not verify', async () => {
      const [header, payload] = (await google.signIdToken()).split('.')
      const forged = `${header}.${payload}.${Buffer.from('not the issuer’s signature').toString('base64url')}`
      expect((await signInWithIdToken(forged)).status).toBe(401)
    })
  })
})
