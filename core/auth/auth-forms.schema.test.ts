import { describe, expect, it } from 'vitest'
import {
  newPasswordFormSchema,
  passwordResetRequestFormSchema,
  phoneCodeFormSchema,
  phoneNumberFormSchema,
  phoneNumberRequestSchema,
  phoneVerifyRequestSchema,
  resetPasswordRequestSchema,
  signInFormSchema,
  signInRequestSchema,
  signUpFormSchema,
  signUpRequestSchema,
} from './auth-forms.schema.ts'

function issues(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('signUpFormSchema', () => {
  it('accepts a one-word name and a letters-only password (warnings, not errors)', () => {
    const parsed = signUpFormSchema.parse({
      fullName: ' Priya ',
      email: ' priya@example.com ',
      password: 'sunshine',
      confirmPassword: 'sunshine',
    })
    expect(parsed).toEqual({ fullName: 'Priya', email: 'priya@example.com', password: 'sunshine', confirmPassword: 'sunshine' })
  })

  it('names each refused field by its rule', () => {
    expect(issues(signUpFormSchema.safeParse({ fullName: 'P', email: 'priya', password: 'abc', confirmPassword: 'abd' }))).toEqual({
      fullName: 'nameTooShort',
      email: 'emailFormat',
      password: 'passwordTooShort',
      confirmPassword: 'passwordsMismatch',
    })
    expect(issues(signUpFormSchema.safeParse({ fullName: '', email: '', password: '', confirmPassword: '' }))).toEqual({
      fullName: 'required',
      email: 'required',
      password: 'required',
      confirmPassword: 'confirmRequired',
    })
  })
})

describe('signInFormSchema', () => {
  it('requires e-mail and password only', () => {
    expect(signInFormSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
    expect(issues(signInFormSchema.safeParse({ email: '', password: '' }))).toEqual({ email: 'required', password: 'required' })
  })
})

describe('phone forms', () => {
  it('parses the displayed number to +91 and refuses the rest', () => {
    expect(phoneNumberFormSchema.parse({ phone: '98765 43210' })).toEqual({ phone: '+919876543210' })
    expect(issues(phoneNumberFormSchema.safeParse({ phone: '58765 43210' }))).toEqual({ phone: 'phoneStart' })
    expect(issues(phoneNumberFormSchema.safeParse({ phone: '98765' }))).toEqual({ phone: 'phoneTenDigits' })
  })

  it('wants a 6-digit code', () => {
    expect(phoneCodeFormSchema.parse({ code: '123456' })).toEqual({ code: '123456' })
    expect(issues(phoneCodeFormSchema.safeParse({ code: '' }))).toEqual({ code: 'required' })
  })
})

describe('password reset forms', () => {
  it('requests with an e-mail and sets a confirmed new password', () => {
    expect(passwordResetRequestFormSchema.safeParse({ email: 'x' }).success).toBe(false)
    expect(newPasswordFormSchema.safeParse({ password: 'newpass1', confirmPassword: 'newpass1' }).success).toBe(true)
    expect(issues(newPasswordFormSchema.safeParse({ password: 'newpass1', confirmPassword: 'newpass2' }))).toEqual({
      confirmPassword: 'passwordsMismatch',
    })
  })
})

describe('the request bodies the server checks', () => {
  it('sign-up and sign-in', () => {
    expect(
      signUpRequestSchema.safeParse({ name: 'Priya Sharma', email: 'p@example.com', password: 'secret1', callbackURL: '/' }).success,
    ).toBe(true)
    expect(signUpRequestSchema.safeParse({ name: 'P', email: 'p@example.com', password: 'secret1' }).success).toBe(false)
    expect(signUpRequestSchema.safeParse({ name: 'Priya', email: 'p@example.com', password: 'short' }).success).toBe(false)
    expect(signInRequestSchema.safeParse({ email: 'p@example.com', password: '' }).success).toBe(false)
  })

  it('phone numbers are +91 and 10 digits starting 6-9', () => {
    expect(phoneNumberRequestSchema.safeParse({ phoneNumber: '+919876543210' }).success).toBe(true)
    for (const phoneNumber of ['9876543210', '+915876543210', '+91987654321', '+9198765432100', '+14155550100']) {
      expect(phoneNumberRequestSchema.safeParse({ phoneNumber }).success, phoneNumber).toBe(false)
    }
    expect(phoneVerifyRequestSchema.safeParse({ phoneNumber: '+919876543210', code: '12345' }).success).toBe(false)
  })

  it('a reset needs a token and a valid new password', () => {
    expect(resetPasswordRequestSchema.safeParse({ newPassword: 'secret1', token: 'abc' }).success).toBe(true)
    expect(resetPasswordRequestSchema.safeParse({ newPassword: 'secret1', token: '' }).success).toBe(false)
  })
})
