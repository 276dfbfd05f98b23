import { getCountryName } from '#core/format/location.ts'
import hindiNames from '#core/i18n/locales/hi/names.json' with { type: 'json' }
import { normalizeForMatch, slugify } from '#core/jobs/slug.ts'

/**
 * Place reference data, in one module (DESIGN.md "Layout"): the cities jobs are posted in with every
 * other name they go by, the regions that stand for several cities, the countries job sources cover,
 * states and provinces, and the words that mean "remote". Ingestion stores a city under its one name,
 * the search's location resolver finds it under any of them, and the demo data posts in these cities,
 * so the three can never disagree about a spelling. Pure data and lookups.
 *
 * It lives on the server: the browser shows country names through core/format/location.ts
 * (Intl.DisplayNames, in the reader's language) and needs nothing else here, so shipping these lists
 * to it would cost bytes for nothing. It is in server/lib/ rather than a feature because jobs
 * (ingestion, search) and companies (headquarters) both use it.
 */

export interface City {
  /** The one name jobs store and pages show; its slug names the city page (/jobs/in-{slug}). */
  name: string
  state: string | null
  /** ISO 3166-1 alpha-2. */
  country: string
  /** Every other name sources and people use for it: older or English names, Hindi names (the one the Hindi pages show among them). */
  aliases: readonly string[]
}

/** Places' Hindi names by slug: the ones the Hindi pages show (core/i18n/locales/hi/names.json). */
const hindiPlaceNames: Readonly<Record<string, string>> = hindiNames.places

/** A place's Hindi name as an alias, so a search in Hindi finds it under the name the pages show. */
function hindiNameOf(name: string): string[] {
  const hindi = hindiPlaceNames[slugify(name)]
  return hindi === undefined ? [] : [hindi]
}

function indian(name: string, state: string, aliases: readonly string[] = []): City {
  return { name, state, country: 'IN', aliases: [...aliases, ...hindiNameOf(name)] }
}

function abroad(name: string, state: string | null, country: string): City {
  return { name, state, country, aliases: hindiNameOf(name) }
}

