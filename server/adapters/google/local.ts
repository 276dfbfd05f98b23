import { createHash, generateKeyPairSync, randomBytes, sign, timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { readRequestLanguage } from '#server/lib/request-language.ts'
import { renderChooserPage, renderErrorPage, sampleAccounts, type AuthorizationParams, type LocalAccount } from './local-pages.ts'

/**
 * Google sign-in's embedded default (DESIGN.md "Outside services"): a small OpenID Connect provider
 * served by our own app under /__local/google, so `npm start` on a fresh clone can sign in with
 * "Google" through the same production client (server/features/auth/google.ts) that talks to
 * accounts.google.com. It speaks Google's protocol: discovery, an account chooser at /authorize
 * (code flow with PKCE, and the implicit id_token flow that answers in the URL fragment), a token
 * endpoint that checks the client's id and secret, the code, the redirect URI and the PKCE
 * verifier, RS256 id_tokens signed with a key made for this process, the key set and userinfo.
 *
 * Anyone who reaches it can sign in as any address, so it exists only without APP_ENV
 * (server/main.ts): development, `npm start` on a laptop and tests.
 */

export const LOCAL_GOOGLE_PATH = '/__local/google'
const CODE_TTL_MS = 10 * 60 * 1000
const TOKEN_TTL_SECONDS = 3599

export interface LocalGoogleOptions {
  /** The site's public origin: the issuer is `${publicUrl}/__local/google`. */
  publicUrl: string
  /** Where the chooser may send the browser back (Google's "Authorized redirect URIs"). */
  redirectUris: readonly string[]
  appName?: string
  now?: () => number
}

export interface LocalGoogle {
  /** Where server/app.ts mounts the router. */
  path: string
  issuer: string
  clientId: string
  clientSecret: string
  router: Hono<AppEnv>
}

interface Identity {
  sub: string
  email: string
  name: string
}

interface PendingCode {
  clientId: string
  redirectUri: string
  scope: string
  nonce: string | undefined
  challenge: { value: string; method: 'S256' | 'plain' } | undefined
  identity: Identity
  expiresAt: number
}

const authorizationSchema = z.object({
  client_id: z.string().default(''),
  redirect_uri: z.string().default(''),
  response_type: z.string().default(''),
  scope: z.string().default(''),
  state: z.string().optional(),
  nonce: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
  prompt: z.string().optional(),
  login_hint: z.string().optional(),
})
type AuthorizationRequest = z.infer<typeof authorizationSchema>

const typedAccountSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
})

