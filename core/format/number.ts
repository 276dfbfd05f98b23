/**
 * Numbers and money as readers in India write them, through Intl (spec 000 §9: default currency
 * INR): Indian digit grouping (12,34,567; 1,00,000 for a lakh) and the rupee sign, in English and
 * Hindi alike. Every count and rupee amount a page shows goes through here; salaries, which add
 * lakhs, crores and periods, through salary.ts, which groups the same way.
 */
const formats = new Map<string, Intl.NumberFormat>()

function indianFormat(language: string, kind: 'count' | 'rupees'): Intl.NumberFormat {
  const locale = `${language}-IN`
  const cacheKey = `${locale} ${kind}`
  let format = formats.get(cacheKey)
  if (!format) {
    format =
      kind === 'count'
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
        : new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
    formats.set(cacheKey, format)
  }
  return format
}

/** A whole count: 12,34,567. */
export function formatCount(value: number, language: string): string {
  return indianFormat(language, 'count').format(value)
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
export function formatRupees(value: number, language: string): string {
  return indianFormat(language, 'rupees').format(value)
}
