import {
  countryCodeFromText,
  findCity,
  findIndianState,
  findRegion,
  findStateByCode,
  isOnSiteWord,
  isRemoteWord,
  otherCountryCodeFromName,
  type City,
  type Region,
} from './place-names.ts'

/**
 * The one lookup of place names (server/lib/place-names.ts holds the data): ingestion reads a posting's
 * location with it (server/features/jobs/ingest/places.ts) and search reads the place a person typed
 * (server/features/jobs/location-resolver.ts), so a job posted under a name is found under it.
 */

/** What one name stands for. */
export type PlaceName =
  | { kind: 'work-mode'; isRemote: boolean }
  | { kind: 'country'; country: string }
  /** `city` is the city of the same name, if any ("New Delhi" is a region alias and a city). */
  | { kind: 'region'; region: Region; city: City | null }
  | { kind: 'city'; city: City }
  | { kind: 'state'; state: string; country: string }

/**
 * What a name stands for, checking in this order (the first that matches wins):
 *
 * 1. a way of working: a remote word ("Remote", "WFH", "Work from home", "Anywhere") or an on-site one
 *    ("Hybrid", "On-site"), which names no place;
 * 2. a country: its English or Hindi name or an alias ("India", "USA", "UK", "UAE", "भारत"), or the
 *    English name of any other country ("Pakistan");
 * 3. a region that stands for several cities ("NCR", "Delhi NCR", and "Delhi" and "New Delhi", which
 *    stand for both Delhi cities);
 * 4. a city by its name or any other name ("Bombay" → Mumbai, "Gurgaon" → Gurugram), within
 *    `country` when the location has named one ("Madras, US" is not Chennai);
 * 5. an Indian state or union territory by its name ("Karnataka");
 * 6. a country's ISO code ("US", "in", "de"). A two-letter part of a longer location is read by its
 *    place instead ("Austin, TX": a state; see readLocation).
 *
 * So "Singapore" is the country, "Delhi" the Delhi region, "Chandigarh" the city rather than the union
 * territory. Given `country`, a name of that country that is also one of its cities is the city
 * ("Singapore, Singapore"). Case, accents and spacing never matter. Null when nothing matches.
 */
export function lookUpPlaceName(name: string, country: string | null = null): PlaceName | null {
  if (isRemoteWord(name)) return { kind: 'work-mode', isRemote: true }
  if (isOnSiteWord(name)) return { kind: 'work-mode', isRemote: false }
  const named = isCode(name) ? null : (countryCodeFromText(name) ?? otherCountryCodeFromName(name))
  if (named !== null && (named !== country || findCity(name, named) === undefined)) return { kind: 'country', country: named }
  const region = findRegion(name)
  if (region !== undefined && (country === null || country === 'IN')) return { kind: 'region', region, city: findCity(name, 'IN') ?? null }
  const city = findCity(name, country ?? undefined)
  if (city !== undefined) return { kind: 'city', city }
  const state = findIndianState(name)
  if (state !== undefined && (country === null || country === 'IN')) return { kind: 'state', state, country: 'IN' }
  const code = isCode(name) ? countryCodeFromText(name) : null
  return code === null ? null : { kind: 'country', country: code }
}

/** A location text split into parts, each with what it names (null: nothing we know, e.g. a locality). */
export interface LocationReading {
  parts: ReadonlyArray<{ text: string; name: PlaceName | null }>
  /** The country the location is in: one it names, else that of a city, region or state it names. */
  country: string | null
}

/** Parts of a location: "Pune, Maharashtra", "Remote - India", "Remote (US)", "Bengaluru | Pune", "Delhi/NCR". */
const partSeparator = /[,;|/()[\]]|\s[-–—]\s/

/**
 * Reads a location text such as sources and people write it: "Pune, Maharashtra, India", "Austin, TX",
 * "London, UK", "Toronto, ON, Canada", "Remote - India", "Remote (US)", "Hybrid - Pune",
 * "Whitefield, Bangalore". The whole text is first looked up as one name ("Delhi/NCR"); otherwise each
 * part is, with lookUpPlaceName, except two-letter codes among several parts, which are read by the
 * country the other parts name: that country's own code, else one of its states or provinces
 * ("Chennai, TN" is Tamil Nadu, "Nashville, TN" Tennessee). With no country named, a last code after
 * two parts is a country ("Springfield, IL, US"); after one, a US state, a Canadian province or a
 * country, in that order ("Springfield, IL"; "Paris, FR").
 */
export function readLocation(text: string): LocationReading {
  const whole = text.trim()
  const wholeName = lookUpPlaceName(whole)
  if (wholeName !== null) return { parts: [{ text: whole, name: wholeName }], country: countryOf(wholeName) }

  const texts = whole
    .split(partSeparator)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
  const isCodeAmongParts = (part: string) => texts.length > 1 && isCode(part)
  const names = texts.map((part) => (isCodeAmongParts(part) ? null : lookUpPlaceName(part)))
  const countryIndex = lastIndexOfCountry(names)
  let country = countryIndex === -1 ? firstPlaceCountry(names) : countryOf(names[countryIndex] ?? null)
  const lastText = texts.at(-1) ?? ''
  if (country === null && isCodeAmongParts(lastText)) {
    const placeCount = names.filter((name) => name?.kind !== 'work-mode').length
    // "Springfield, IL, US" and "Remote (US)" end in a country; "Springfield, IL" in a state.
    country =
      placeCount === 2 ? (codeCountry(lastText) ?? countryCodeFromText(lastText)) : (countryCodeFromText(lastText) ?? codeCountry(lastText))
  }

  const parts = texts.map((part, index) => {
    if (isCodeAmongParts(part)) return { text: part, name: readCode(part, country) }
    const name = names[index] ?? null
    if (index === countryIndex || country === null || isOfCountry(name, country)) return { text: part, name }
    // Read again within the country: "London, Canada" is not London, England; "Singapore, Singapore" is the city.
    return { text: part, name: lookUpPlaceName(part, country) }
  })
  return { parts, country }
}

function isCode(text: string): boolean {
  return /^[a-z]{2}$/i.test(text.trim())
}

/** A US state or Canadian province code says which country it is in. */
function codeCountry(code: string): string | null {
  if (findStateByCode(code, 'US') !== undefined) return 'US'
  if (findStateByCode(code, 'CA') !== undefined) return 'CA'
  return null
}

function readCode(code: string, country: string | null): PlaceName | null {
  if (country === null) return null
  if (countryCodeFromText(code) === country) return { kind: 'country', country }
  const state = findStateByCode(code, country)
  return state === undefined ? null : { kind: 'state', state, country }
}

function countryOf(name: PlaceName | null): string | null {
  switch (name?.kind) {
    case undefined:
      return null
    case 'work-mode':
      return null
    case 'country':
      return name.country
    case 'region':
      return 'IN'
    case 'city':
      return name.city.country
    case 'state':
      return name.country
  }
}

/** A city, region or state already read in the location's country needs no second look. */
function isOfCountry(name: PlaceName | null, country: string): boolean {
  return (name?.kind === 'city' || name?.kind === 'region' || name?.kind === 'state') && countryOf(name) === country
}

function lastIndexOfCountry(names: ReadonlyArray<PlaceName | null>): number {
  return names.findLastIndex((name) => name?.kind === 'country')
}

function firstPlaceCountry(names: ReadonlyArray<PlaceName | null>): string | null {
  for (const name of names) {
    const country = countryOf(name)
    if (country !== null) return country
  }
  return null
}
