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

/** English names of the countries our job sources cover, by ISO 3166-1 alpha-2 code. */
export const countryNames: Readonly<Record<string, string>> = {
  IN: 'India',
  US: 'United States',
  GB: 'United Kingdom',
  UK: 'United Kingdom',
  CA: 'Canada',
  DE: 'Germany',
  AE: 'United Arab Emirates',
  SG: 'Singapore',
  AU: 'Australia',
  NZ: 'New Zealand',
  NL: 'Netherlands',
  IE: 'Ireland',
  JP: 'Japan',
  FR: 'France',
  CH: 'Switzerland',
  SE: 'Sweden',
  SA: 'Saudi Arabia',
  QA: 'Qatar',
  KW: 'Kuwait',
  OM: 'Oman',
  BH: 'Bahrain',
  MY: 'Malaysia',
  HK: 'Hong Kong',
}

/** A two-letter code becomes the country's name when we know it; anything else is shown as given. */
export function getCountryName(country: string): string {
  const trimmed = country.trim()
  if (!/^[A-Za-z]{2}$/.test(trimmed)) return trimmed
  return countryNames[trimmed.toUpperCase()] ?? trimmed
}

export function describeJobLocation(parts: JobLocationParts): LocationDescriptor {
  const city = parts.city?.trim() ?? ''
  const state = parts.state?.trim() ?? ''
  const country = parts.country ? getCountryName(parts.country) : ''
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
export function formatJobLocation(parts: JobLocationParts): string {
  const descriptor = describeJobLocation(parts)
  return descriptor.kind === 'remote' ? 'Remote' : descriptor.text
}
