import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { accountLabel, isPhoneOnlyEmail, PHONE_ONLY_EMAIL_DOMAIN } from './account-label.ts'

describe('accountLabel', () => {
  it('is the part of the e-mail before the @', () => {
    expect(accountLabel({ email: 'asha.rao@example.com', phoneNumber: null })).toBe('asha.rao')
  })

  it('shows a phone-only account by its phone, as 98765 43210', () => {
    expect(accountLabel({ email: '919876543210@phone.jobyatra.invalid', phoneNumber: '+919876543210' })).toBe('98765 43210')
    expect(accountLabel({ email: '919876543210@phone.jobyatra.invalid', phoneNumber: null })).toBe('98765 43210')
    expect(isPhoneOnlyEmail('asha@example.com')).toBe(false)
  })

  it("uses the server's placeholder domain", () => {
    // Read as text: core/ may not import server/ (the lint zone), but the two must not drift apart.
    const serverConstants = readFileSync(join(import.meta.dirname, '../../server/features/auth/constants.ts'), 'utf8')
    expect(serverConstants).toContain(`PHONE_EMAIL_DOMAIN = '${PHONE_ONLY_EMAIL_DOMAIN}'`)
  })
})