/** The cities we know, Indian ones first, each in the order of how many jobs it has in India's market. */
export const cities: readonly City[] = [
  indian('Bengaluru', 'Karnataka', ['Bangalore', 'बेंगलुरू', 'बैंगलोर', 'बंगलौर']),
  indian('Hyderabad', 'Telangana'),
  indian('Mumbai', 'Maharashtra', ['Bombay', 'मुम्बई']),
  indian('Pune', 'Maharashtra', ['Poona']),
  indian('Delhi', 'Delhi'),
  indian('Chennai', 'Tamil Nadu', ['Madras']),
  indian('Gurugram', 'Haryana', ['Gurgaon', 'गुड़गांव']),
  indian('Noida', 'Uttar Pradesh'),
  indian('Kolkata', 'West Bengal', ['Calcutta']),
  indian('Ahmedabad', 'Gujarat'),
  indian('Jaipur', 'Rajasthan'),
  indian('Kochi', 'Kerala', ['Cochin']),
  indian('Surat', 'Gujarat'),
  indian('Chandigarh', 'Chandigarh'),
  indian('Indore', 'Madhya Pradesh'),
  indian('Lucknow', 'Uttar Pradesh'),
  indian('Coimbatore', 'Tamil Nadu'),
  indian('Navi Mumbai', 'Maharashtra'),
  indian('Bhubaneswar', 'Odisha'),
  indian('Nagpur', 'Maharashtra'),
  indian('Visakhapatnam', 'Andhra Pradesh', ['Vizag']),
  indian('Thiruvananthapuram', 'Kerala', ['Trivandrum']),
  indian('Thane', 'Maharashtra'),
  indian('Vadodara', 'Gujarat', ['Baroda']),
  indian('Mysuru', 'Karnataka', ['Mysore']),
  indian('Mangaluru', 'Karnataka', ['Mangalore']),
  indian('Bhopal', 'Madhya Pradesh'),
  indian('Patna', 'Bihar'),
  indian('Guwahati', 'Assam'),
  indian('Ranchi', 'Jharkhand'),
  indian('Dehradun', 'Uttarakhand'),
  indian('Vijayawada', 'Andhra Pradesh'),
  indian('Madurai', 'Tamil Nadu'),
  indian('Nashik', 'Maharashtra'),
  indian('Ludhiana', 'Punjab'),
  indian('Raipur', 'Chhattisgarh'),
  indian('Kanpur', 'Uttar Pradesh'),
  indian('Rajkot', 'Gujarat'),
  indian('Panaji', 'Goa'),
  indian('Amritsar', 'Punjab'),
  indian('Jammu', 'Jammu and Kashmir'),
  indian('Hubballi', 'Karnataka', ['Hubli']),
  indian('Tiruchirappalli', 'Tamil Nadu'),
  indian('Varanasi', 'Uttar Pradesh'),
  indian('Shimla', 'Himachal Pradesh'),
  indian('Ghaziabad', 'Uttar Pradesh', ['गाजियाबाद']),
  indian('Faridabad', 'Haryana', ['फरीदाबाद']),
  indian('Gandhinagar', 'Gujarat'),
  indian('Jodhpur', 'Rajasthan'),
  indian('Agra', 'Uttar Pradesh'),
  indian('Jamshedpur', 'Jharkhand'),
  indian('Kozhikode', 'Kerala'),
  indian('Kolhapur', 'Maharashtra'),
  indian('Udaipur', 'Rajasthan'),
  indian('Kota', 'Rajasthan'),
  indian('Gwalior', 'Madhya Pradesh'),
  indian('Jabalpur', 'Madhya Pradesh'),
  indian('Meerut', 'Uttar Pradesh'),
  indian('Prayagraj', 'Uttar Pradesh'),
  indian('Cuttack', 'Odisha'),
  indian('Tirupati', 'Andhra Pradesh'),
  indian('Warangal', 'Telangana'),
  indian('Salem', 'Tamil Nadu'),
  indian('Vellore', 'Tamil Nadu'),
  indian('Thrissur', 'Kerala'),
  indian('Jalandhar', 'Punjab'),
  indian('Solapur', 'Maharashtra'),
  indian('Ajmer', 'Rajasthan'),
  indian('Dhanbad', 'Jharkhand'),
  indian('Siliguri', 'West Bengal'),
  indian('Durgapur', 'West Bengal'),
  indian('Belagavi', 'Karnataka'),
  indian('Guntur', 'Andhra Pradesh'),
  indian('Tiruppur', 'Tamil Nadu'),
  indian('Patiala', 'Punjab'),
  indian('Bilaspur', 'Chhattisgarh'),
  indian('Haridwar', 'Uttarakhand'),
  indian('Gorakhpur', 'Uttar Pradesh'),
  indian('Bareilly', 'Uttar Pradesh'),
  indian('Bhavnagar', 'Gujarat'),
  indian('Jamnagar', 'Gujarat'),
  indian('Puducherry', 'Puducherry'),
  indian('Srinagar', 'Jammu and Kashmir'),
  indian('Imphal', 'Manipur'),
  indian('Shillong', 'Meghalaya'),
  indian('Agartala', 'Tripura'),
  // Cities of the Delhi region that sources name on their own.
  indian('New Delhi', 'Delhi'),
  indian('Greater Noida', 'Uttar Pradesh'),
  abroad('New York', 'NY', 'US'),
  abroad('San Francisco', 'CA', 'US'),
  abroad('Seattle', 'WA', 'US'),
  abroad('Austin', 'TX', 'US'),
  abroad('Boston', 'MA', 'US'),
  abroad('Chicago', 'IL', 'US'),
  abroad('Dallas', 'TX', 'US'),
  abroad('San Jose', 'CA', 'US'),
  abroad('Atlanta', 'GA', 'US'),
  abroad('Houston', 'TX', 'US'),
  abroad('Raleigh', 'NC', 'US'),
  abroad('Jersey City', 'NJ', 'US'),
  abroad('Toronto', 'ON', 'CA'),
  abroad('Vancouver', 'BC', 'CA'),
  abroad('Montréal', 'QC', 'CA'),
  abroad('Calgary', 'AB', 'CA'),
  abroad('Ottawa', 'ON', 'CA'),
  abroad('Waterloo', 'ON', 'CA'),
  abroad('London', 'England', 'GB'),
  abroad('Manchester', 'England', 'GB'),
  abroad('Birmingham', 'England', 'GB'),
  abroad('Edinburgh', 'Scotland', 'GB'),
  abroad('Cambridge', 'England', 'GB'),
  abroad('Berlin', 'Berlin', 'DE'),
  abroad('Munich', 'Bavaria', 'DE'),
  abroad('Frankfurt', 'Hesse', 'DE'),
  abroad('Hamburg', 'Hamburg', 'DE'),
  abroad('Stuttgart', 'Baden-Württemberg', 'DE'),
  abroad('Düsseldorf', 'North Rhine-Westphalia', 'DE'),
  abroad('Dubai', 'Dubai', 'AE'),
  abroad('Abu Dhabi', 'Abu Dhabi', 'AE'),
  abroad('Sharjah', 'Sharjah', 'AE'),
  abroad('Singapore', null, 'SG'),
  abroad('Sydney', 'New South Wales', 'AU'),
  abroad('Melbourne', 'Victoria', 'AU'),
  abroad('Brisbane', 'Queensland', 'AU'),
  abroad('Perth', 'Western Australia', 'AU'),
  abroad('Amsterdam', 'North Holland', 'NL'),
  abroad('Rotterdam', 'South Holland', 'NL'),
  abroad('Eindhoven', 'North Brabant', 'NL'),
  abroad('Dublin', 'Leinster', 'IE'),
  abroad('Cork', 'Munster', 'IE'),
  abroad('Tokyo', 'Tokyo', 'JP'),
  abroad('Osaka', 'Osaka', 'JP'),
  abroad('Zürich', 'Zurich', 'CH'),
  abroad('Stockholm', 'Stockholm', 'SE'),
  abroad('Auckland', 'Auckland', 'NZ'),
  abroad('Doha', null, 'QA'),
  abroad('Riyadh', 'Riyadh Province', 'SA'),
]

