/**
 * Numbers and money as readers in India write them (spec 000 §9: default currency INR): Indian digit
 * grouping (12,34,567; 1,00,000 for a lakh) and the rupee sign, in English and Hindi alike, as
 * Intl writes them for 'en-IN' and 'hi-IN' but without Intl (decimal.ts). Every count and rupee
 * amount a page shows goes through here; salaries, which add lakhs, crores and periods, through
 * salary.ts, which groups the same way. The language is the caller's page language: English and
 * Hindi write numbers alike, so it does not change the result today.
 */
import { formatDecimal, type DecimalOptions } from './decimal.ts'

const INDIAN_WHOLE: DecimalOptions = { grouping: 'indian', maximumFractionDigits: 0 }

/** A whole count: 12,34,567. */
export function formatCount(value: number, _language: string): string {
  return formatDecimal(value, INDIAN_WHOLE)
}

/**
 * A count rounded down in the marketing style the spec writes ('12,000+'): two significant digits
 * and a plus, so the figure is never more than the truth (4,873 is '4,800+', 5,000 is '5,000+').
 * Under 10 the count is exact and has no plus.
 */
export function formatCountAtLeast(value: number, language: string): string {
  const whole = Math.max(0, Math.floor(value))
  if (whole < 10) return formatCount(whole, language)
  const step = 10 ** (String(whole).length - 2)
  return `${formatCount(Math.floor(whole / step) * step, language)}+`
}

/** Whole rupees: ₹12,34,567. */
export function formatRupees(value: number, _language: string): string {
  const amount = formatDecimal(value, INDIAN_WHOLE)
  return amount.startsWith('-') ? `-₹${amount.slice(1)}` : `₹${amount}`
}
