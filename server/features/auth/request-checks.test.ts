import { describe, expect, it } from 'vitest'
import { checkAuthRequest } from './request-checks.server.ts'

describe('checkAuthRequest', () => {
  it('passes bodies the forms would send, and paths without a schema', () => {
    expect(checkAuthRequest('/sign-up/email', { name: 'Asha Rao', email: 'asha@example.com', password: 'mango42!' })).toBeNull()
    expect(checkAuthRequest('/phone-number/send-otp', { phoneNumber: '+919876543210' })).toBeNull()
    expect(checkAuthRequest('/get-session', null)).toBeNull()
  })

  it("refuses what the forms refuse, with the spec's messages per field", () => {
    const shortPassword = checkAuthRequest('/sign-up/email', { name: 'Asha Rao', email: 'asha@example.com', password: 'abc' })
    expect(shortPassword?.status).toBe(400)
    expect(shortPassword?.body.error).toMatchObject({
      code: 'VALIDATION_MIN_LENGTH',
      reason: 'password_too_short',
      fields: [{ path: 'password', message: 'Password must be at least 6 characters long' }],
    })
    const badEmail = checkAuthRequest('/sign-in/email', { email: 'asha@', password: 'whatever1' })
    expect(badEmail?.body.error).toMatchObject({ code: 'VALIDATION_INVALID_EMAIL', reason: 'invalid_email' })
    expect(badEmail?.body.error.fields).toEqual([{ path: 'email', message: 'Please check your email format' }])
    const landline = checkAuthRequest('/phone-number/send-otp', { phoneNumber: '+915876543210' })
    expect(landline?.body.error.code).toBe('VALIDATION_INVALID_PHONE')
    expect(checkAuthRequest('/sign-up/email', { name: 'A', email: 'a@example.com', password: 'mango42!' })?.body.error.fields).toEqual([
      { path: 'name', message: 'Must be at least 2 characters' },
    ])
  })
})

describe('checkAuthRequest messages', () => {
  it('fills in the numbers the rule names, whichever they are', () => {
    const shortCode = checkAuthRequest('/phone-number/verify', { phoneNumber: '+919876543210', code: '123' })
    expect(shortCode?.body.error.fields?.[0]?.message).not.toMatch(/\{\{/u)
    expect(shortCode?.body.error.fields?.[0]).toEqual({ path: 'code', message: 'Please enter at least 6 characters' })
  })
})
