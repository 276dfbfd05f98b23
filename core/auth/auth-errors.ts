/**
 * The sign-in and sign-up error catalogue of spec 000 §8, keyed by the reason the server gives. The
 * server answers every /api/auth failure as `{ error: { code, message, retryable, reason } }`
 * (server/features/auth/auth-errors.server.ts maps better-auth's codes to these reasons); the
 * browser shows the message of the reason in the reader's language (auth:errors.<reason>).
 * English messages here are the spec's, exactly.
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
  'unknown',
] as const
export type AuthErrorReason = (typeof authErrorReasons)[number]

export function isAuthErrorReason(value: unknown): value is AuthErrorReason {
  return typeof value === 'string' && (authErrorReasons as readonly string[]).includes(value)
}

/** Spec 000 §8's shown text for each reason (English; Hindi in the auth namespace). */
export const authErrorMessages: Record<AuthErrorReason, string> = {
  invalid_credentials: 'Invalid email or password. Please try again.',
  email_not_confirmed: 'Please check your email and click the verification link.',
  too_many_requests: 'Too many sign-in attempts. Please wait a moment and try again.',
  user_already_registered: 'An account with this email already exists. Try signing in instead.',
  password_too_short: 'Password must be at least 6 characters long',
  password_common: 'This password is too common and easy to guess. Please choose a different one.',
  invalid_email: 'Please check your email format',
  google_failed: 'Google sign-in failed. Please try again.',
  invalid_code: 'Invalid verification code. Please try again.',
  code_send_failed: 'Failed to send verification code. Please check your phone number.',
  session_expired: 'Your session has expired. Please sign in again.',
  reset_link_invalid: 'This password reset link is invalid or has expired. Please request a new one.',
  unknown: 'Authentication failed. Please try again.',
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
