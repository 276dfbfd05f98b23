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
