import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AuthErrorReason } from '#core/auth/auth-errors.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { CLIENT_IP_HEADER } from './auth.ts'
import { authFailure, fromBetterAuthFailure, readBetterAuthCode, type AuthFailure } from './auth-errors.server.ts'
import { isCommonPassword } from './common-passwords.ts'
import { checkAuthRequest } from './request-checks.server.ts'
import { AUTH_BASE_PATH } from './constants.ts'
import type { AuthService } from './service.ts'
import { fingerprint, type IpAction, type Limited } from './throttle.ts'
import { hasSessionCookie } from './viewer.ts'

/** The endpoints whose every attempt is counted per client address, and under which kind. */
const ipActions: Readonly<Record<string, IpAction>> = {
  '/sign-in/email': 'sign-in',
  '/sign-up/email': 'sign-up',
  '/phone-number/send-otp': 'otp-send',
  '/phone-number/request-password-reset': 'otp-send',
  '/phone-number/verify': 'otp-verify',
  '/phone-number/reset-password': 'otp-verify',
  '/request-password-reset': 'email-send',
  '/send-verification-email': 'email-send',
}

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
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/list-accounts',
  '/link-social',
  '/unlink-account',
])

type Body = Record<string, unknown>

interface Attempt {
  path: string
  ip: string
  body: Body | null
  /** The fingerprint of the e-mail or phone number the attempt names (logs carry no address). */
  account: string | null
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

  async function refuseBefore(attempt: Attempt, headers: Headers): Promise<AuthFailure | Limited | null> {
    const ipAction = ipActions[attempt.path]
    if (ipAction) {
      const limited = await throttle.hitIp(ipAction, attempt.ip)
      if (limited) return limited
    }
    const { body } = attempt
    const email = readString(body, 'email')
    if (attempt.path === '/sign-in/email' && email) {
      const limited = (await throttle.hitAccount(email)) ?? (await throttle.accountDelay(email))
      if (limited) return limited
    }
    const phoneNumber = readString(body, 'phoneNumber')
    if (ipAction === 'otp-send' && phoneNumber) {
      const limited = await throttle.hitPhone(phoneNumber)
      if (limited) return limited
    }
    const invalid = checkAuthRequest(attempt.path, body)
    if (invalid) return invalid
    const passwordField = newPasswordFields[attempt.path]
    const password = passwordField ? readString(body, passwordField) : null
    if (password !== null && isCommonPassword(password)) return authFailure('password_common', 'VALIDATION_INVALID_FORMAT')
    if (attempt.path === '/sign-up/email' && email && (await service.isEmailRegistered(email))) {
      return authFailure('user_already_registered', 'VALIDATION_INVALID_FORMAT')
    }
    // The absolute time-out, which better-auth has no option for: reading the viewer ends a session
    // older than 30 days, so better-auth then finds none (null from /get-session, 401 elsewhere).
    if (sessionPaths.has(attempt.path) && hasSessionCookie(headers)) await service.readViewer(headers)
    return null
  }

  async function recordAfter(attempt: Attempt, response: Response, failureCode: string | null): Promise<void> {
    const email = readString(attempt.body, 'email')
    if (attempt.path !== '/sign-in/email' || !email) return
    if (response.ok) await throttle.resetFailures(email)
    else if (failureCode === 'INVALID_EMAIL_OR_PASSWORD') await throttle.recordFailure(email)
  }

  router.on(['GET', 'POST'], '/*', async (c) => {
    const request = c.req.raw
    const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length)
    const bodyBytes = request.method === 'POST' ? await request.arrayBuffer() : null
    const body = parseBody(bodyBytes)
    const attempt: Attempt = { path, ip: c.get('clientIp'), body, account: accountOf(body) }

    const refusal = await refuseBefore(attempt, request.headers)
    if (refusal) {
      const failure = 'status' in refusal ? refusal : authFailure('too_many_requests', 'API_RATE_LIMITED')
      logAttempt(c, attempt, failure.status, failure.body.error.reason ?? 'unknown')
      const response = c.json(failure.body, toStatus(failure.status))
      if ('retryAfterSeconds' in refusal) response.headers.set('Retry-After', String(refusal.retryAfterSeconds))
      return response
    }

    const headers = new Headers(request.headers)
    headers.set(CLIENT_IP_HEADER, attempt.ip)
    headers.delete('content-length')
    const forwardedBody = path === '/change-password' && body ? JSON.stringify({ ...body, revokeOtherSessions: true }) : bodyBytes
    const forward = () => service.auth.handler(new Request(request.url, { method: request.method, headers, body: forwardedBody }))
    const response = transactionalPaths.has(path)
      ? await service.transactions.run(forward, { shouldCommit: (answer) => answer.status < 500 })
      : await forward()

    if (response.status < 400) {
      await recordAfter(attempt, response, null)
      if (ipActions[path]) logAttempt(c, attempt, response.status, null)
      return response
    }
    const betterAuthBody = await readJson(response)
    const failureCode = readBetterAuthCode(betterAuthBody)
    await recordAfter(attempt, response, failureCode)
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
function logAttempt(
  c: Context<AppEnv>,
  attempt: Attempt,
  status: number,
  reason: AuthErrorReason | null,
  providerCode?: string | null,
): void {
  const level = status >= 500 ? 'error' : 'info'
  c.get('logger')[level](
    { auth: attempt.path, ip: attempt.ip, account: attempt.account, status, reason, providerCode: providerCode ?? undefined },
    'auth attempt',
  )
}

function accountOf(body: Body | null): string | null {
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
