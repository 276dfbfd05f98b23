import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { AUTH_BODY_LIMIT_BYTES, authEndpoints } from '#core/auth/auth.endpoints.ts'
import { limitBody } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { rejectControlCharacters } from '#server/lib/text-guard.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { CLIENT_IP_HEADER } from './auth.ts'
import { authFailure, fromBetterAuthFailure, readBetterAuthCode, type AuthFailure } from './auth-errors.server.ts'
import { isCommonPassword } from './common-passwords.ts'
import { checkAuthRequest } from './request-checks.server.ts'
import { AUTH_BASE_PATH } from './constants.ts'
import type { AuthService } from './service.ts'
import { accountKeyOfUser, fingerprint, type AccountKey, type IpAction, type Limited } from './throttle.ts'
import { hasSessionCookie } from './viewer.ts'

/**
 * Every better-auth endpoint that sends a message, creates an account or checks a password, code or
 * token, with the client-address count it is held to; and for those that prove a password, where the
 * account comes from (the typed e-mail or phone number, or the signed-in session), so that every way
 * of proving a password shares the per-account limits (decision 020). `throttle-coverage.test.ts`
 * fails when better-auth offers an endpoint taking a password, code or token that is not listed here.
 */
interface Guard {
  ip: IpAction
  account?: 'email' | 'phoneNumber' | 'session'
}

export const guardedEndpoints: Readonly<Record<string, Guard>> = {
  '/sign-in/email': { ip: 'sign-in', account: 'email' },
  '/sign-in/phone-number': { ip: 'sign-in', account: 'phoneNumber' },
  '/change-password': { ip: 'sign-in', account: 'session' },
  '/verify-password': { ip: 'sign-in', account: 'session' },
  '/delete-user': { ip: 'sign-in', account: 'session' },
  '/sign-up/email': { ip: 'sign-up' },
  '/phone-number/send-otp': { ip: 'otp-send' },
  '/phone-number/request-password-reset': { ip: 'otp-send' },
  '/phone-number/verify': { ip: 'otp-verify' },
  '/phone-number/reset-password': { ip: 'otp-verify' },
  '/reset-password': { ip: 'link-token' },
  '/reset-password/:token': { ip: 'link-token' },
  '/verify-email': { ip: 'link-token' },
  '/delete-user/callback': { ip: 'link-token' },
  '/sign-in/social': { ip: 'oauth' },
  '/link-social': { ip: 'oauth' },
  '/callback/:id': { ip: 'oauth' },
  '/request-password-reset': { ip: 'email-send' },
  '/send-verification-email': { ip: 'email-send' },
  '/change-email': { ip: 'email-send' },
}

/** The guard of a request's path: listed as it is, or by its pattern (`/reset-password/<token>`). */
function guardFor(path: string): Guard | undefined {
  const exact = guardedEndpoints[path]
  if (exact) return exact
  if (path.startsWith('/reset-password/')) return guardedEndpoints['/reset-password/:token']
  if (path.startsWith('/callback/')) return guardedEndpoints['/callback/:id']
  return undefined
}

/**
 * better-auth endpoints the product does not offer: the first four take or return a session's or a
 * provider's token, which never reach JavaScript (decision 018; a session is ended by its id through
 * /api/account/sessions); /update-user would change the name around the profile's rules
 * (PATCH /api/account/profile is the way).
 */
const closedEndpoints = new Set(['/revoke-session', '/get-access-token', '/refresh-token', '/account-info', '/update-user'])

/** better-auth's answers that mean the password proved was wrong. */
const wrongPasswordCodes = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PHONE_NUMBER_OR_PASSWORD', 'INVALID_PASSWORD'])

/** Endpoints that set a new password, and the body field that carries it. */
const newPasswordFields: Readonly<Record<string, string>> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/phone-number/reset-password': 'newPassword',
}

/**
 * Endpoints whose change and the message it causes commit together (decision 036). better-auth
 * commits its change (the new account, the reset token, the phone code) before it calls the send
 * hook, so the route opens one transaction around the whole request: better-auth's own becomes a
 * savepoint in it, the hook writes the message in it, and an answer of 5xx rolls it all back. Only
 * endpoints that call no outside service and make no session belong here: a new session runs the
 * admin feature's ADMIN_EMAILS hook on its own connection, which on PGlite would wait for this
 * transaction forever. Verification e-mails asked for again (sign-in, send-verification-email)
 * change nothing but the outbox, so their message is a transaction of its own.
 */
const transactionalPaths = new Set(['/sign-up/email', '/request-password-reset', '/phone-number/send-otp'])

/** Endpoints that act on the signed-in session: none of them honours a session past the absolute time-out. */
const sessionPaths = new Set([
  '/get-session',
  '/change-password',
  '/change-email',
  '/update-user',
  '/delete-user',
  '/verify-password',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/list-accounts',
  '/link-social',
  '/unlink-account',
])

