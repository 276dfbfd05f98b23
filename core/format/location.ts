/**
 * Job location display of spec 001 §5 "Displays": city, state, country joined by commas, else
 * "Remote". The descriptor lets the UI translate "Remote".
 */

export type JobLocationParts = {
  city?: string | null
  state?: string | null
  country?: string | null
}

export type LocationDescriptor = { kind: 'place'; text: string } | { kind: 'remote' }

const regionNames = new Map<string, Intl.DisplayNames>()

/**
 * The countries most of our jobs are in, named as CLDR names them (a test compares them with
 * Intl.DisplayNames): a page of such jobs hydrates without the 20 ms a phone spends loading the
 * region names the first time Intl.DisplayNames is made (decision 080). Others ask Intl.
 */
const commonCountryNames: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    IN: 'India',
    US: 'United States',
    GB: 'United Kingdom',
    AE: 'United Arab Emirates',
    SG: 'Singapore',
    CA: 'Canada',
    AU: 'Australia',
    DE: 'Germany',
    SA: 'Saudi Arabia',
    QA: 'Qatar',
    NZ: 'New Zealand',
    IE: 'Ireland',
    NL: 'Netherlands',
  },
  hi: {
    IN: 'भारत',
    US: 'संयुक्त राज्य',
    GB: 'यूनाइटेड किंगडम',
    AE: 'संयुक्त अरब अमीरात',
    SG: 'सिंगापुर',
    CA: 'कनाडा',
    AU: 'ऑस्ट्रेलिया',
    DE: 'जर्मनी',
    SA: 'सऊदी अरब',
    QA: 'क़तर',
    NZ: 'न्यूज़ीलैंड',
    IE: 'आयरलैंड',
    NL: 'नीदरलैंड',
  },
}

/** The runtime's CLDR names of countries in a language, made once per language. */
function regionNamesIn(language: string): Intl.DisplayNames {
  let names = regionNames.get(language)
  if (names === undefined) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })
    regionNames.set(language, names)
  }
  return names
}

/**
 * ISO 3166-1 leaves these codes to private use, so they name no country (CLDR still calls ZZ "Unknown
 * Region"); XK is Kosovo by convention.
 */
const privateUseCode = /^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/

/**
 * A two-letter code becomes the country's name in the reader's language ("IN" → "India", "भारत" in
 * Hindi), from the runtime's CLDR data (Intl.DisplayNames); anything else is shown as given.
 */
export function getCountryName(country: string, language = 'en'): string {
  const trimmed = country.trim()
  if (!/^[A-Za-z]{2}$/.test(trimmed)) return trimmed
  const code = trimmed.toUpperCase()
  if (privateUseCode.test(code)) return trimmed
  return commonCountryNames[language]?.[code] ?? regionNamesIn(language).of(code) ?? trimmed
}

/** The parts to show, with the country named in `language` (English unless the reader's is given). */
export function describeJobLocation(parts: JobLocationParts, language = 'en'): LocationDescriptor {
  const city = parts.city?.trim() ?? ''
  const state = parts.state?.trim() ?? ''
  const country = parts.country ? getCountryName(parts.country, language) : ''
  const shown: string[] = []
  for (const part of [city, state, country]) {
    if (part === '') continue
    // Feeds often repeat a city-state ("Delhi, Delhi" or "Singapore, Singapore"); show it once.
    const previous = shown.at(-1)
    if (previous !== undefined && previous.toLowerCase() === part.toLowerCase()) continue
    shown.push(part)
  }
  if (shown.length === 0) return { kind: 'remote' }
  return { kind: 'place', text: shown.join(', ') }
}

/** English location text, e.g. 'Bengaluru, Karnataka, India', or 'Remote' when no part is known. */
export function formatJobLocation(parts: JobLocationParts, language = 'en'): string {
  const descriptor = describeJobLocation(parts, language)
  return descriptor.kind === 'remote' ? 'Remote' : descriptor.text
}
