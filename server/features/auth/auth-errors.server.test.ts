import { describe, expect, it } from 'vitest'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { authFailure, fromBetterAuthFailure } from './auth-errors.server.ts'

/** better-auth's failures → spec 000 §8's reasons and exact English, in our wire shape. */
describe('fromBetterAuthFailure', () => {
  it.each([
    [
      401,
      'INVALID_EMAIL_OR_PASSWORD',
      401,
      'AUTH_INVALID_CREDENTIALS',
      'invalid_credentials',
      'Invalid email or password. Please try again.',
    ],
    [
      401,
      'INVALID_PHONE_NUMBER_OR_PASSWORD',
      401,
      'AUTH_INVALID_CREDENTIALS',
      'invalid_credentials',
      'Invalid email or password. Please try again.',
    ],
    [
      403,
      'EMAIL_NOT_VERIFIED',
      403,
      'PERMISSION_DENIED',
      'email_not_confirmed',
      'Please check your email and click the verification link.',
    ],
    [
      422,
      'USER_ALREADY_EXISTS',
      400,
      'VALIDATION_INVALID_FORMAT',
      'user_already_registered',
      'An account with this email already exists. Try signing in instead.',
    ],
    [
      422,
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      400,
      'VALIDATION_INVALID_FORMAT',
      'user_already_registered',
      'An account with this email already exists. Try signing in instead.',
    ],
    [400, 'PASSWORD_TOO_SHORT', 400, 'VALIDATION_MIN_LENGTH', 'password_too_short', 'Password must be at least 6 characters long'],
    [400, 'INVALID_EMAIL', 400, 'VALIDATION_INVALID_EMAIL', 'invalid_email', 'Please check your email format'],
    [400, 'INVALID_OTP', 401, 'AUTH_INVALID_CREDENTIALS', 'invalid_code', 'Invalid verification code. Please try again.'],
    [400, 'OTP_EXPIRED', 401, 'AUTH_INVALID_CREDENTIALS', 'invalid_code', 'Invalid verification code. Please try again.'],
    [400, 'OTP_NOT_FOUND', 401, 'AUTH_INVALID_CREDENTIALS', 'invalid_code', 'Invalid verification code. Please try again.'],
    [
      403,
      'TOO_MANY_ATTEMPTS',
      429,
      'API_RATE_LIMITED',
      'too_many_requests',
      'Too many sign-in attempts. Please wait a moment and try again.',
    ],
    [
      400,
      'INVALID_PHONE_NUMBER',
      400,
      'VALIDATION_INVALID_PHONE',
      'code_send_failed',
      'Failed to send verification code. Please check your phone number.',
    ],
    [401, 'SESSION_EXPIRED', 401, 'AUTH_SESSION_EXPIRED', 'session_expired', 'Your session has expired. Please sign in again.'],
  ] as const)('%i %s → %i %s %s', (status, betterAuthCode, ourStatus, code, reason, message) => {
    const failure = fromBetterAuthFailure(status, { code: betterAuthCode, message: 'better-auth English' })
    expect(failure).toEqual({ status: ourStatus, body: { error: { code, reason, message, retryable: false } } })
    expect(apiErrorSchema.safeParse(failure.body).success).toBe(true)
  })

  it("reads better-auth's body validation of the address as invalid_email", () => {
    const failure = fromBetterAuthFailure(400, { code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address' })
    expect(failure.body.error.reason).toBe('invalid_email')
  })

  it('falls back on the status for anything else, with our status text and nothing of the body', () => {
    expect(fromBetterAuthFailure(404, null)).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'The requested resource was not found.', retryable: false } },
    })
    const odd = fromBetterAuthFailure(400, { code: 'SOMETHING_NEW', message: 'secret detail' })
    expect(odd.body.error).toEqual({
      code: 'VALIDATION_INVALID_FORMAT',
      message: 'Please check your input and try again.',
      retryable: false,
    })
    expect(JSON.stringify(odd)).not.toMatch(/SOMETHING_NEW|secret detail/)
    expect(fromBetterAuthFailure(500, { message: 'stack' }).body.error).toMatchObject({ code: 'SERVER_INTERNAL_ERROR' })
    expect(fromBetterAuthFailure(500, { message: 'stack' }).body.error).not.toHaveProperty('reason')
    expect(fromBetterAuthFailure(401, null).body.error).toMatchObject({ code: 'AUTH_REQUIRED', reason: 'session_expired' })
  })

  it('builds our own refusals with the reason text', () => {
    expect(authFailure('password_common', 'VALIDATION_INVALID_FORMAT').body.error.message).toBe(
      'This password is too common and easy to guess. Please choose a different one.',
    )
  })
})
