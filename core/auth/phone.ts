/** Indian mobile numbers as phone sign-in takes, shows and sends them (spec 000 §5, §9). */

export const PHONE_DIGITS = 10
export const PHONE_COUNTRY_PREFIX = '+91'

/** The digits of what was typed in the phone sign-in field ('98765 43210' → '9876543210'). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/gu, '')
}

/** '9876543210' and partial input as the field shows it: '98765 43210' (at most 11 characters). */
export function formatPhoneForDisplay(value: string): string {
  const digits = phoneDigits(value).slice(0, PHONE_DIGITS)
  return digits.length <= 5 ? digits : `${digits.slice(0, 5)} ${digits.slice(5)}`
}

/** The number as it is sent: '+919876543210'. */
export function toIndianE164(value: string): string {
  return `${PHONE_COUNTRY_PREFIX}${phoneDigits(value)}`
}

/** '+919876543210' → '98765 43210'; anything else unchanged. */
export function formatIndianPhone(e164: string): string {
  const match = /^\+91([6-9]\d{9})$/u.exec(e164)
  return match?.[1] ? formatPhoneForDisplay(match[1]) : e164
}
