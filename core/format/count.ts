/** Counts in Indian digit grouping (1,00,000 for a lakh), the way readers in India write them. */
const formats = new Map<string, Intl.NumberFormat>()

export function formatCount(value: number, language: string): string {
  const locale = `${language}-IN`
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    formats.set(locale, format)
  }
  return format.format(value)
}
