import { toPlainLine } from '#server/lib/html-text.ts'
import {
  countryCodeFromText,
  findCity,
  isCanadianProvinceCode,
  isIndianState,
  isRemoteWord,
  isUsStateCode,
} from '#server/lib/place-names.ts'
import type { RawPosting } from './posting.schema.ts'

export interface Place {
  city: string | null
  state: string | null
  country: string
  isRemote: boolean
}

/**
 * Where the job is: the structured job_city/job_state/job_country when a source sends any of them, else
 * the location text, else India for a posting flagged remote (the market this product serves).
 */
export function readPlace(input: RawPosting, isRemoteFlagged: boolean, issues: string[]): Place | null {
  const hasStructuredPlace = [input.job_city, input.job_state, input.job_country].some((value) => (value ?? '').trim() !== '')
  if (hasStructuredPlace) return readStructuredPlace(input, issues)
  if ((input.location ?? '').trim() !== '') return parseLocation(input.location ?? '', issues)
  if (isRemoteFlagged) return { city: null, state: null, country: 'IN', isRemote: true }
  issues.push('job_country or location is required')
  return null
}

function readStructuredPlace(input: RawPosting, issues: string[]): Place | null {
  const city = nonEmpty(toPlainLine(input.job_city ?? ''))
  const state = nonEmpty(toPlainLine(input.job_state ?? ''))
  const countryText = toPlainLine(input.job_country ?? '')
  let country = countryText === '' ? null : countryCodeFromText(countryText)
  if (countryText !== '' && country === null) {
    // Sources speak ISO2; an unlisted code is still a country code.
    if (/^[A-Za-z]{2}$/.test(countryText)) country = countryText.toUpperCase()
    else {
      issues.push(`job_country "${countryText}" is not a known country`)
      return null
    }
  }
  if (country === null) country = countryFromState(state)
  if (country === null) {
    issues.push('job_country is required')
    return null
  }
  return { city: city === null ? null : canonicalCity(city, country), state, country, isRemote: false }
}

/**
 * Reads "Pune, Maharashtra, India", "Austin, TX", "London, UK", "Remote", "Remote, Canada" or
 * "Bengaluru (Hybrid)". A remote posting that names no country is taken as open to India, the
 * market this product serves.
 */
export function parseLocation(location: string, issues: string[]): Place | null {
  let isRemote = false
  const parts: string[] = []
  for (const rawPart of location.split(/[,;|]|\s[-–]\s/)) {
    let part = toPlainLine(rawPart)
    const qualifier = /\((remote|hybrid|on-?site|wfh)\)/i.exec(part)
    if (qualifier !== null) {
      if ((qualifier[1] ?? '').toLowerCase() === 'remote' || (qualifier[1] ?? '').toLowerCase() === 'wfh') isRemote = true
      part = part.replace(qualifier[0], '').trim()
    }
    if (isRemoteWord(part)) {
      isRemote = true
      continue
    }
    if (part !== '') parts.push(part)
  }

  if (parts.length === 0) {
    if (isRemote) return { city: null, state: null, country: 'IN', isRemote }
    issues.push(`location "${location}" could not be read`)
    return null
  }

  const last = parts[parts.length - 1] ?? ''
  let country = countryCodeFromName(last, parts.length)
  if (country !== null) parts.pop()
  else if (parts.length >= 2 && isUsStateCode(last)) country = 'US'
  else if (parts.length >= 2 && isCanadianProvinceCode(last)) country = 'CA'
  else country = countryFromState(last)

  if (country === null) {
    if (isRemote) country = 'IN'
    else {
      issues.push(`location "${location}" does not name a country`)
      return null
    }
  }

  const [first, second] = parts
  if (parts.length === 0) return { city: null, state: null, country, isRemote }
  if (parts.length === 1 && first !== undefined && isStateOf(first, country)) return { city: null, state: first, country, isRemote }
  return {
    city: first === undefined ? null : canonicalCity(first, country),
    state: second ?? null,
    country,
    isRemote,
  }
}

/** Two-letter codes count as a country only with a city and region before them ("Austin, TX" is Texas, not a country). */
function countryCodeFromName(part: string, partCount: number): string | null {
  if (/^[A-Za-z]{2}$/.test(part) && !/^uk$/i.test(part)) {
    if (partCount < 3) return null
    return countryCodeFromText(part)
  }
  return countryCodeFromText(part)
}

function countryFromState(state: string | null): string | null {
  if (state === null) return null
  return isIndianState(state) ? 'IN' : null
}

function isStateOf(part: string, country: string): boolean {
  if (country === 'IN') return isIndianState(part)
  if (country === 'US') return isUsStateCode(part)
  return false
}

/** A city's one name ("Bangalore" → "Bengaluru"), so each city has one slug; a city we do not know, as written. */
function canonicalCity(city: string, country: string): string {
  return findCity(city, country)?.name ?? city
}

function nonEmpty(value: string): string | null {
  return value === '' ? null : value
}