/** A place people search for that is several cities: results are shown under `name`. */
export interface Region {
  name: string
  /** Every way people write it. */
  aliases: readonly string[]
  /**
   * The names of the cities it covers (each one of `cities`), its centre first: a posting placed only
   * in the region ("Delhi NCR") is filed under the centre, which every search for the region covers.
   */
  cities: readonly string[]
}

export const regions: readonly Region[] = [
  // Sources list jobs in "New Delhi" and in "Delhi"; a person looking for either means both.
  { name: 'Delhi', aliases: ['Delhi', 'New Delhi', ...hindiNameOf('Delhi'), ...hindiNameOf('New Delhi')], cities: ['Delhi', 'New Delhi'] },
  {
    name: 'Delhi NCR',
    aliases: ['NCR', 'Delhi NCR', 'Delhi/NCR', 'Delhi-NCR', 'New Delhi NCR', 'National Capital Region', ...hindiNameOf('Delhi NCR')],
    cities: ['Delhi', 'New Delhi', 'Gurugram', 'Noida', 'Greater Noida', 'Ghaziabad', 'Faridabad'],
  },
]

/**
 * The countries job sources cover, as ISO 3166-1 alpha-2 codes. Their names come from the runtime's
 * CLDR data (core/format/location.ts), in English and Hindi alike.
 */
export const countryCodes: readonly string[] = [
  'IN',
  'US',
  'GB',
  'CA',
  'DE',
  'AE',
  'SG',
  'AU',
  'NZ',
  'NL',
  'IE',
  'JP',
  'FR',
  'CH',
  'SE',
  'SA',
  'QA',
  'KW',
  'OM',
  'BH',
  'MY',
  'HK',
  'DK',
  'NO',
  'FI',
  'BE',
  'AT',
  'ES',
  'IT',
  'PT',
  'PL',
  'CZ',
  'LU',
  'KR',
  'CN',
  'IL',
  'ZA',
  'PH',
  'ID',
  'TH',
  'VN',
  'LK',
  'NP',
  'BD',
  'MU',
  'KE',
  'NG',
  'BR',
  'MX',
]

/** Names of countries that CLDR does not give (short forms, older and local names). "UK" is one: its code is GB. */
const countryAliases: Readonly<Record<string, string>> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'u.s': 'US',
  'united states of america': 'US',
  america: 'US',
  अमेरिका: 'US',
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
  // Indian postings open in many cities at once.
  'pan india': 'IN',
  'pan-india': 'IN',
  'all india': 'IN',
}