/** Each declared endpoint's body limit (core/auth/auth.endpoints.ts) by its path under /api; any other better-auth endpoint takes AUTH_BODY_LIMIT_BYTES. */
const declaredLimits = new Map(
  Object.values(authEndpoints).map((endpoint) => [`${endpoint.base}${endpoint.path}`, limitBody(endpoint.bodyLimit)]),
)
const defaultLimit = limitBody(AUTH_BODY_LIMIT_BYTES)

type Body = Record<string, unknown>

interface Attempt {
  path: string
  ip: string
  body: Body | null
  /** The fingerprint of the e-mail or phone number the attempt names (logs carry no address). */
  account: string | null
  guard: Guard | undefined
}

/**
 * better-auth's endpoints under /api/auth (sign-up, sign-in, verification, reset, phone codes, Google,
 * sessions), wrapped in the rules the server enforces around them (DESIGN.md Security): throttling per
 * client address, account and phone number; common passwords refused; 'already registered' said
 * (spec 000 §8); every password change ends the other sessions; the absolute session time-out; every
 * failure in our error shape with the spec's reason; every attempt logged without the address itself.
 * The client's address reaches better-auth in a header only the server sets.
 */
export function createAuthRoutes(service: AuthService): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>()
  const { throttle } = service

  /**
   * The account a password proof is about: named by the typed e-mail or phone number, or the
   * signed-in session's. Reading the session also applies the absolute time-out, which better-auth
   * has no option for: a session older than 30 days ends here, so better-auth then finds none.
   */
  async function accountOf(attempt: Attempt, headers: Headers): Promise<AccountKey | null> {
    const readsSession = attempt.guard?.account === 'session' || sessionPaths.has(attempt.path)
    const state = readsSession && hasSessionCookie(headers) ? await service.readViewer(headers) : null
    switch (attempt.guard?.account) {
      case 'email': {
        const email = readString(attempt.body, 'email')
        return email ? throttle.accountOf({ email }) : null
      }
      case 'phoneNumber': {
        const phoneNumber = readString(attempt.body, 'phoneNumber')
        return phoneNumber ? throttle.accountOf({ phoneNumber }) : null
      }
      case 'session':
        return state?.kind === 'signed-in' ? accountKeyOfUser(state.viewer.userId) : null
      case undefined:
        return null
    }
  }

  async function refuseBefore(attempt: Attempt, accountKey: AccountKey | null): Promise<AuthFailure | Limited | null> {
    if (attempt.guard) {
      const limited = await throttle.hitIp(attempt.guard.ip, attempt.ip)
      if (limited) return limited
    }
    if (accountKey) {
      const limited = (await throttle.hitAccount(accountKey)) ?? (await throttle.accountDelay(accountKey))
      if (limited) return limited
    }
    const { body } = attempt
    const phoneNumber = readString(body, 'phoneNumber')
    if (attempt.guard?.ip === 'otp-send' && phoneNumber) {
      const limited = await throttle.hitPhone(phoneNumber)
      if (limited) return limited
    }
    const invalid = checkAuthRequest(attempt.path, body)
    if (invalid) return invalid
    const passwordField = newPasswordFields[attempt.path]
    const password = passwordField ? readString(body, passwordField) : null
    if (password !== null && isCommonPassword(password)) return authFailure('password_common', 'VALIDATION_INVALID_FORMAT')
    const email = readString(body, 'email')
    if (attempt.path === '/sign-up/email' && email && (await service.isEmailRegistered(email))) {
      return authFailure('user_already_registered', 'VALIDATION_INVALID_FORMAT')
    }
    return null
  }

  /**
   * Whether this sign-up lost a race with another of the same address that passed the taken-address
   * check beside it (issue 18): on PostgreSQL the loser's insert hits the unique index and better-auth
   * answers FAILED_TO_CREATE_USER; on PGlite, which runs one transaction at a time, better-auth finds
   * the winner's row and answers its made-up duplicate user. Either way the address is now taken by
   * another account.
   */
  async function isLostSignUpRace(attempt: Attempt, response: Response): Promise<boolean> {
    const email = readString(attempt.body, 'email')
    if (attempt.path !== '/sign-up/email' || !email) return false
    if (response.status >= 500) return false
    const body = await readJson(response.clone())
    if (response.status >= 400 && readBetterAuthCode(body) !== 'FAILED_TO_CREATE_USER') return false
    const registered = await service.registeredUserId(email)
    return registered !== null && registered !== answeredUserId(body)
  }

  /** A proved password starts the account's failures again; a wrong one counts. */
  async function recordAfter(accountKey: AccountKey | null, response: Response, failureCode: string | null): Promise<void> {
    if (!accountKey) return
    if (response.ok) await throttle.resetFailures(accountKey)
    else if (failureCode !== null && wrongPasswordCodes.has(failureCode)) await throttle.recordFailure(accountKey)
  }

  // Before anything reads the body: a sign-in body over its limit is refused with 413 unread (issue 18).
  router.use('/*', (c, next) => (declaredLimits.get(c.req.path.slice('/api'.length)) ?? defaultLimit)(c, next))
  router.use('/*', rejectControlCharacters)

  router.on(['GET', 'POST'], '/*', async (c) => {
    const request = c.req.raw
    const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length)
    if (closedEndpoints.has(path)) throw new AppError('NOT_FOUND')
    const bodyBytes = request.method === 'POST' ? await request.arrayBuffer() : null
    const body = parseBody(bodyBytes)
    const attempt: Attempt = { path, ip: c.get('clientIp'), body, account: fingerprintOf(body), guard: guardFor(path) }
    // better-auth reads any body as an object; JSON that is not one (null, an array, a string) made it fail with a 500.
    const isJson = request.headers.get('content-type')?.includes('json') ?? false
    if (isJson && bodyBytes !== null && bodyBytes.byteLength > 0 && body === null) {
      const failure = authFailure('unknown', 'VALIDATION_INVALID_FORMAT')
      return c.json(failure.body, toStatus(failure.status))
    }
    const accountKey = await accountOf(attempt, request.headers)

    const refusal = await refuseBefore(attempt, accountKey)
    if (refusal) {
      const failure = 'status' in refusal ? refusal : authFailure('too_many_requests', 'API_RATE_LIMITED')
      logAttempt(c, attempt, failure.status, failure.body.error.reason ?? 'unknown')
      const response = c.json(failure.body, toStatus(failure.status))
      if ('retryAfterSeconds' in refusal) response.headers.set('Retry-After', String(refusal.retryAfterSeconds))
      return response
    }

    // better-auth's account hook answers from this read: it runs inside better-auth's transaction.
    await service.refreshSwitches()
    const headers = new Headers(request.headers)
    headers.set(CLIENT_IP_HEADER, attempt.ip)
    headers.delete('content-length')
    const forwardedBody = path === '/change-password' && body ? JSON.stringify({ ...body, revokeOtherSessions: true }) : bodyBytes
    const forward = () => service.auth.handler(new Request(request.url, { method: request.method, headers, body: forwardedBody }))
    const response = transactionalPaths.has(path)
      ? await service.transactions.run(forward, { shouldCommit: (answer) => answer.status < 500 })
      : await forward()

    if (await isLostSignUpRace(attempt, response)) {
      // Another sign-up of the address committed first: the same answer as a sign-up of a taken address.
      const failure = authFailure('user_already_registered', 'VALIDATION_INVALID_FORMAT')
      logAttempt(c, attempt, failure.status, 'user_already_registered')
      return c.json(failure.body, toStatus(failure.status))
    }
    if (response.status < 400) {
      await recordAfter(accountKey, response, null)
      if (attempt.guard) logAttempt(c, attempt, response.status, null)
      return withoutTokens(response)
    }
    const betterAuthBody = await readJson(response)
    const failureCode = readBetterAuthCode(betterAuthBody)
    await recordAfter(accountKey, response, failureCode)
    const failure = fromBetterAuthFailure(response.status, betterAuthBody)
    logAttempt(c, attempt, failure.status, failure.body.error.reason ?? 'unknown', failureCode)
    const answer = c.json(failure.body, toStatus(failure.status))
    // A failure may still clear cookies (a session that no longer exists): the browser must get those.
    for (const cookie of response.headers.getSetCookie()) answer.headers.append('Set-Cookie', cookie)
    return answer
  })
  return router
}

