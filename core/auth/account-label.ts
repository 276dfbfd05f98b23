import { formatIndianPhone } from './phone.ts'

/** Phone-only accounts get a placeholder address under this reserved domain (RFC 2606), never mailed: better-auth needs an e-mail. */
export const PHONE_ONLY_EMAIL_DOMAIN = 'phone.jobyatra.invalid'

export function isPhoneOnlyEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`)
}

/**
 * How the user menu names the signed-in person (spec 000 §2): the part of the e-mail before the @;
 * for a phone-only account, whose e-mail is a placeholder, the phone as '98765 43210'.
 */
export function accountLabel(user: { email: string; phoneNumber: string | null }): string {
  if (isPhoneOnlyEmail(user.email)) {
    if (user.phoneNumber) return formatIndianPhone(user.phoneNumber)
    const digits = user.email.split('@')[0] ?? ''
    return formatIndianPhone(`+${digits}`)
  }
  const at = user.email.indexOf('@')
  return at > 0 ? user.email.slice(0, at) : user.email
}
