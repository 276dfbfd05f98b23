import { describe, expect, it } from 'vitest'
import { validatePhoneCode, validateEmail, validateSignInPassword } from '#core/auth/validation.ts'
import { check, isSubmitBlocked, resultsOf, startLiveValidation, typedIn, type FieldRules } from './live-validation.ts'

type CodeForm = { code: string }
const codeRules: FieldRules<CodeForm> = { code: (value) => validatePhoneCode(value) }

type SignInForm = { email: string; password: string }
const signInRules: FieldRules<SignInForm> = {
  email: (value) => validateEmail(value),
  password: (value) => validateSignInPassword(value),
}

describe('the live validation of useAppForm', () => {
  it('lets Verify submit when it is clicked within the debounce after typing the code (issue 18)', () => {
    // The code typed in one go: its check waits 300 ms, and nothing disables the button meanwhile:
    // the submit checks the code as it is now, at once.
    const typing = typedIn(startLiveValidation<CodeForm>({ code: '' }), 'code')
    expect(isSubmitBlocked(typing, codeRules, { code: '123456' })).toBe(false)
  })

  it('lets Sign in submit within the debounce after the password was typed', () => {
    let state = startLiveValidation<SignInForm>({ email: '', password: '' })
    state = check(typedIn(state, 'email'), { email: 'asha@example.com', password: '' }, ['email'])
    state = typedIn(state, 'password')
    expect(isSubmitBlocked(state, signInRules, { email: 'asha@example.com', password: 'Kq7#vLm2' })).toBe(false)
  })

  it("shows a typed field's result only from the check after the typing, never the result of the value before it", () => {
    // The first keystroke showed 'Password is required' (the empty value's result) until the field was
    // left; that line going away moved the Sign in button between press and release on a phone.
    const typing = typedIn(startLiveValidation<SignInForm>({ email: '', password: '' }), 'password')
    expect(resultsOf(typing, signInRules)).toEqual({})
    const paused = check(typing, { email: '', password: 'Kq7#vLm2' })
    expect(resultsOf(paused, signInRules).password?.severity).not.toBe('error')
    expect(Object.keys(resultsOf(paused, signInRules))).toEqual(['password'])
  })

  it('disables the submit while a shown result of the current values is an error', () => {
    const state = check(typedIn(startLiveValidation<CodeForm>({ code: '' }), 'code'), { code: '12' })
    expect(resultsOf(state, codeRules).code?.severity).toBe('error')
    expect(isSubmitBlocked(state, codeRules, { code: '12' })).toBe(true)
    const fixed = check(state, { code: '123456' })
    expect(resultsOf(fixed, codeRules).code?.severity).toBe('success')
    expect(isSubmitBlocked(fixed, codeRules, { code: '123456' })).toBe(false)
  })

  it('shows nothing for a field not yet typed in or left, and every field after a refused submit', () => {
    const untouched = startLiveValidation<SignInForm>({ email: '', password: '' })
    expect(resultsOf(untouched, signInRules)).toEqual({})
    expect(isSubmitBlocked(untouched, signInRules, { email: '', password: '' })).toBe(false)
    const submitted = check(untouched, { email: '', password: '' }, ['email', 'password'])
    expect(Object.keys(resultsOf(submitted, signInRules)).sort()).toEqual(['email', 'password'])
    expect(isSubmitBlocked(submitted, signInRules, { email: '', password: '' })).toBe(true)
  })
})
