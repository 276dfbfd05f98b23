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

/** Whole rupees: ₹12,34,567. */
export function formatRupees(value: number, language: string): string {
  return indianFormat(language, 'rupees').format(value)
}
