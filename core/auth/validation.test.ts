import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  authHintCodes,
  authValidationCodes,
  hasBlockingResult,
  PHONE_DISPLAY_MAX_LENGTH,
  validateConfirmPassword,
  validateEmail,
  validateFullName,
  validateGeneralPhone,
  validateNewPassword,
  validatePhoneCode,
  validateSignInPassword,
  validateSignInPhone,
  type AuthValidationResult,
} from './validation.ts'
import { formatIndianPhone, formatPhoneForDisplay, toIndianE164 } from './phone.ts'

/** The en locale is the one copy of the texts (decision 009): each result is checked by what it shows. */
const readAuthTexts = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/locales/${language}/auth.json`), 'utf8')) as {
    validation: Record<string, string>
  }
const en = readAuthTexts('en')
const hi = readAuthTexts('hi')

function shown(result: AuthValidationResult): { severity: string; message: string | undefined; hint: string | undefined } {
  let message = en.validation[result.code]
  for (const [name, value] of Object.entries(result.values ?? {})) message = message?.replace(`{{${name}}}`, String(value))
  return { severity: result.severity, message, hint: result.hint ? en.validation[result.hint] : undefined }
}

describe('the spec 000 §5 texts in the en locale', () => {
  it.each([
    ['required', 'This field is required'],
    ['emailHint', "We'll use this to send you job alerts"],
    ['emailFormat', 'Please check your email format'],
    ['passwordTooShort', 'Password must be at least 6 characters long'],
    ['passwordHint', 'Use at least 6 characters for better security'],
    ['passwordWeak', 'Try adding numbers or symbols for stronger protection'],
    ['confirmRequired', 'Please confirm your password'],
    ['passwordsMismatch', 'Passwords do not match'],
    ['nameHint', 'Help employers know who you are'],
    ['nameSingleWord', 'Please enter your full name'],
    ['nameTooShort', 'Must be at least {{min}} characters'],
    ['tooLong', 'Must be no more than {{max}} characters'],
    ['phoneInvalid', 'Please enter a valid phone number'],
    ['phoneTenDigits', 'Please enter a valid 10-digit phone number'],
    ['phoneStart', 'Phone number must start with 6, 7, 8, or 9'],
    ['codeLength', 'Please enter at least {{length}} characters'],
    ['codeFormat', 'Invalid format'],
  ])('validation.%s is "%s"', (code, text) => {
    expect(en.validation[code]).toBe(text)
  })

  it('has an English and a Hindi text for every code and hint, with the same placeholders', () => {
    const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/gu)].map((match) => match[1]).sort()
    for (const code of [...authValidationCodes, ...authHintCodes]) {
      expect(en.validation[code], `en ${code}`).toMatch(/\S/u)
      expect(hi.validation[code], `hi ${code}`).toMatch(/[\u0900-\u097F]/u)
      expect(placeholders(hi.validation[code]), `hi ${code}`).toEqual(placeholders(en.validation[code]))
    }
  })
})

describe('validateEmail', () => {
  it('requires an address, with the job-alerts hint', () => {
    expect(shown(validateEmail('  '))).toEqual({
      severity: 'error',
      message: 'This field is required',
      hint: "We'll use this to send you job alerts",
    })
  })

  it('refuses what is not a simple address shape', () => {
    for (const value of ['asha', 'asha@', 'asha@example', '@example.com', 'asha rao@example.com', 'asha@@example.com']) {
      expect(shown(validateEmail(value)).message, value).toBe('Please check your email format')
      expect(validateEmail(value).isValid).toBe(false)
    }
  })

  it('accepts an address, trimmed', () => {
    for (const value of ['asha@example.com', ' asha.rao+jobs@mail.example.co.in ']) expect(validateEmail(value).isValid, value).toBe(true)
  })

  it('refuses an address over 254 characters', () => {
    expect(shown(validateEmail(`${'a'.repeat(250)}@example.com`)).message).toBe('Must be no more than 254 characters')
  })
})

describe('validateNewPassword', () => {
  it('requires a password of at least 6 characters, with the security hint', () => {
    expect(shown(validateNewPassword(''))).toEqual({
      severity: 'error',
      message: 'This field is required',
      hint: 'Use at least 6 characters for better security',
    })
    expect(shown(validateNewPassword('ab1!e'))).toEqual({
      severity: 'error',
      message: 'Password must be at least 6 characters long',
      hint: 'Use at least 6 characters for better security',
    })
  })

  it('accepts letters only with the warning', () => {
    const result = validateNewPassword('sunshine')
    expect(result.isValid).toBe(true)
    expect(shown(result)).toMatchObject({ severity: 'warning', message: 'Try adding numbers or symbols for stronger protection' })
    expect(validateNewPassword('Sunny Day').severity).toBe('warning')
  })

  it('is content with a digit or a symbol', () => {
    for (const value of ['sunshine7', 'sun-shine', 'सूरजमुखी1', '123456']) {
      expect(validateNewPassword(value), value).toMatchObject({ isValid: true, severity: 'success' })
    }
  })
})

describe('validateSignInPassword', () => {
  it('only requires a password (spec 000 §5: sign-in needs email and password)', () => {
    expect(shown(validateSignInPassword('')).message).toBe('This field is required')
    expect(validateSignInPassword('abc').isValid).toBe(true)
  })
})

describe('validateConfirmPassword', () => {
  it('requires the confirmation and a match', () => {
    expect(shown(validateConfirmPassword('', 'secret1')).message).toBe('Please confirm your password')
    expect(shown(validateConfirmPassword('secret2', 'secret1')).message).toBe('Passwords do not match')
    expect(validateConfirmPassword('secret1', 'secret1')).toMatchObject({ isValid: true, severity: 'success' })
  })
})

describe('validateFullName', () => {
  it('requires a name of at least 2 characters, with the employers hint', () => {
    expect(shown(validateFullName(' '))).toEqual({
      severity: 'error',
      message: 'This field is required',
      hint: 'Help employers know who you are',
    })
    expect(shown(validateFullName('A')).message).toBe('Must be at least 2 characters')
  })

  it('accepts a single word with the warning', () => {
    const result = validateFullName('Priya')
    expect(result.isValid).toBe(true)
    expect(shown(result)).toMatchObject({ severity: 'warning', message: 'Please enter your full name' })
  })

  it('accepts a full name', () => {
    expect(validateFullName('  Priya   Sharma ')).toMatchObject({ isValid: true, severity: 'success' })
    expect(validateFullName('प्रिया शर्मा')).toMatchObject({ isValid: true, severity: 'success' })
  })
})

describe('validateGeneralPhone', () => {
  it('is optional unless required', () => {
    expect(validateGeneralPhone('').isValid).toBe(true)
    expect(shown(validateGeneralPhone('', { isRequired: true })).message).toBe('This field is required')
  })

  it('ignores spaces, hyphens and parentheses, then wants an optional +, 1-9 and up to 15 more digits', () => {
    for (const value of ['+91 98765-43210', '(022) 2345 6789'.replace('0', '9'), '1', '+1234567890123456']) {
      expect(validateGeneralPhone(value).isValid, value).toBe(true)
    }
    for (const value of ['0987654321', '+0 123', '98765x43210', '+12345678901234567', '++91']) {
      expect(shown(validateGeneralPhone(value)).message, value).toBe('Please enter a valid phone number')
    }
  })
})

describe('validateSignInPhone', () => {
  it('wants exactly 10 digits', () => {
    for (const value of ['98765', '98765 432100', '98765-43210']) {
      expect(shown(validateSignInPhone(value)).message, value).toBe('Please enter a valid 10-digit phone number')
    }
  })

  it('wants the first digit to be 6, 7, 8 or 9, said as soon as it is typed', () => {
    for (const value of ['5', '0987654321', '1234567890']) {
      expect(shown(validateSignInPhone(value)).message, value).toBe('Phone number must start with 6, 7, 8, or 9')
    }
  })

  it('accepts the number typed plainly or as displayed', () => {
    for (const value of ['9876543210', '98765 43210', '6000000000', '7123456789', '8123456789']) {
      expect(validateSignInPhone(value).isValid, value).toBe(true)
    }
    expect(shown(validateSignInPhone('')).message).toBe('This field is required')
  })

  it('displays 5 digits, a space and 5 digits, at most 11 characters, and sends +91', () => {
    expect(formatPhoneForDisplay('9876543210')).toBe('98765 43210')
    expect(formatPhoneForDisplay('98765')).toBe('98765')
    expect(formatPhoneForDisplay('987654')).toBe('98765 4')
    expect(formatPhoneForDisplay('98765432109999').length).toBe(PHONE_DISPLAY_MAX_LENGTH)
    expect(toIndianE164('98765 43210')).toBe('+919876543210')
    expect(formatIndianPhone('+919876543210')).toBe('98765 43210')
    expect(formatIndianPhone('+14155550100')).toBe('+14155550100')
  })
})

describe('validatePhoneCode', () => {
  it('wants 6 digits', () => {
    expect(shown(validatePhoneCode('')).message).toBe('This field is required')
    expect(shown(validatePhoneCode('12345')).message).toBe('Please enter at least 6 characters')
    expect(shown(validatePhoneCode('12a456')).message).toBe('Invalid format')
    expect(validatePhoneCode(' 123456 ').isValid).toBe(true)
  })
})

describe('hasBlockingResult', () => {
  it('blocks on an error, never on a warning', () => {
    expect(hasBlockingResult([validateNewPassword('sunshine'), validateFullName('Priya'), null])).toBe(false)
    expect(hasBlockingResult([validateEmail('x'), validateNewPassword('sunshine7')])).toBe(true)
  })
})
