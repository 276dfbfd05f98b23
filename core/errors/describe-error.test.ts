import { describe, expect, it } from 'vitest'
import hiAuth from '#core/i18n/locales/hi/auth.json' with { type: 'json' }
import hiCommon from '#core/i18n/locales/hi/common.json' with { type: 'json' }
import enCommon from '#core/i18n/locales/en/common.json' with { type: 'json' }
import { codeForStatus, errorCodes, mappedStatuses } from './codes.ts'
import { codesWithOwnText, describeError } from './describe-error.ts'
import { englishMessage, englishText, textAt } from './error-text.server.ts'
import { reasonCodes, reasonTextKey, type ErrorReason, type ErrorTextKey } from './reasons.ts'

const hindi: Readonly<Record<string, unknown>> = { common: hiCommon, auth: hiAuth }

function hindiText(key: ErrorTextKey): string | undefined {
  return textAt(hindi, key)
}

const reasons = Object.keys(reasonCodes).filter((reason): reason is ErrorReason => Object.hasOwn(reasonCodes, reason))

describe('the error texts (the completeness test)', () => {
  const keys = new Set<ErrorTextKey>()
  for (const code of errorCodes) {
    const described = describeError({ code })
    keys.add(described.key)
    if (described.titleKey) keys.add(described.titleKey)
  }
  for (const status of [...mappedStatuses, 0]) keys.add(describeError({ code: codeForStatus(status) }, status).key)
  for (const reason of reasons) keys.add(reasonTextKey(reason))

  it.each([...keys])('has English and Hindi for %s', (key) => {
    expect(englishText(key)).toEqual(expect.any(String))
    expect(hindiText(key)).toEqual(expect.any(String))
  })

  it('lists every reason under at least one code, and gives each its own text', () => {
    for (const reason of reasons) {
      expect(reasonCodes[reason].length).toBeGreaterThan(0)
      for (const code of reasonCodes[reason]) expect(describeError({ code, reason }).key).toBe(reasonTextKey(reason))
    }
  })

  it('leaves no text of the catalogue’s own sections unused', () => {
    const used = [...keys].map((key) => key.split(':')[1])
    for (const code of Object.keys(enCommon.errorCodes)) expect(used).toContain(`errorCodes.${code}`)
    for (const reason of Object.keys(enCommon.errorReasons)) expect(used).toContain(`errorReasons.${reason}`)
    expect(codesWithOwnText.length).toBeGreaterThan(0)
  })
})

describe('describeError', () => {
  it('picks the reason’s text when the reason belongs with the code, else the code’s', () => {
    expect(describeError({ code: 'PERMISSION_DENIED', reason: 'own_role' }).key).toBe('common:errorReasons.own_role')
    expect(describeError({ code: 'VALIDATION_INVALID_FORMAT', reason: 'user_already_registered' }).key).toBe(
      'auth:errors.user_already_registered',
    )
    // A reason of another code, or one the catalogue does not know, is not trusted.
    expect(describeError({ code: 'NOT_FOUND', reason: 'own_role' }).key).toBe('common:httpStatus.404')
    expect(describeError({ code: 'NOT_FOUND', reason: 'teapot' }).key).toBe('common:httpStatus.404')
  })

  it('gives the limits their spec title and text, with the limit filled in', () => {
    const limit = describeError({ code: 'DAILY_APPLICATION_LIMIT', params: { limit: 5 } })
    expect(limit).toEqual({
      key: 'common:limits.DAILY_APPLICATION_LIMIT.message',
      titleKey: 'common:limits.DAILY_APPLICATION_LIMIT.title',
      params: { limit: 5 },
    })
    expect(englishText(limit.titleKey ?? 'common:')).toBe('Daily Application Limit Reached')
    expect(englishMessage({ code: 'DAILY_APPLICATION_LIMIT', params: { limit: 5 } })).toBe(
      "You've used all 5 free applications today. Upgrade for unlimited access",
    )
    expect(englishMessage({ code: 'GUEST_CHAT_LIMIT', params: { limit: 3 } })).toBe("You've reached the 3 message limit for guests.")
    expect(englishText(describeError({ code: 'PREMIUM_REQUIRED' }).titleKey ?? 'common:')).toBe('Premium Feature Required')
  })

  it('has the spec’s words for the file and payment codes', () => {
    expect(englishMessage({ code: 'FILE_INVALID_TYPE' })).toBe('Unsupported File Type: Please upload a PDF, DOC, DOCX, or TXT file.')
    expect(englishMessage({ code: 'FILE_TOO_LARGE' })).toBe('File Too Large: Please upload a file smaller than 5MB.')
    expect(englishMessage({ code: 'PAYMENT_GATEWAY_FAILED' })).toBe('Failed to load payment gateway')
    expect(englishMessage({ code: 'PAYMENT_ORDER_FAILED' })).toBe('Failed to create order')
    expect(englishMessage({ code: 'PAYMENT_VERIFICATION_FAILED' })).toBe('Payment verification failed')
    expect(englishMessage({ code: 'PAYMENT_CANCELLED' })).toBe('Payment cancelled')
  })
})

describe('englishMessage of a bare status', () => {
  it.each([
    [400, 'Please check your input and try again.'],
    [401, 'Please sign in to continue.'],
    [403, "You don't have permission to access this resource."],
    [404, 'The requested resource was not found.'],
    [408, 'Request timed out. Please check your connection and try again.'],
    [413, 'The request is too large. Please send less and try again.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'Server error. Our team has been notified.'],
    [502, 'Service temporarily unavailable. Please try again later.'],
    [503, 'Service temporarily unavailable. Please try again later.'],
    [504, 'Request timed out. Please try again.'],
    [418, 'Something went wrong. Please try again.'],
    [501, 'Something went wrong. Please try again.'],
    [0, 'Something went wrong. Please try again.'],
  ])('maps %i to the spec message', (status, message) => {
    expect(englishMessage({ code: codeForStatus(status) }, status)).toBe(message)
  })
})
