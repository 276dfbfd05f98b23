/** Session and code lifetimes (DESIGN.md Security). */

/** A session unused this long ends (better-auth slides the expiry forward once a day while it is used). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60
/** However active, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000
/** Phone codes: 6 digits, 10 minutes, single-use (spec 000 §9, DESIGN.md Security). */
export const PHONE_CODE_LENGTH = 6
export const PHONE_CODE_TTL_SECONDS = 10 * 60
export const PHONE_CODE_ATTEMPTS = 3
export const GOOGLE_PROVIDER_ID = 'google'
export const AUTH_BASE_PATH = '/api/auth'
/** Throttling (DESIGN.md Security): per client address, per account, per phone number. */
export const IP_ATTEMPTS_PER_MINUTE = 10
/** Google's answers carry a code or token Google issued and signs: nothing to guess, so only a bound on abuse. */
export const OAUTH_ATTEMPTS_PER_MINUTE = 60
export const ACCOUNT_ATTEMPTS_PER_HOUR = 100
export const FAILURES_BEFORE_DELAY = 5
export const FAILURE_DELAY_CAP_SECONDS = 15 * 60
export const PHONE_CODES_PER_HOUR = 5
/**
 * Messages to one e-mail address or phone number in any hour (issue 18: mail bombing), counted over
 * what the outbox holds for it: verification and reset e-mails and phone codes are not written past
 * it, and the request is answered as if they had been. Enough for a person who asks again a few times;
 * the spec sets no number (decision 036).
 */
export const MESSAGES_PER_RECIPIENT_PER_HOUR = 5
/** The prefix of every sign-in cookie: `__Host-` behind HTTPS (Secure, Path=/, no Domain), bare on plain HTTP. */
export function sessionCookiePrefix(isHttps: boolean): string {
  return isHttps ? '__Host-jobyatra' : 'jobyatra'
}
