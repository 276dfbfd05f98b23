import { describe, expect, it } from 'vitest'
import { accountLabel, isPhoneOnlyEmail } from './account-label.ts'

describe('accountLabel', () => {
  it('is the part of the e-mail before the @', () => {
    expect(accountLabel({ email: 'asha.rao@example.com', phoneNumber: null })).toBe('asha.rao')
  })

  it('shows a phone-only account by its phone, as 98765 43210', () => {
    expect(accountLabel({ email: '919876543210@phone.jobyatra.invalid', phoneNumber: '+919876543210' })).toBe('98765 43210')
    expect(accountLabel({ email: '919876543210@phone.jobyatra.invalid', phoneNumber: null })).toBe('98765 43210')
    expect(isPhoneOnlyEmail('asha@example.com')).toBe(false)
  })
})
