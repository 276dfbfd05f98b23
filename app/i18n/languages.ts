/**
 * Languages of the switcher (spec 000 §2 "Language"). The spec lists ten, but only English and
 * Hindi have complete text, so only those are offered.
 */

export const supportedLanguages = ['en', 'hi'] as const
export type SupportedLanguage = (typeof supportedLanguages)[number]
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en'

/** Local storage key of the chosen language (spec 000 §2, spec 001 §4 "Language"). */
export const LANGUAGE_STORAGE_KEY = 'language'

export type LanguageOption = { code: SupportedLanguage; name: string; nativeName: string }

/** Switcher entries, each shown in its own script so a reader can find their language. */
export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
]

const rightToLeftLanguages = new Set(['ar', 'ur', 'he'])

function getPrimarySubtag(code: string): string {
  return code.trim().toLowerCase().split(/[-_]/u)[0] ?? ''
}

/** Text direction of a language code or tag ('ur', 'ar-EG'): right-to-left for ar, ur and he. */
export function languageDirection(code: string): 'ltr' | 'rtl' {
  return rightToLeftLanguages.has(getPrimarySubtag(code)) ? 'rtl' : 'ltr'
}

export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return supportedLanguages.some((language) => language === value)
}

/** A stored or requested language ('hi', 'hi-IN', 'HI') as one we offer; anything else is English. */
export function resolveLanguage(value: string | null | undefined): SupportedLanguage {
  if (!value) return DEFAULT_LANGUAGE
  const primary = getPrimarySubtag(value)
  return isSupportedLanguage(primary) ? primary : DEFAULT_LANGUAGE
}

/**
 * The best offered language for an Accept-Language header, for a first visit before any choice
 * is stored: the highest-weighted supported entry, else English.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): SupportedLanguage {
  if (!acceptLanguage) return DEFAULT_LANGUAGE
  const ranked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      const weight = qParam === undefined ? 1 : Number(qParam.slice(2))
      return { primary: getPrimarySubtag(tag), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  const match = ranked.find((entry) => isSupportedLanguage(entry.primary))
  return match && isSupportedLanguage(match.primary) ? match.primary : DEFAULT_LANGUAGE
}
