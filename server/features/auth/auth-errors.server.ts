import type { AuthErrorReason } from '#core/auth/auth-errors.ts'
import type { ApiError } from '#core/errors/api-error.schema.ts'
import { codeForStatus, errorCatalogue, type ErrorCode } from '#core/errors/codes.ts'
import { englishMessage } from '#core/errors/error-text.server.ts'
import { isErrorReason, isReasonOf } from '#core/errors/reasons.ts'

/**
 * better-auth's failures in our one wire shape (CONVENTIONS §8): `{ error: { code, message, retryable,
 * reason? } }`. The reason is spec 000 §8's, a reason of the error catalogue (core/errors/reasons.ts),
 * and the message its English (core/errors/error-text.server.ts); 'unknown' sends no reason and the
 * code's own text;
 * nothing of better-auth's own body (its code names, its English, the fields it echoes) reaches the
 * browser. Its codes are listed in @better-auth/core's error/codes and the phone plugin's error-codes.
 */

export interface AuthFailure {
  status: number
  body: ApiError
}

interface Mapping {
  reason: AuthErrorReason
  code: ErrorCode
}

const invalidCredentials: Mapping = { reason: 'invalid_credentials', code: 'AUTH_INVALID_CREDENTIALS' }
const invalidCode: Mapping = { reason: 'invalid_code', code: 'AUTH_INVALID_CREDENTIALS' }
const alreadyRegistered: Mapping = { reason: 'user_already_registered', code: 'VALIDATION_INVALID_FORMAT' }
const refused: Mapping = { reason: 'unknown', code: 'PERMISSION_DENIED' }

/** better-auth's code → our reason and catalogue code. A code not listed falls back on the status. */
const byBetterAuthCode: Readonly<Record<string, Mapping>> = {
  INVALID_EMAIL_OR_PASSWORD: invalidCredentials,
  INVALID_PASSWORD: invalidCredentials,
  INVALID_PHONE_NUMBER_OR_PASSWORD: invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: invalidCredentials,
  USER_NOT_FOUND: invalidCredentials,
  EMAIL_NOT_VERIFIED: { reason: 'email_not_confirmed', code: 'PERMISSION_DENIED' },
  USER_ALREADY_EXISTS: alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: alreadyRegistered,
  PASSWORD_TOO_SHORT: { reason: 'password_too_short', code: 'VALIDATION_MIN_LENGTH' },
  PASSWORD_TOO_LONG: { reason: 'unknown', code: 'VALIDATION_MAX_LENGTH' },
  INVALID_EMAIL: { reason: 'invalid_email', code: 'VALIDATION_INVALID_EMAIL' },
  INVALID_PHONE_NUMBER: { reason: 'code_send_failed', code: 'VALIDATION_INVALID_PHONE' },
  PHONE_NUMBER_EXIST: { reason: 'unknown', code: 'VALIDATION_INVALID_PHONE' },
  INVALID_OTP: invalidCode,
  OTP_EXPIRED: invalidCode,
  OTP_NOT_FOUND: invalidCode,
  // The code is spent after too many wrong tries: a new one has to be sent.
  TOO_MANY_ATTEMPTS: { reason: 'too_many_requests', code: 'API_RATE_LIMITED' },
  SESSION_EXPIRED: { reason: 'session_expired', code: 'AUTH_SESSION_EXPIRED' },
  INVALID_TOKEN: { reason: 'unknown', code: 'AUTH_TOKEN_EXPIRED' },
  TOKEN_EXPIRED: { reason: 'unknown', code: 'AUTH_TOKEN_EXPIRED' },
  INVALID_ORIGIN: refused,
  MISSING_OR_NULL_ORIGIN: refused,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: refused,
  INVALID_CALLBACK_URL: refused,
  INVALID_REDIRECT_URL: refused,
  INVALID_ERROR_CALLBACK_URL: refused,
  INVALID_NEW_USER_CALLBACK_URL: refused,
  // Ours, thrown by the session and user hooks of auth.ts (decision 071).
  ACCOUNT_DISABLED: { reason: 'account_disabled', code: 'PERMISSION_DENIED' },
  SIGN_UPS_CLOSED: { reason: 'sign_ups_closed', code: 'PERMISSION_DENIED' },
}

/** What better-auth's error body says, read without trusting its shape. */
export function readBetterAuthCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null
  return typeof body.code === 'string' ? body.code : null
}

/** better-auth's body validation names the field first: "[body.email] Invalid email address". */
function readInvalidField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body) || typeof body.message !== 'string') return null
  return /^\[body\.([A-Za-z]+)\]/.exec(body.message)?.[1] ?? null
}

function mappingFor(status: number, body: unknown): Mapping {
  const betterAuthCode = readBetterAuthCode(body)
  const known = betterAuthCode === null ? undefined : byBetterAuthCode[betterAuthCode]
  if (known) return known
  if (betterAuthCode === 'VALIDATION_ERROR' && readInvalidField(body) === 'email') return byBetterAuthCode.INVALID_EMAIL ?? refused
  if (status === 401) return { reason: 'session_expired', code: 'AUTH_REQUIRED' }
  if (status === 429) return { reason: 'too_many_requests', code: 'API_RATE_LIMITED' }
  return { reason: 'unknown', code: codeForStatus(status) }
}

/** Our answer for a reason we decide ourselves (throttling, common passwords, a taken address). */
export function authFailure(reason: AuthErrorReason, code: ErrorCode): AuthFailure {
  const known = isErrorReason(reason) && isReasonOf(code, reason) ? reason : undefined
  return {
    status: errorCatalogue[code].status,
    body: {
      error: {
        code,
        message: englishMessage({ code, reason: known }),
        retryable: errorCatalogue[code].retryable,
        ...(known === undefined ? {} : { reason: known }),
      },
    },
  }
}

/** better-auth's failure (its status and parsed body, null when it had none) in our shape. */
export function fromBetterAuthFailure(status: number, body: unknown): AuthFailure {
  const { reason, code } = mappingFor(status, body)
  return authFailure(reason, code)
}