/** India's states and union territories, by the names pages show (the onboarding's state list). */
export const indianStateNames: readonly string[] = [
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
]

const indianStatesByName: ReadonlyMap<string, string> = new Map(indianStateNames.map((name) => [normalizeForMatch(name), name]))

/**
 * India's states and union territories by the codes of their vehicle registrations, as some sources
 * write them after a city ("Chennai, TN", "Bengaluru, KA, IN"). Read only where the location is
 * already Indian: most of them are also US state or country codes.
 */
const indianStateCodes: Readonly<Record<string, string>> = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CG: 'Chhattisgarh',
  CH: 'Chandigarh',
  DD: 'Dadra and Nagar Haveli and Daman and Diu',
  DL: 'Delhi',
  DN: 'Dadra and Nagar Haveli and Daman and Diu',
  GA: 'Goa',
  GJ: 'Gujarat',
  HP: 'Himachal Pradesh',
  HR: 'Haryana',
  JH: 'Jharkhand',
  JK: 'Jammu and Kashmir',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MH: 'Maharashtra',
  ML: 'Meghalaya',
  MN: 'Manipur',
  MP: 'Madhya Pradesh',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OD: 'Odisha',
  PB: 'Punjab',
  PY: 'Puducherry',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TG: 'Telangana',
  TN: 'Tamil Nadu',
  TR: 'Tripura',
  TS: 'Telangana',
  UK: 'Uttarakhand',
  UP: 'Uttar Pradesh',
  WB: 'West Bengal',
}

const usStateCodes: ReadonlySet<string> = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
)

const canadianProvinceCodes: ReadonlySet<string> = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '))

/** What a location says when the job is not in one place ("Remote", "WFH", "रिमोट"). */
const remoteWordList: readonly string[] = [
  'remote',
  'remotely',
  'remote only',
  'fully remote',
  'remote first',
  'hybrid remote',
  'work from home',
  'wfh',
  'home',
  'home based',
  'home-based',
  'anywhere',
  'worldwide',
  'work from anywhere',
  'distributed',
  'रिमोट',
]
const remoteWords: ReadonlySet<string> = new Set(remoteWordList.map(normalizeForMatch))

/** What a location says about the way of working that is not remote: it names no place ("Hybrid - Pune"). */
const onSiteWords: ReadonlySet<string> = new Set(
  ['hybrid', 'on-site', 'onsite', 'on site', 'in office', 'in-office', 'office', 'wfo', 'work from office', 'field'].map(normalizeForMatch),
)

// ---------------------------------------------------------------------------------------------
// Lookups. Every key is normalizeForMatch of a name: case, accents and spacing never matter.

const citiesBySpelling = new Map<string, City[]>()
for (const city of cities) {
  for (const spelling of [city.name, ...city.aliases]) {
    const key = normalizeForMatch(spelling)
    citiesBySpelling.set(key, [...(citiesBySpelling.get(key) ?? []), city])
  }
}

const regionsByAlias: ReadonlyMap<string, Region> = new Map(
  regions.flatMap((region) => region.aliases.map((alias): [string, Region] => [normalizeForMatch(alias), region])),
)

/** Each country's names in English and Hindi, long and short: "United States", "US", "संयुक्त राज्य". */
const countryNameForms: ReadonlyArray<readonly [code: string, names: readonly string[]]> = (() => {
  const shortNames = ['en', 'hi'].map((language) => new Intl.DisplayNames([language], { type: 'region', style: 'short' }))
  return countryCodes.map((code) => {
    const names = new Set([getCountryName(code, 'en'), getCountryName(code, 'hi')])
    for (const shortName of shortNames) names.add(shortName.of(code) ?? code)
    return [code, [...names]] as const
  })
})()

/** Country names and aliases, in English and Hindi. */
const countriesByName: ReadonlyMap<string, string> = new Map([
  ...countryNameForms.flatMap(([code, names]) => names.map((name): [string, string] => [normalizeForMatch(name), code])),
  ...Object.entries(countryAliases).map(([alias, code]): [string, string] => [normalizeForMatch(alias), code]),
])

