import { toPlainLine } from '#server/lib/html-text.ts'
import { lookUpPlaceName, readLocation, type LocationReading, type PlaceName } from '#server/lib/place-lookup.ts'
import { countryCodeFromText, findCity, findStateByCode, otherCountryCodeFromName, type City } from '#server/lib/place-names.ts'
import type { RawPosting } from './posting.schema.ts'

export interface Place {
  city: string | null
  state: string | null
  /** ISO 3166-1 alpha-2. */
  country: string
  isRemote: boolean
}

/** The market this product serves: a remote posting that names no country is taken as open to India. */
const REMOTE_DEFAULT_COUNTRY = 'IN'

/**
 * Where the job is: the structured job_city/job_state/job_country when a source sends any of them, else
 * the location text, else India for a posting known to be remote. Names go through the one place
 * lookup (server/lib/place-lookup.ts) that search uses too; a city is stored under its one name
 * ("Bangalore" → Bengaluru), so it has one slug for /jobs/in-{citySlug}.
 */
export function readPlace(input: RawPosting, isKnownRemote: boolean, issues: string[]): Place | null {
  const hasStructuredPlace = [input.job_city, input.job_state, input.job_country].some((value) => (value ?? '').trim() !== '')
  if (hasStructuredPlace) return readStructuredPlace(input, issues)
  const location = toPlainLine(input.location ?? '')
  if (location !== '') return parseLocation(location, issues)
  if (isKnownRemote) return { city: null, state: null, country: REMOTE_DEFAULT_COUNTRY, isRemote: true }
  issues.push('job_country or location is required')
  return null
}

function readStructuredPlace(input: RawPosting, issues: string[]): Place | null {
  const cityText = toPlainLine(input.job_city ?? '')
  const stateText = toPlainLine(input.job_state ?? '')
  const countryText = toPlainLine(input.job_country ?? '')
  let country: string | null = null
  if (countryText !== '') {
    // Sources speak ISO2; an unlisted code is still a country code.
    country =
      countryCodeFromText(countryText) ??
      otherCountryCodeFromName(countryText) ??
      (/^[A-Za-z]{2}$/.test(countryText) ? countryText.toUpperCase() : null)
    if (country === null) {
      issues.push(`job_country "${countryText}" is not a known country`)
      return null
    }
  }
  const cityName = cityText === '' ? null : lookUpCity(cityText, country)
  const stateName = stateText === '' ? null : lookUpPlaceName(stateText, country)
  country ??= placeCountry(cityName) ?? placeCountry(stateName)
  if (country === null) {
    issues.push('job_country is required')
    return null
  }
  const city = cityOf(cityName)
  return {
    city: city?.name ?? (cityName === null ? nonEmpty(cityText) : null),
    state: stateOf(stateName) ?? findStateByCode(stateText, country) ?? nonEmpty(stateText) ?? city?.state ?? null,
    country,
    isRemote: cityName?.kind === 'work-mode' && cityName.isRemote,
  }
}

/** A city field as some sources fill it: "Bangalore", but also "Whitefield, Bengaluru" or "Pune (Hybrid)". */
function lookUpCity(text: string, country: string | null): PlaceName | null {
  const whole = lookUpPlaceName(text, country)
  if (whole !== null) return whole
  const names = readLocation(text).parts.map((part) => lookUpPlaceName(part.text, country))
  return names.find((name) => name?.kind === 'city' || name?.kind === 'region') ?? names.find((name) => name?.kind === 'work-mode') ?? null
}

/**
 * Reads a location text: "Pune, Maharashtra, India", "Austin, TX", "London, UK", "Remote - India",
 * "Remote (US)", "Hybrid - Pune", "Bengaluru (Hybrid)", "Whitefield, Bangalore". The city is the first
 * known city (or the centre of a region: "Delhi NCR" → Delhi), else the first unknown part; the state
 * is the one named, else the second unknown part, else the known city's. A remote location that names
 * no country is open to India; any other must name a country or a place we know.
 */
export function parseLocation(location: string, issues: string[]): Place | null {
  const reading = readLocation(location)
  const names = reading.parts.map((part) => part.name)
  const isRemote = names.some((name) => name?.kind === 'work-mode' && name.isRemote)
  const country = reading.country ?? (isRemote ? REMOTE_DEFAULT_COUNTRY : null)
  if (country === null) {
    issues.push(`location "${location}" does not name a country`)
    return null
  }
  const unknown = unknownParts(reading)
  const city = names.map(cityOf).find((found) => found !== null) ?? null
  const namedState = names.map(stateOf).find((found) => found !== null) ?? null
  const [firstUnknown = null, secondUnknown = null] = unknown
  return {
    city: city?.name ?? firstUnknown,
    state: namedState ?? (city === null ? secondUnknown : city.state),
    country,
    isRemote,
  }
}

/** Parts that name nothing we know and are not country codes: a city or state we do not list, or a locality. */
function unknownParts(reading: LocationReading): string[] {
  return reading.parts.filter((part) => part.name === null).map((part) => part.text)
}

/** The city a name places a job in: a city, or a region's city of that name, else its centre. */
function cityOf(name: PlaceName | null): City | null {
  if (name?.kind === 'city') return name.city
  if (name?.kind === 'region') return name.city ?? findCity(name.region.cities[0] ?? '', 'IN') ?? null
  return null
}

function stateOf(name: PlaceName | null): string | null {
  return name?.kind === 'state' ? name.state : null
}

function placeCountry(name: PlaceName | null): string | null {
  switch (name?.kind) {
    case 'country':
    case 'state':
      return name.country
    case 'city':
      return name.city.country
    case 'region':
      return 'IN'
    default:
      return null
  }
}

function nonEmpty(value: string): string | null {
  return value === '' ? null : value
}
