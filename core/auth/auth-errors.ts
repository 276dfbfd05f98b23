/**
 * The sign-in and sign-up reasons of spec 000 §8, as the browser reads them from a failed /api/auth
 * answer. The server answers every /api/auth failure in the one wire shape, `{ error: { code,
 * message, retryable, reason? } }`, its reason one of the error catalogue's (core/errors/reasons.ts)
 * and its message that reason's English in the en locale (auth:errors.<reason>, the one copy); the
 * browser shows the same key in the reader's language. 'unknown' is the browser's name for a failure
 * with no reason of its own ('Authentication failed. Please try again.').
 */

export const authErrorReasons = [
  'invalid_credentials',
  'email_not_confirmed',
  'too_many_requests',
  'user_already_registered',
  'password_too_short',
  'password_common',
  'invalid_email',
  'google_failed',
  'invalid_code',
  'code_send_failed',
  'session_expired',
  'reset_link_invalid',
  'account_disabled',
  'sign_ups_closed',
  'unknown',
] as const
export type AuthErrorReason = (typeof authErrorReasons)[number]

export function isAuthErrorReason(value: unknown): value is AuthErrorReason {
  return typeof value === 'string' && (authErrorReasons as readonly string[]).includes(value)
}

/** Spec 000 §8: the provider's raw messages the generic mapping recognises, by the start of the text. */
const providerMessagePrefixes: ReadonlyArray<[string, AuthErrorReason]> = [
  ['Invalid login credentials', 'invalid_credentials'],
  ['Email not confirmed', 'email_not_confirmed'],
  ['Too many requests', 'too_many_requests'],
  ['User already registered', 'user_already_registered'],
  ['Password should be', 'password_too_short'],
]

/** The reason of a provider message the spec names, else 'unknown' (the fallback message). */
export function reasonFromProviderMessage(message: string | null | undefined): AuthErrorReason {
  if (!message) return 'unknown'
  return providerMessagePrefixes.find(([prefix]) => message.startsWith(prefix))?.[1] ?? 'unknown'
}

/**
 * better-auth's own error codes (its `{ code, message }` answers) as reasons: what the browser reads
 * when the server has not mapped the failure to `{ error: { reason } }` itself.
 */
const betterAuthCodeReasons: Readonly<Record<string, AuthErrorReason>> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  INVALID_PASSWORD: 'invalid_credentials',
  INVALID_PHONE_NUMBER_OR_PASSWORD: 'invalid_credentials',
  USER_NOT_FOUND: 'invalid_credentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid_credentials',
  EMAIL_NOT_VERIFIED: 'email_not_confirmed',
  USER_ALREADY_EXISTS: 'user_already_registered',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'user_already_registered',
  PASSWORD_TOO_SHORT: 'password_too_short',
  INVALID_EMAIL: 'invalid_email',
  INVALID_OTP: 'invalid_code',
  OTP_EXPIRED: 'invalid_code',
  OTP_NOT_FOUND: 'invalid_code',
  TOO_MANY_ATTEMPTS: 'invalid_code',
  INVALID_PHONE_NUMBER: 'code_send_failed',
  INVALID_TOKEN: 'reset_link_invalid',
  TOO_MANY_REQUESTS: 'too_many_requests',
  ACCOUNT_DISABLED: 'account_disabled',
  SIGN_UPS_CLOSED: 'sign_ups_closed',
}

export function reasonFromBetterAuthCode(code: unknown): AuthErrorReason | null {
  if (typeof code !== 'string') return null
  return Object.hasOwn(betterAuthCodeReasons, code) ? (betterAuthCodeReasons[code] ?? null) : null
}

function readProperty(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
  const property: unknown = Reflect.get(value, key)
  return property
}

/**
 * The reason of a failed /api/auth answer: our wire shape's `error.reason` when the server gave one,
 * else better-auth's `code`, else HTTP 429 as too many requests, else a spec provider message the
 * generic mapping knows, else 'unknown' (shown as 'Authentication failed. Please try again.').
 */
export function reasonFromAuthFailure(status: number, body: unknown): AuthErrorReason {
  const error = readProperty(body, 'error')
  const reason = readProperty(error, 'reason')
  // A reset link that is used up or expired: the server's catalogue code says more than 'unknown'.
  if ((reason === 'unknown' || reason === undefined) && readProperty(error, 'code') === 'AUTH_TOKEN_EXPIRED') return 'reset_link_invalid'
  if (isAuthErrorReason(reason)) return reason
  const fromCode = reasonFromBetterAuthCode(readProperty(body, 'code')) ?? reasonFromBetterAuthCode(readProperty(error, 'code'))
  if (fromCode) return fromCode
  if (status === 429) return 'too_many_requests'
  const message = readProperty(body, 'message') ?? readProperty(error, 'message')
  return reasonFromProviderMessage(typeof message === 'string' ? message : null)
}
