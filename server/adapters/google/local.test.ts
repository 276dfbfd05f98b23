import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#server/db/schema/index.ts'
import { googleClient, googleRedirectUri } from '#server/features/auth/index.ts'
import { CookieJar } from '#tests/support/cookie-jar.ts'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { createLocalGoogle, LOCAL_GOOGLE_PATH, type LocalGoogle } from './local.ts'

const PUBLIC_URL = 'http://localhost:3000'
const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`
const HINDI_COOKIE = 'jy_language=ImhpIg%3D%3D'

function authorizeQuery(google: LocalGoogle, overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'st-123',
    nonce: 'no-456',
    code_challenge: createHash('sha256').update('a-verifier-of-at-least-forty-three-characters-long').digest('base64url'),
    code_challenge_method: 'S256',
    ...overrides,
  })
}

/** The chooser's hidden fields, read from its HTML as a browser would submit them. */
function hiddenFields(page: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'")
  }
  return fields
}

function decodeJwt(token: string): {
  header: Record<string, unknown>
  payload: Record<string, unknown>
  signed: string
  signature: Buffer
} {
  const [header = '', payload = '', signature = ''] = token.split('.')
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    signed: `${header}.${payload}`,
    signature: Buffer.from(signature, 'base64url'),
  }
}

describe('the local Google consent page and its OpenID Connect endpoints', () => {
  const google = createLocalGoogle({ publicUrl: PUBLIC_URL, redirectUris: [REDIRECT_URI] })
  const call = (path: string, init?: RequestInit) => google.router.request(path, init)

  async function choose(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return call('/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  }

  async function codeFor(choice: string, overrides: Record<string, string> = {}): Promise<string> {
    const page = await (await call(`/authorize?${authorizeQuery(google, overrides)}`)).text()
    const answer = await choose({ ...hiddenFields(page), choice })
    return new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? ''
  }

  function exchange(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return call('/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  }

  const goodExchange = (code: string) => ({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: google.clientId,
    client_secret: google.clientSecret,
    code_verifier: 'a-verifier-of-at-least-forty-three-characters-long',
  })

  it('publishes a discovery document under its issuer, and its signing key', async () => {
    const discovery = (await (await call('/.well-known/openid-configuration')).json()) as Record<string, unknown>
    expect(google.issuer).toBe(`${PUBLIC_URL}${LOCAL_GOOGLE_PATH}`)
    expect(discovery).toMatchObject({
      issuer: google.issuer,
      authorization_endpoint: `${google.issuer}/authorize`,
      token_endpoint: `${google.issuer}/token`,
      jwks_uri: `${google.issuer}/certs`,
      userinfo_endpoint: `${google.issuer}/userinfo`,
      id_token_signing_alg_values_supported: ['RS256'],
    })
    const { keys } = (await (await call('/certs')).json()) as { keys: Array<Record<string, string>> }
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(keys[0]).not.toHaveProperty('d')
  })

  it('shows an account chooser with sample accounts, another account and Cancel, without any script', async () => {
    const answer = await call(`/authorize?${authorizeQuery(google)}`)
    expect(answer.status).toBe(200)
    const page = await answer.text()
    expect(page).toContain('Choose an account')
    expect(page).toContain('to continue to JobYatra')
    expect(page).toContain('asha.rao@example.com')
    expect(page).toContain('Use another account')
    expect(page).toContain('Cancel')
    expect(page).not.toContain('<script')
    // The stylesheet is written as is: an escaped quote would void its font stack.
    expect(page).toContain("'Noto Sans Devanagari'")
    expect(hiddenFields(page)).toMatchObject({ client_id: google.clientId, redirect_uri: REDIRECT_URI, state: 'st-123' })
  })

  it('speaks Hindi to a reader who chose Hindi on the site', async () => {
    const page = await (await call(`/authorize?${authorizeQuery(google)}`, { headers: { cookie: HINDI_COOKIE } })).text()
    expect(page).toContain('<html lang="hi">')
    expect(page).toContain('खाता चुनें')
    expect(page).toContain('रद्द करें')
  })

  it('refuses an unknown client or an unregistered redirect URI on its own page, never redirecting there', async () => {
    const unknownClient = await call(`/authorize?${authorizeQuery(google, { client_id: 'someone-else' })}`)
    expect(unknownClient.status).toBe(400)
    expect(await unknownClient.text()).toContain('invalid_client')
    const elsewhere = await call(`/authorize?${authorizeQuery(google, { redirect_uri: 'https://evil.example/cb' })}`)
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.headers.get('location')).toBeNull()
    expect(await elsewhere.text()).toContain('redirect_uri_mismatch')
  })

  it('answers Cancel with access_denied and the state, as Google does', async () => {
    const page = await (await call(`/authorize?${authorizeQuery(google)}`)).text()
    const answer = await choose({ ...hiddenFields(page), choice: 'cancel' })
    expect(answer.status).toBe(302)
    const location = new URL(answer.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI)
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(location.searchParams.get('state')).toBe('st-123')
    expect(location.searchParams.get('code')).toBeNull()
  })

  it('asks again for a typed account whose address is not an e-mail address', async () => {
    const page = await (await call(`/authorize?${authorizeQuery(google)}`)).text()
    const answer = await choose({ ...hiddenFields(page), choice: 'other', name: 'Ravi', email: 'ravi-at-example' })
    expect(answer.status).toBe(400)
    const again = await answer.text()
    expect(again).toContain('Enter a valid email address.')
    expect(again).toContain('value="ravi-at-example"')
  })

  it('exchanges a code for an id_token signed by its published key, naming the chosen account', async () => {
    const code = await codeFor('1')
    const answer = await exchange(goodExchange(code))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const tokens = (await answer.json()) as { id_token: string; access_token: string; token_type: string }
    expect(tokens.token_type).toBe('Bearer')
    const jwt = decodeJwt(tokens.id_token)
    const { keys } = (await (await call('/certs')).json()) as { keys: JsonWebKey[] }
    const key = createPublicKey({ key: keys[0] ?? {}, format: 'jwk' })
    expect(verify('sha256', Buffer.from(jwt.signed), key, jwt.signature)).toBe(true)
    expect(jwt.header).toMatchObject({ alg: 'RS256', kid: keys[0]?.kid })
    expect(jwt.payload).toMatchObject({
      iss: google.issuer,
      aud: google.clientId,
      email: 'rahul.verma@example.com',
      email_verified: true,
      name: 'Rahul Verma',
      nonce: 'no-456',
    })
    const profile = await call('/userinfo', { headers: { authorization: `Bearer ${tokens.access_token}` } })
    expect(await profile.json()).toMatchObject({ sub: jwt.payload.sub, email: 'rahul.verma@example.com' })
  })

  it('signs a typed account in under a subject that stays the same for that address', async () => {
    const page = await (await call(`/authorize?${authorizeQuery(google)}`)).text()
    const subjects: unknown[] = []
    for (const email of ['Ravi.Kumar@Example.com', 'ravi.kumar@example.com']) {
      const answer = await choose({ ...hiddenFields(page), choice: 'other', name: 'Ravi Kumar', email })
      const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? ''
      const tokens = (await (await exchange(goodExchange(code))).json()) as { id_token: string }
      subjects.push(decodeJwt(tokens.id_token).payload.sub)
      expect(decodeJwt(tokens.id_token).payload.email).toBe('ravi.kumar@example.com')
    }
    expect(subjects[0]).toBe(subjects[1])
  })

  it('refuses a code whose PKCE verifier does not match, and the code is then spent', async () => {
    const code = await codeFor('0')
    const wrong = await exchange({ ...goodExchange(code), code_verifier: 'another-verifier-of-at-least-forty-three-characters' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid code verifier.' })
    const missing = await exchange({ ...goodExchange(await codeFor('0')), code_verifier: '' })
    expect(((await missing.json()) as { error: string }).error).toBe('invalid_grant')
    const replay = await exchange(goodExchange(code))
    expect(replay.status).toBe(400)
  })

  it('refuses a wrong client secret, in the body or in the Authorization header', async () => {
    const inBody = await exchange({ ...goodExchange(await codeFor('0')), client_secret: 'guessed' })
    expect(inBody.status).toBe(401)
    expect(((await inBody.json()) as { error: string }).error).toBe('invalid_client')
    const { client_id: _id, client_secret: _secret, ...rest } = goodExchange(await codeFor('0'))
    const basic = (secret: string) => `Basic ${Buffer.from(`${google.clientId}:${secret}`).toString('base64')}`
    expect((await exchange(rest, { authorization: basic('guessed') })).status).toBe(401)
    expect((await exchange(rest, { authorization: basic(google.clientSecret) })).status).toBe(200)
  })

  it('refuses a code exchanged for another redirect URI', async () => {
    const answer = await exchange({ ...goodExchange(await codeFor('0')), redirect_uri: `${PUBLIC_URL}/elsewhere` })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { error: string }).error).toBe('redirect_uri_mismatch')
  })

  it('answers the implicit flow in the URL fragment, with the nonce it was given', async () => {
    const query = authorizeQuery(google, { response_type: 'id_token token', nonce: 'implicit-nonce' })
    query.delete('code_challenge')
    query.delete('code_challenge_method')
    const page = await (await call(`/authorize?${query}`)).text()
    const answer = await choose({ ...hiddenFields(page), choice: '2' })
    const location = new URL(answer.headers.get('location') ?? '')
    expect(location.search).toBe('')
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('state')).toBe('st-123')
    expect(decodeJwt(fragment.get('id_token') ?? '').payload).toMatchObject({ nonce: 'implicit-nonce', email: 'priya.nair@example.com' })
    // The fragment's access token is one the userinfo endpoint honours, for the same person.
    const profile = await call('/userinfo', { headers: { authorization: `Bearer ${fragment.get('access_token') ?? ''}` } })
    expect(profile.status).toBe(200)
    expect(await profile.json()).toMatchObject({ email: 'priya.nair@example.com' })
  })

  it('refuses an implicit request without a nonce, and a request without the openid scope', async () => {
    const noNonce = authorizeQuery(google, { response_type: 'id_token' })
    noNonce.delete('nonce')
    const answer = await call(`/authorize?${noNonce}`)
    expect(new URLSearchParams(new URL(answer.headers.get('location') ?? '').hash.slice(1)).get('error')).toBe('invalid_request')
    const noOpenId = await call(`/authorize?${authorizeQuery(google, { scope: 'email' })}`)
    expect(new URL(noOpenId.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_scope')
  })
})

/**
 * The production client (googleClient) against the local consent page, through the app served on a
 * real port, as `npm start` runs it: better-auth finds the provider by its discovery document.
 */
describeOnDatabases('Google sign-in through the local consent page', (getHandle) => {
  let server: Server
  let origin: string
  let google: LocalGoogle
  let handle: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 })

  beforeAll(async () => {
    server = createServer(getRequestListener((request) => handle(request)))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    google = createLocalGoogle({ publicUrl: origin, redirectUris: [googleRedirectUri(origin)] })
    const services = buildTestServices(getHandle(), {
      accounts: {
        publicUrl: origin,
        google: googleClient({ clientId: google.clientId, clientSecret: google.clientSecret, issuer: google.issuer, publicUrl: origin }),
      },
    })
    const app = buildTestApp(getHandle(), { services, env: { PUBLIC_URL: origin }, localProviders: [google] })
    handle = (request) => app.fetch(request)
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  async function start(jar: CookieJar): Promise<string> {
    const started = await fetch(`${origin}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: jar.header() },
      body: JSON.stringify({ provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/auth/callback', disableRedirect: true }),
    })
    expect(started.status).toBe(200)
    jar.store(started)
    const { url } = (await started.json()) as { url: string }
    expect(url.startsWith(`${origin}${LOCAL_GOOGLE_PATH}/authorize?`)).toBe(true)
    return (await fetch(url)).text()
  }

  async function pick(page: string, fields: Record<string, string>): Promise<URL> {
    const answer = await fetch(`${origin}${LOCAL_GOOGLE_PATH}/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ ...hiddenFields(page), ...fields }).toString(),
      redirect: 'manual',
    })
    expect(answer.status).toBe(302)
    return new URL(answer.headers.get('location') ?? '')
  }

  it('signs in the account picked on the consent page, with a verified address', async () => {
    const jar = new CookieJar()
    const callback = await pick(await start(jar), { choice: 'other', name: 'Sunita Williams', email: 'sunita@example.com' })
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/auth/callback`)
    expect(callback.searchParams.get('iss')).toBe(google.issuer)
    const answer = await fetch(`${origin}/api/auth/callback/google${callback.search}`, {
      headers: { cookie: jar.header() },
      redirect: 'manual',
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/dashboard')
    jar.store(answer)
    const session = (await (await fetch(`${origin}/api/auth/get-session`, { headers: { cookie: jar.header() } })).json()) as {
      user: { email: string; name: string; emailVerified: boolean }
    }
    expect(session.user).toMatchObject({ email: 'sunita@example.com', name: 'Sunita Williams', emailVerified: true })
    const rows = await getHandle().db.select().from(user).where(eq(user.email, 'sunita@example.com'))
    expect(rows).toHaveLength(1)
  })

  it('brings Cancel back to /auth/callback as access_denied, through better-auth', async () => {
    const jar = new CookieJar()
    const callback = await pick(await start(jar), { choice: 'cancel' })
    expect(callback.searchParams.get('error')).toBe('access_denied')
    const answer = await fetch(`${origin}/api/auth/callback/google${callback.search}`, {
      headers: { cookie: jar.header() },
      redirect: 'manual',
    })
    expect(answer.headers.get('location')).toBe('/auth/callback?error=access_denied')
  })

  it('signs in with the id_token of the implicit flow, carried in the fragment', async () => {
    const query = new URLSearchParams({
      client_id: google.clientId,
      redirect_uri: googleRedirectUri(origin),
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: 'fragment-nonce',
    })
    const page = await (await fetch(`${origin}${LOCAL_GOOGLE_PATH}/authorize?${query}`)).text()
    const callback = await pick(page, { choice: '0' })
    const idToken = new URLSearchParams(callback.hash.slice(1)).get('id_token') ?? ''
    const answer = await fetch(`${origin}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ provider: 'google', idToken: { token: idToken, nonce: 'fragment-nonce' } }),
    })
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { user: { email: string } }).user.email).toBe('asha.rao@example.com')
  })
})