const knownCountryCodes: ReadonlySet<string> = new Set(countryCodes)

/** Codes CLDR names that are not countries: the EU, the eurozone, the UN, outlying Oceania, pseudo-locales, the unknown region. */
const notCountries: ReadonlySet<string> = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'])

/**
 * Every other country by its English name (CLDR, through Intl.DisplayNames), so a posting in a country
 * outside `countryCodes` ("Hyderabad, Sindh, Pakistan") is placed there and not in a city of ours of the
 * same name.
 */
const otherCountriesByName: ReadonlyMap<string, string> = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
  const byName = new Map<string, string>()
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second)
      const name = names.of(code)
      if (name !== undefined && !notCountries.has(code) && !knownCountryCodes.has(code)) byName.set(normalizeForMatch(name), code)
    }
  }
  return byName
})()

/**
 * The city a name stands for: its own name or any alias, in any case or accents. With a country, only
 * a city of that country ("Madras, US" is Madras, Oregon, not Chennai).
 */
export function findCity(name: string, country?: string): City | undefined {
  const found = citiesBySpelling.get(normalizeForMatch(name)) ?? []
  return country === undefined ? found[0] : found.find((city) => city.country === country)
}

/** The region a name stands for ("NCR", "Delhi/NCR" → Delhi NCR). */
export function findRegion(name: string): Region | undefined {
  return regionsByAlias.get(normalizeForMatch(name))
}

/** The ISO2 code for a country's name (English or Hindi), alias ("USA", "UK") or code; null when unknown. */
export function countryCodeFromText(text: string): string | null {
  const key = normalizeForMatch(text)
  if (key === '') return null
  const byName = countriesByName.get(key)
  if (byName !== undefined) return byName
  const upper = key.toUpperCase()
  return /^[A-Z]{2}$/.test(upper) && knownCountryCodes.has(upper) ? upper : null
}

/** The ISO2 code of a country outside `countryCodes`, by its English name ("Pakistan" → "PK"); null when unknown. */
export function otherCountryCodeFromName(text: string): string | null {
  return otherCountriesByName.get(normalizeForMatch(text)) ?? null
}

/** An Indian state or union territory by its name in any case ("tamil nadu" → "Tamil Nadu"). */
export function findIndianState(name: string): string | undefined {
  return indianStatesByName.get(normalizeForMatch(name))
}

/**
 * A state or province by its two-letter code within a country: US states, Canadian provinces and
 * Indian states ("TX", "ON", "KA" → "Karnataka"). US and Canadian ones stay codes, as their sources and
 * our city list write them; Indian ones become the names Indian jobs store.
 */
export function findStateByCode(code: string, country: string): string | undefined {
  const key = code.trim().toUpperCase()
  if (country === 'US') return usStateCodes.has(key) ? key : undefined
  if (country === 'CA') return canadianProvinceCodes.has(key) ? key : undefined
  if (country === 'IN') return indianStateCodes[key]
  return undefined
}

export function isRemoteWord(text: string): boolean {
  return remoteWords.has(normalizeForMatch(text))
}

/** "Hybrid", "On-site", "Office": a way of working that is not remote and names no place. */
export function isOnSiteWord(text: string): boolean {
  return onSiteWords.has(normalizeForMatch(text))
}

/** Hindi names of places and their English ones, so a Hindi search finds the English postings. */
const englishByHindiName: ReadonlyMap<string, string> = new Map(
  [
    ...cities.flatMap((city) => city.aliases.map((alias) => [alias, city.name] as const)),
    ...countryNameForms.flatMap(([code, names]) => names.map((name) => [name, getCountryName(code)] as const)),
    ...Object.entries(countryAliases).map(([alias, code]) => [alias, getCountryName(code)] as const),
    ...remoteWordList.map((word) => [word, 'Remote'] as const),
  ]
    .filter(([hindi]) => isDevanagari(hindi))
    .map(([hindi, english]): [string, string] => [normalizeForMatch(hindi), english]),
)

function isDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/u.test(text)
}

/** The English name of a place written in Hindi ("मुंबई" → "Mumbai", "भारत" → "India"); undefined when we do not know it. */
export function findEnglishPlaceName(hindiName: string): string | undefined {
  return englishByHindiName.get(normalizeForMatch(hindiName))
}
