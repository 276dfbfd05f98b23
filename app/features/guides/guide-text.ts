import type { CountryGuide } from '#core/guides/guide.ts'
import { getCountryName } from '#core/format/location.ts'
import type { SupportedLanguage } from '#app/i18n/languages.ts'

/** Number and date formats of the reader's language, with Indian digit grouping (the readers are Indian). */
const formatLocales: Record<SupportedLanguage, string> = { en: 'en-IN', hi: 'hi-IN' }

/** The country in the reader's language ('Germany', 'जर्मनी'); the guides name countries without flags. */
export function renderGuideCountry(guide: Pick<CountryGuide, 'countryCode' | 'name'>, language: SupportedLanguage): string {
  return language === 'en' ? guide.name : getCountryName(guide.countryCode, language)
}

/** '28 November 2026' / '28 नवंबर 2026' for an ISO date. */
export function formatReviewDate(isoDate: string, language: SupportedLanguage): string {
  return new Intl.DateTimeFormat(formatLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** 'AED 12,000 – 28,000': an indicative range in the guide's currency. */
export function formatSalaryRange(range: { min: number; max: number }, currency: string, language: SupportedLanguage): string {
  const format = new Intl.NumberFormat(formatLocales[language], { style: 'currency', currency, maximumFractionDigits: 0 })
  return format.formatRange(range.min, range.max)
}

export function formatCount(count: number, language: SupportedLanguage): string {
  return new Intl.NumberFormat(formatLocales[language]).format(count)
}