export function createLocalGoogle(options: LocalGoogleOptions): LocalGoogle {
  const publicUrl = options.publicUrl.replace(/\/+$/, '')
  const issuer = `${publicUrl}${LOCAL_GOOGLE_PATH}`
  const clientId = 'jobyatra-local.apps.googleusercontent.com'
  const clientSecret = randomBytes(24).toString('base64url')
  const now = options.now ?? Date.now
  const appName = options.appName ?? 'JobYatra'
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = randomBytes(8).toString('hex')
  const publicJwk = { ...keys.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }
  const codes = new Map<string, PendingCode>()
  const accessTokens = new Map<string, { identity: Identity; expiresAt: number }>()

  function signIdToken(identity: Identity, audience: string, extra: { nonce?: string | undefined; accessToken?: string }): string {
    const issuedAt = Math.floor(now() / 1000)
    const [givenName = identity.name, ...rest] = identity.name.split(/\s+/)
    const payload = {
      iss: issuer,
      azp: audience,
      aud: audience,
      sub: identity.sub,
      email: identity.email,
      email_verified: true,
      ...(extra.accessToken ? { at_hash: halfHash(extra.accessToken) } : {}),
      ...(extra.nonce ? { nonce: extra.nonce } : {}),
      name: identity.name,
      given_name: givenName,
      ...(rest.length > 0 ? { family_name: rest.join(' ') } : {}),
      iat: issuedAt,
      exp: issuedAt + TOKEN_TTL_SECONDS + 1,
    }
    const header = { alg: 'RS256', kid, typ: 'JWT' }
    const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`
    const signature = sign('sha256', Buffer.from(signingInput), keys.privateKey).toString('base64url')
    return `${signingInput}.${signature}`
  }

  function issueAccessToken(identity: Identity): string {
    const token = `ya29.local-${randomBytes(24).toString('base64url')}`
    accessTokens.set(token, { identity, expiresAt: now() + TOKEN_TTL_SECONDS * 1000 })
    return token
  }

  /** Client and redirect URI are checked before anything is sent back: an unknown one gets Google's error page, never a redirect. */
  function checkClient(request: AuthorizationRequest): 'invalid_client' | 'redirect_uri_mismatch' | null {
    if (request.client_id !== clientId) return 'invalid_client'
    if (!options.redirectUris.includes(request.redirect_uri)) return 'redirect_uri_mismatch'
    return null
  }

  /** The request's own problems, answered at the redirect URI as Google does. */
  function requestProblem(request: AuthorizationRequest): { error: string; description: string } | null {
    const responseType = responseTypeOf(request.response_type)
    if (responseType === null)
      return { error: 'unsupported_response_type', description: `Unsupported response type: ${request.response_type}` }
    if (!request.scope.split(' ').includes('openid')) return { error: 'invalid_scope', description: 'The openid scope is required.' }
    if (responseType !== 'code' && !request.nonce) return { error: 'invalid_request', description: 'Missing required parameter: nonce' }
    const method = request.code_challenge_method ?? 'plain'
    if (request.code_challenge && method !== 'S256' && method !== 'plain') {
      return { error: 'invalid_request', description: 'Invalid code_challenge_method value.' }
    }
    return null
  }

  /** Sends the browser back to the client with the answer: the query for the code flow, the fragment for the implicit one. */
  function answer(c: Context<AppEnv>, request: AuthorizationRequest, values: Record<string, string>) {
    const target = new URL(request.redirect_uri)
    const params = new URLSearchParams({ ...values, ...(request.state === undefined ? {} : { state: request.state }) })
    if (responseTypeOf(request.response_type) === 'code' || responseTypeOf(request.response_type) === null) {
      params.set('iss', issuer)
      for (const [name, value] of params) target.searchParams.set(name, value)
    } else {
      target.hash = params.toString()
    }
    return c.redirect(target.toString(), 302)
  }

  function grant(c: Context<AppEnv>, request: AuthorizationRequest, account: LocalAccount) {
    const identity: Identity = { sub: subjectOf(account.email), email: account.email.toLowerCase(), name: account.name }
    const scope = request.scope
    if (responseTypeOf(request.response_type) === 'code') {
      const code = `4/local-${randomBytes(24).toString('base64url')}`
      pruneExpired(codes, now())
      codes.set(code, {
        clientId: request.client_id,
        redirectUri: request.redirect_uri,
        scope,
        nonce: request.nonce,
        challenge: request.code_challenge
          ? { value: request.code_challenge, method: request.code_challenge_method === 'S256' ? 'S256' : 'plain' }
          : undefined,
        identity,
        expiresAt: now() + CODE_TTL_MS,
      })
      return answer(c, request, { code, scope, authuser: '0', prompt: 'consent' })
    }
    const wantsAccessToken = request.response_type.split(' ').includes('token')
    const accessToken = wantsAccessToken ? issueAccessToken(identity) : undefined
    const idToken = signIdToken(identity, request.client_id, { nonce: request.nonce, ...(accessToken ? { accessToken } : {}) })
    return answer(c, request, {
      ...(accessToken ? { access_token: accessToken, token_type: 'Bearer', expires_in: String(TOKEN_TTL_SECONDS) } : {}),
      scope,
      id_token: idToken,
      authuser: '0',
      prompt: 'consent',
    })
  }

  function language(c: Context<AppEnv>) {
    return readRequestLanguage(c.req.raw.headers)
  }

  const router = new Hono<AppEnv>()

  router.get('/.well-known/openid-configuration', (c) =>
    c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/certs`,
      response_types_supported: ['code', 'id_token', 'token id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: ['aud', 'email', 'email_verified', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'name', 'sub'],
      code_challenge_methods_supported: ['plain', 'S256'],
      grant_types_supported: ['authorization_code'],
    }),
  )

  router.get('/certs', (c) => c.json({ keys: [publicJwk] }))

  router.get('/authorize', (c) => {
    const request = authorizationSchema.parse(c.req.query())
    const clientProblem = checkClient(request)
    if (clientProblem) return c.html(renderErrorPage(language(c), clientProblem), 400)
    const problem = requestProblem(request)
    if (problem) return answer(c, request, { error: problem.error, error_description: problem.description })
    return c.html(renderChooserPage({ language: language(c), appName, action: `${LOCAL_GOOGLE_PATH}/authorize`, params: carried(request) }))
  })

  router.post('/authorize', async (c) => {
    const form = await c.req.parseBody()
    const request = authorizationSchema.parse(stringFields(form))
    const clientProblem = checkClient(request)
    if (clientProblem) return c.html(renderErrorPage(language(c), clientProblem), 400)
    const problem = requestProblem(request)
    if (problem) return answer(c, request, { error: problem.error, error_description: problem.description })
    const choice = typeof form.choice === 'string' ? form.choice : ''
    if (choice === 'cancel') return answer(c, request, { error: 'access_denied' })
    const sample = /^\d+$/.test(choice) ? sampleAccounts[Number(choice)] : undefined
    if (sample) return grant(c, request, sample)
    const typed = typedAccountSchema.safeParse({ name: form.name, email: form.email })
    if (typed.success) return grant(c, request, typed.data)
    const name = typeof form.name === 'string' ? form.name : ''
    const email = typeof form.email === 'string' ? form.email : ''
    const isNameBad = typed.error.issues.some((issue) => issue.path[0] === 'name')
    return c.html(
      renderChooserPage({
        language: language(c),
        appName,
        action: `${LOCAL_GOOGLE_PATH}/authorize`,
        params: carried(request),
        typed: { name, email, problem: isNameBad ? 'invalidName' : 'invalidEmail' },
      }),
      400,
    )
  })

  router.post('/token', async (c) => {
    c.header('Cache-Control', 'no-store')
    const form = stringFields(await c.req.parseBody())
    const client = clientCredentials(c.req.header('authorization'), form)
    if (!client || client.id !== clientId || !safeEqual(client.secret, clientSecret)) {
      return c.json({ error: 'invalid_client', error_description: 'The OAuth client was not found.' }, 401)
    }
    if (form.grant_type !== 'authorization_code') {
      return c.json({ error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${form.grant_type ?? ''}` }, 400)
    }
    const pending = form.code ? codes.get(form.code) : undefined
    // A code is good for one exchange, whatever its outcome (RFC 6749 §4.1.2).
    if (form.code) codes.delete(form.code)
    if (!pending || pending.expiresAt < now() || pending.clientId !== client.id) {
      return c.json({ error: 'invalid_grant', error_description: 'Malformed auth code.' }, 400)
    }
    if (form.redirect_uri !== pending.redirectUri) {
      return c.json({ error: 'redirect_uri_mismatch', error_description: 'Bad Request' }, 400)
    }
    if (pending.challenge) {
      const verifier = form.code_verifier
      if (!verifier) return c.json({ error: 'invalid_grant', error_description: 'Missing code verifier.' }, 400)
      const derived = pending.challenge.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
      if (!safeEqual(derived, pending.challenge.value))
        return c.json({ error: 'invalid_grant', error_description: 'Invalid code verifier.' }, 400)
    }
    const accessToken = issueAccessToken(pending.identity)
    return c.json({
      access_token: accessToken,
      expires_in: TOKEN_TTL_SECONDS,
      scope: pending.scope,
      token_type: 'Bearer',
      id_token: signIdToken(pending.identity, client.id, { nonce: pending.nonce, accessToken }),
    })
  })

  router.on(['GET', 'POST'], '/userinfo', (c) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    const held = token ? accessTokens.get(token) : undefined
    if (!held || held.expiresAt < now()) {
      c.header('WWW-Authenticate', 'Bearer realm="local-google", error="invalid_token"')
      return c.json({ error: 'invalid_request', error_description: 'Invalid Credentials' }, 401)
    }
    const [givenName = held.identity.name, ...rest] = held.identity.name.split(/\s+/)
    return c.json({
      sub: held.identity.sub,
      name: held.identity.name,
      given_name: givenName,
      ...(rest.length > 0 ? { family_name: rest.join(' ') } : {}),
      email: held.identity.email,
      email_verified: true,
    })
  })

  return { path: LOCAL_GOOGLE_PATH, issuer, clientId, clientSecret, router }
}

function responseTypeOf(value: string): 'code' | 'id_token' | 'token id_token' | null {
  const parts = value.split(' ').filter(Boolean).sort()
  const joined = parts.join(' ')
  if (joined === 'code') return 'code'
  if (joined === 'id_token') return 'id_token'
  if (joined === 'id_token token') return 'token id_token'
  return null
}

/** The authorization parameters the chooser's form carries to its POST. */
function carried(request: AuthorizationRequest): AuthorizationParams {
  return Object.fromEntries(
    Object.entries(request).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  )
}

function stringFields(form: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** client_secret_basic (the Authorization header) or client_secret_post (the body), as Google accepts both. */
function clientCredentials(authorization: string | undefined, form: Record<string, string>): { id: string; secret: string } | null {
  const basic = /^Basic (.+)$/i.exec(authorization ?? '')?.[1]
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8')
    const separator = decoded.indexOf(':')
    if (separator < 0) return null
    return { id: decodeURIComponent(decoded.slice(0, separator)), secret: decodeURIComponent(decoded.slice(separator + 1)) }
  }
  if (form.client_id && form.client_secret) return { id: form.client_id, secret: form.client_secret }
  return null
}

/** Google's subject is a stable number per account: here derived from the address, so one address is one account. */
function subjectOf(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest()
  return `1${digest.readBigUInt64BE(0).toString().padStart(20, '0')}`
}

function halfHash(token: string): string {
  const digest = createHash('sha256').update(token).digest()
  return digest.subarray(0, digest.length / 2).toString('base64url')
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url')
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function pruneExpired(codes: Map<string, PendingCode>, at: number): void {
  for (const [code, pending] of codes) if (pending.expiresAt < at) codes.delete(code)
}
