import { countryNames } from '#core/format/location.ts'
import { stripAccents } from '#core/jobs/slug.ts'
import { toPlainLine } from '#server/lib/html-text.ts'
import type { RawPosting } from './posting.schema.ts'

/** Countries job sources name that the display table in core/format/location.ts does not list. */
const moreCountryNames: Readonly<Record<string, string>> = {
  DK: 'Denmark',
  NO: 'Norway',
  FI: 'Finland',
  BE: 'Belgium',
  AT: 'Austria',
  ES: 'Spain',
  IT: 'Italy',
  PT: 'Portugal',
  PL: 'Poland',
  CZ: 'Czechia',
  LU: 'Luxembourg',
  KR: 'South Korea',
  CN: 'China',
  IL: 'Israel',
  ZA: 'South Africa',
  PH: 'Philippines',
  ID: 'Indonesia',
  TH: 'Thailand',
  VN: 'Vietnam',
  LK: 'Sri Lanka',
  NP: 'Nepal',
  BD: 'Bangladesh',
  MU: 'Mauritius',
  KE: 'Kenya',
  NG: 'Nigeria',
  BR: 'Brazil',
  MX: 'Mexico',
}

/** ISO 3166-1 alpha-2 code → English name, for every country a posting may name. "UK" is an alias, not a code. */
const knownCountryNames: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ ...moreCountryNames, ...countryNames }).filter(([code]) => code !== 'UK'),
)

const countryAliases: Readonly<Record<string, string>> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'u.s': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  uae: 'AE',
  'u.a.e.': 'AE',
  'the netherlands': 'NL',
  holland: 'NL',
  deutschland: 'DE',
  'czech republic': 'CZ',
  'republic of ireland': 'IE',
  'republic of korea': 'KR',
  bharat: 'IN',
}

const countryByLowerName: ReadonlyMap<string, string> = new Map([
  ...Object.entries(knownCountryNames).map(([code, name]): [string, string] => [name.toLowerCase(), code]),
  ...Object.entries(countryAliases),
])

/** The ISO2 code for a country name, alias ("USA", "UK") or code; null when unknown. */
export function countryCodeFromText(text: string): string | null {
  const key = stripAccents(text).trim().toLowerCase()
  if (key === '') return null
  const byName = countryByLowerName.get(key)
  if (byName !== undefined) return byName
  const upper = key.toUpperCase()
  if (/^[A-Z]{2}$/.test(upper) && knownCountryNames[upper] !== undefined) return upper
  return null
}

const indianStates = new Set(
  [
    'Andhra Pradesh',
    'Arunachal Pradesh',
    'Assam',
    'Bihar',
    'Chhattisgarh',
    'Goa',
    'Gujarat',
    'Haryana',
    'Himachal Pradesh',
    'Jharkhand',
    'Karnataka',
    'Kerala',
    'Madhya Pradesh',
    'Maharashtra',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Odisha',
    'Punjab',
    'Rajasthan',
    'Sikkim',
    'Tamil Nadu',
    'Telangana',
    'Tripura',
    'Uttar Pradesh',
    'Uttarakhand',
    'West Bengal',
    'Andaman and Nicobar Islands',
    'Chandigarh',
    'Dadra and Nagar Haveli and Daman and Diu',
    'Delhi',
    'Jammu and Kashmir',
    'Ladakh',
    'Lakshadweep',
    'Puducherry',
  ].map((state) => state.toLowerCase()),
)

const usStateCodes = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
)
const canadianProvinceCodes = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '))

/** Older or English names of Indian cities, so one city has one slug. */
const cityAliases: Readonly<Record<string, string>> = {
  bangalore: 'Bengaluru',
  bombay: 'Mumbai',
  gurgaon: 'Gurugram',
  madras: 'Chennai',
  calcutta: 'Kolkata',
  poona: 'Pune',
  trivandrum: 'Thiruvananthapuram',
  vizag: 'Visakhapatnam',
  mysore: 'Mysuru',
  baroda: 'Vadodara',
  cochin: 'Kochi',
}

function canonicalCity(city: string): string {
  return cityAliases[city.toLowerCase()] ?? city
}

export interface Place {
  city: string | null
  state: string | null
  country: string
  isRemote: boolean
}

const remoteWord = /^(?:remote|anywhere|work from home|wfh|fully remote|remote first|hybrid remote)$/i

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
  return { city: city === null ? null : canonicalCity(city), state, country, isRemote: false }
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
    if (remoteWord.test(part)) {
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
  else if (parts.length >= 2 && usStateCodes.has(last)) country = 'US'
  else if (parts.length >= 2 && canadianProvinceCodes.has(last)) country = 'CA'
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
    city: first === undefined ? null : canonicalCity(first),
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
  return indianStates.has(state.toLowerCase()) ? 'IN' : null
}

function isStateOf(part: string, country: string): boolean {
  if (country === 'IN') return indianStates.has(part.toLowerCase())
  if (country === 'US') return usStateCodes.has(part)
  return false
}

function nonEmpty(value: string): string | null {
  return value === '' ? null : value
}
