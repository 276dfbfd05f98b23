import type { ValidationResult } from '#core/jobs/validation.ts'
import { PHONE_DIGITS, phoneDigits } from './phone.ts'

/**
 * The rules of the sign-in and sign-up forms (spec 000 §5, constants of §9). Plain TypeScript, no
 * text (decision 009): a result names the rule that decided (`code`) and, where the spec gives one,
 * the hint shown under the field (`hint`); the texts are the auth namespace's `validation.<code>`.
 * The forms show these results as the person types (warnings included); the zod schemas of
 * `auth-forms.schema.ts` run the same functions to accept or refuse a whole form, in the browser
 * and on the server.
 */

/** Spec 000 §9. */
export const PASSWORD_MIN_LENGTH = 6
export const SIGN_UP_NAME_MIN_LENGTH = 2
/** '98765 43210': 10 digits and the space (spec 000 §5). */
export const PHONE_DISPLAY_MAX_LENGTH = 11
export const PHONE_CODE_LENGTH = 6
/** Spec 000 §5: field validation waits this long after the last keystroke. */
export const FIELD_VALIDATION_DEBOUNCE_MS = 300
/** Longest accepted e-mail address (RFC 5321) and name: a bound, not a rule of the spec. */
export const EMAIL_MAX_LENGTH = 254
export const NAME_MAX_LENGTH = 100
/** bcrypt-style hashers read at most this many bytes; better-auth refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 128

export const authValidationCodes = [
  'required',
  'emailFormat',
  'emailValid',
  'passwordTooShort',
  'passwordWeak',
  'passwordValid',
  'confirmRequired',
  'passwordsMismatch',
  'confirmValid',
  'nameTooShort',
  'nameSingleWord',
  'nameValid',
  'tooLong',
  'phoneInvalid',
  'phoneValid',
  'phoneTenDigits',
  'phoneStart',
  'codeLength',
  'codeFormat',
  'codeValid',
] as const
export type AuthValidationCode = (typeof authValidationCodes)[number]

/** Spec 000 §5's hints, shown under a field before and while it is filled in. */
export const authHintCodes = ['emailHint', 'passwordHint', 'nameHint'] as const
export type AuthHintCode = (typeof authHintCodes)[number]

export type AuthValidationResult = ValidationResult<AuthValidationCode> & { hint?: AuthHintCode }

const ok = (code: AuthValidationCode, hint?: AuthHintCode): AuthValidationResult =>
  hint ? { isValid: true, severity: 'success', code, hint } : { isValid: true, severity: 'success', code }

const fail = (code: AuthValidationCode, hint?: AuthHintCode, values?: Record<string, number>): AuthValidationResult => ({
  isValid: false,
  severity: 'error',
  code,
  ...(hint ? { hint } : {}),
  ...(values ? { values } : {}),
})

/** The spec's "simple {email} shape": something, @, something, a dot, something, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u

export function validateEmail(value: string): AuthValidationResult {
  const email = value.trim()
  if (email === '') return fail('required', 'emailHint')
  if (email.length > EMAIL_MAX_LENGTH) return fail('tooLong', 'emailHint', { max: EMAIL_MAX_LENGTH })
  if (!EMAIL_SHAPE.test(email)) return fail('emailFormat', 'emailHint')
  return ok('emailValid', 'emailHint')
}

/** A digit or anything that is neither a letter nor a space counts as "numbers or symbols". */
const NUMBER_OR_SYMBOL = /[\p{N}]|[^\p{L}\p{N}\s]/u

/**
 * Sign-up and new passwords: at least 6 characters; one with neither digit nor symbol is accepted
 * with a warning (spec 000 §5).
 */
export function validateNewPassword(value: string): AuthValidationResult {
  if (value === '') return fail('required', 'passwordHint')
  if (value.length < PASSWORD_MIN_LENGTH) return fail('passwordTooShort', 'passwordHint', { min: PASSWORD_MIN_LENGTH })
  if (value.length > PASSWORD_MAX_LENGTH) return fail('tooLong', 'passwordHint', { max: PASSWORD_MAX_LENGTH })
  if (!NUMBER_OR_SYMBOL.test(value)) return { isValid: true, severity: 'warning', code: 'passwordWeak', hint: 'passwordHint' }
  return ok('passwordValid', 'passwordHint')
}

/** The sign-in form asks only that a password is there (spec 000 §5): old accounts may have short ones. */
export function validateSignInPassword(value: string): AuthValidationResult {
  if (value === '') return fail('required')
  if (value.length > PASSWORD_MAX_LENGTH) return fail('tooLong', undefined, { max: PASSWORD_MAX_LENGTH })
  return ok('passwordValid')
}

export function validateConfirmPassword(confirm: string, password: string): AuthValidationResult {
  if (confirm === '') return fail('confirmRequired')
  if (confirm !== password) return fail('passwordsMismatch')
  return ok('confirmValid')
}

/**
 * The sign-up name: required, at least 2 characters; a single word is accepted with the warning
 * 'Please enter your full name' (spec 000 §5).
 */
export function validateFullName(value: string): AuthValidationResult {
  const name = value.trim()
  if (name === '') return fail('required', 'nameHint')
  if (name.length < SIGN_UP_NAME_MIN_LENGTH) return fail('nameTooShort', 'nameHint', { min: SIGN_UP_NAME_MIN_LENGTH })
  if (name.length > NAME_MAX_LENGTH) return fail('tooLong', 'nameHint', { max: NAME_MAX_LENGTH })
  if (name.split(/\s+/u).length < 2) return { isValid: true, severity: 'warning', code: 'nameSingleWord', hint: 'nameHint' }
  return ok('nameValid', 'nameHint')
}

/**
 * A phone number in a general form field (spec 000 §5): optional unless required; spaces, hyphens
 * and parentheses are ignored; then an optional +, a digit 1-9 and up to 15 more digits.
 */
export function validateGeneralPhone(value: string, options: { isRequired?: boolean } = {}): AuthValidationResult {
  const phone = value.replace(/[\s()-]/gu, '')
  if (phone === '') return options.isRequired ? fail('required') : ok('phoneValid')
  if (!/^\+?[1-9]\d{0,15}$/u.test(phone)) return fail('phoneInvalid')
  return ok('phoneValid')
}

/**
 * Phone sign-in (spec 000 §5): exactly 10 digits, the first 6, 7, 8 or 9. Only digits and the
 * display's space may be typed; the start is checked as soon as there is a first digit.
 */
export function validateSignInPhone(value: string): AuthValidationResult {
  const trimmed = value.trim()
  if (trimmed === '') return fail('required')
  if (/[^\d\s]/u.test(trimmed)) return fail('phoneTenDigits')
  const digits = phoneDigits(trimmed)
  if (!/^[6-9]/u.test(digits)) return fail('phoneStart')
  if (digits.length !== PHONE_DIGITS) return fail('phoneTenDigits')
  return ok('phoneValid')
}

/** The 6-digit code sent by SMS (spec 000 §5): required, 6 characters, digits. */
export function validatePhoneCode(value: string): AuthValidationResult {
  const code = value.trim()
  if (code === '') return fail('required')
  if (!/^\d*$/u.test(code)) return fail('codeFormat')
  if (code.length !== PHONE_CODE_LENGTH) return fail('codeLength', undefined, { length: PHONE_CODE_LENGTH })
  return ok('codeValid')
}

/** Whether any result blocks the form (spec 000 §5: the button is disabled while one exists). */
export function hasBlockingResult(results: ReadonlyArray<AuthValidationResult | null | undefined>): boolean {
  return results.some((result) => result?.severity === 'error')
}
