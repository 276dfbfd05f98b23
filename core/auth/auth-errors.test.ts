import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { englishText } from '#core/errors/error-text.server.ts'
import { reasonCodes } from '#core/errors/reasons.ts'
import { authErrorReasons, reasonFromAuthFailure, reasonFromBetterAuthCode, reasonFromProviderMessage } from './auth-errors.ts'

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/locales/en/auth.json'), 'utf8')) as {
  errors: Record<string, string>
}

describe('the spec 000 §8 messages', () => {
  it.each([
    ['invalid_credentials', 'Invalid email or password. Please try again.'],
    ['email_not_confirmed', 'Please check your email and click the verification link.'],
    ['too_many_requests', 'Too many sign-in attempts. Please wait a moment and try again.'],
    ['user_already_registered', 'An account with this email already exists. Try signing in instead.'],
    ['password_too_short', 'Password must be at least 6 characters long'],
    ['google_failed', 'Google sign-in failed. Please try again.'],
    ['invalid_code', 'Invalid verification code. Please try again.'],
    ['code_send_failed', 'Failed to send verification code. Please check your phone number.'],
    ['unknown', 'Authentication failed. Please try again.'],
  ] as const)('%s is "%s" in the en locale', (reason, text) => {
    expect(en.errors[reason]).toBe(text)
    expect(englishText(`auth:errors.${reason}`)).toBe(text)
  })

  it('every reason but the fallback is a reason of the error catalogue', () => {
    for (const reason of authErrorReasons.filter((known) => known !== 'unknown')) expect(Object.keys(reasonCodes)).toContain(reason)
  })
})

describe('reasonFromProviderMessage', () => {
  it.each([
    ['Invalid login credentials', 'invalid_credentials'],
    ['Email not confirmed', 'email_not_confirmed'],
    ['Too many requests', 'too_many_requests'],
    ['User already registered', 'user_already_registered'],
    ['Password should be at least 6 characters', 'password_too_short'],
    ['Something else went wrong', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    ['invalid login credentials', 'unknown'],
  ] as const)('"%s" → %s', (message, reason) => {
    expect(reasonFromProviderMessage(message)).toBe(reason)
  })
})

describe('reasonFromAuthFailure', () => {
  it('prefers the reason of our wire shape', () => {
    const body = { error: { code: 'UNAUTHORIZED', message: 'x', retryable: false, reason: 'email_not_confirmed' } }
    expect(reasonFromAuthFailure(401, body)).toBe('email_not_confirmed')
  })

  it('reads an expired or used reset link from the catalogue code when the reason is unknown', () => {
    const body = { error: { code: 'AUTH_TOKEN_EXPIRED', message: 'x', retryable: false, reason: 'unknown' } }
    expect(reasonFromAuthFailure(400, body)).toBe('reset_link_invalid')
  })

  it("maps better-auth's codes until the server wraps them", () => {
    expect(reasonFromAuthFailure(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })).toBe(
      'invalid_credentials',
    )
    expect(reasonFromAuthFailure(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toBe('email_not_confirmed')
    expect(reasonFromAuthFailure(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe('user_already_registered')
    expect(reasonFromAuthFailure(400, { code: 'INVALID_OTP' })).toBe('invalid_code')
    expect(reasonFromAuthFailure(400, { code: 'INVALID_TOKEN' })).toBe('reset_link_invalid')
    expect(reasonFromBetterAuthCode('toString')).toBeNull()
  })

  it('reads 429 as too many requests, then provider messages, else unknown', () => {
    expect(reasonFromAuthFailure(429, { error: { code: 'RATE_LIMITED', message: 'slow down' } })).toBe('too_many_requests')
    expect(reasonFromAuthFailure(400, { message: 'Invalid login credentials' })).toBe('invalid_credentials')
    expect(reasonFromAuthFailure(500, '<html>')).toBe('unknown')
    expect(reasonFromAuthFailure(502, null)).toBe('unknown')
    expect(reasonFromAuthFailure(400, { error: { reason: 'not-a-reason' } })).toBe('unknown')
  })
})