/** One log line per sign-in attempt: what, from where, for which account (fingerprint), how it ended. */
function logAttempt(c: Context<AppEnv>, attempt: Attempt, status: number, reason: string | null, providerCode?: string | null): void {
  const level = status >= 500 ? 'error' : 'info'
  c.get('logger')[level](
    { auth: attempt.path, ip: attempt.ip, account: attempt.account, status, reason, providerCode: providerCode ?? undefined },
    'auth attempt',
  )
}

/**
 * better-auth's successful JSON answers without the session token it puts in them (sign-in, phone
 * verification, /get-session, /list-sessions): the token lives in the HttpOnly cookie only, and a
 * session is named by its id.
 */
async function withoutTokens(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response
  const body: unknown = await readJson(response)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(dropTokens(body)), { status: response.status, statusText: response.statusText, headers })
}

function dropTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokens)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, dropTokens(inner)]),
  )
}

function fingerprintOf(body: Body | null): string | null {
  const named = readString(body, 'email') ?? readString(body, 'phoneNumber')
  return named ? fingerprint(named) : null
}

function parseBody(bytes: ArrayBuffer | null): Body | null {
  if (!bytes || bytes.byteLength === 0) return null
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return isBody(parsed) ? parsed : null
  } catch {
    return null
  }
}

function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readString(body: Body | null, field: string): string | null {
  const value = body?.[field]
  return typeof value === 'string' && value !== '' ? value : null
}

/** The user id of a successful sign-up's answer `{ user: { id } }`, or null. */
function answeredUserId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('user' in body)) return null
  const { user } = body
  if (typeof user !== 'object' || user === null || !('id' in user)) return null
  return typeof user.id === 'string' ? user.id : null
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function toStatus(status: number): ContentfulStatusCode {
  return isContentfulStatus(status) ? status : 500
}

function isContentfulStatus(status: number): status is ContentfulStatusCode {
  return status >= 400 && status <= 599
}
