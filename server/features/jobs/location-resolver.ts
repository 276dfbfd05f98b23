import { slugify, stripAccents } from '#core/jobs/slug.ts'
import { countryNames } from '#core/format/location.ts'
import { countryCodeFromText } from './ingest/places.ts'
import type { PlaceFacts } from './repo.ts'
import { translateHindiPlace, trigramSimilarity } from './search-query.ts'

/** Where a search looks: every field set narrows it (all of them must hold). */
export interface LocationFilter {
  isRemote: boolean
  country: string | null
  citySlugs: readonly string[] | null
  state: string | null
  /** How the place reads back to the person ("Bengaluru", "Delhi NCR", "Remote"). */
  label: string
}

/** The database facts the resolver needs; repo.ts answers them. */
export interface PlaceLookup {
  findClosestLocation(normalized: string, minSimilarity: number): Promise<{ value: string; isExact: boolean } | null>
  describePlace(name: string, slug: string): Promise<PlaceFacts>
}

/** A location suggestion must be at least this similar to the text to stand for it. */
const MIN_LOCATION_SIMILARITY = 0.45
/** An alias must be at least this similar to a misspelt text ("bangalor") to stand for it. */
const MIN_ALIAS_SIMILARITY = 0.5

const remoteWords = new Set(['remote', 'remotely', 'work from home', 'wfh', 'anywhere', 'home', 'remote only', 'fully remote'])

const delhiCity = ['delhi', 'new-delhi']
const delhiNcr = ['delhi', 'new-delhi', 'gurugram', 'noida', 'greater-noida', 'ghaziabad', 'faridabad']

/** Places known by several names. Each target is a list of city slugs and the label to show. */
const placeAliases: Readonly<Record<string, { citySlugs: readonly string[]; label: string }>> = {
  bangalore: { citySlugs: ['bengaluru'], label: 'Bengaluru' },
  bengaluru: { citySlugs: ['bengaluru'], label: 'Bengaluru' },
  bombay: { citySlugs: ['mumbai'], label: 'Mumbai' },
  gurgaon: { citySlugs: ['gurugram'], label: 'Gurugram' },
  madras: { citySlugs: ['chennai'], label: 'Chennai' },
  calcutta: { citySlugs: ['kolkata'], label: 'Kolkata' },
  poona: { citySlugs: ['pune'], label: 'Pune' },
  trivandrum: { citySlugs: ['thiruvananthapuram'], label: 'Thiruvananthapuram' },
  vizag: { citySlugs: ['visakhapatnam'], label: 'Visakhapatnam' },
  mysore: { citySlugs: ['mysuru'], label: 'Mysuru' },
  baroda: { citySlugs: ['vadodara'], label: 'Vadodara' },
  cochin: { citySlugs: ['kochi'], label: 'Kochi' },
  mangalore: { citySlugs: ['mangaluru'], label: 'Mangaluru' },
  hubli: { citySlugs: ['hubballi'], label: 'Hubballi' },
  delhi: { citySlugs: delhiCity, label: 'Delhi' },
  'new delhi': { citySlugs: delhiCity, label: 'Delhi' },
  ncr: { citySlugs: delhiNcr, label: 'Delhi NCR' },
  'delhi ncr': { citySlugs: delhiNcr, label: 'Delhi NCR' },
  'delhi/ncr': { citySlugs: delhiNcr, label: 'Delhi NCR' },
  'delhi-ncr': { citySlugs: delhiNcr, label: 'Delhi NCR' },
  'new delhi ncr': { citySlugs: delhiNcr, label: 'Delhi NCR' },
  'national capital region': { citySlugs: delhiNcr, label: 'Delhi NCR' },
}

/** Lower-case, accents stripped, unusual punctuation dropped, spaces collapsed: the suggestions' `normalized` form. */
export function normalizePlaceText(text: string): string {
  return stripAccents(translateHindiPlace(text))
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s,./&'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The canonical names the alias table maps a (possibly misspelt) text to, for location suggestions. */
export function findAliasLabels(text: string): string[] {
  const normalized = normalizePlaceText(text)
  if (normalized.length < 3) return []
  const labels = new Set<string>()
  for (const [alias, target] of Object.entries(placeAliases)) {
    if (alias.startsWith(normalized) || trigramSimilarity(alias, normalized) >= MIN_ALIAS_SIMILARITY) labels.add(target.label)
  }
  const country = countryCodeFromText(normalized)
  if (country) labels.add(countryNames[country] ?? country)
  return [...labels]
}

/**
 * Maps a location text to a place: "Remote", aliases (Bangalore → Bengaluru, NCR → the Delhi region,
 * USA → United States), countries, cities and states that jobs are posted in, and misspellings of
 * any of them through the location suggestions. "Pune, Maharashtra" narrows to both parts; parts
 * that name nothing are ignored as long as one part does. Null when nothing matches.
 */
export function createLocationResolver(lookup: PlaceLookup) {
  async function resolvePart(part: string): Promise<LocationFilter | null> {
    if (remoteWords.has(part)) return { ...emptyFilter(), isRemote: true, label: 'Remote' }
    const alias = placeAliases[part]
    if (alias) return { ...emptyFilter(), citySlugs: alias.citySlugs, label: alias.label }
    const country = countryCodeFromText(part)
    if (country) return { ...emptyFilter(), country, label: countryNames[country] ?? country }

    const closest = await lookup.findClosestLocation(part, MIN_LOCATION_SIMILARITY)
    if (closest?.isExact) return resolveKnownName(closest.value, part)
    // A misspelt alias ("bangalor") is closer to what was meant than any suggestion it resembles.
    const fuzzyAlias = closestAlias(part)
    if (fuzzyAlias) return { ...emptyFilter(), citySlugs: fuzzyAlias.citySlugs, label: fuzzyAlias.label }
    if (closest) return resolveKnownName(closest.value, normalizePlaceText(closest.value))
    // Places too short for the suggestions table may still be cities of some job.
    return resolveKnownName(part, part)
  }

  async function resolveKnownName(name: string, normalized: string): Promise<LocationFilter | null> {
    if (remoteWords.has(normalized)) return { ...emptyFilter(), isRemote: true, label: 'Remote' }
    const country = countryCodeFromText(normalized)
    if (country) return { ...emptyFilter(), country, label: countryNames[country] ?? country }
    const alias = placeAliases[normalized]
    if (alias) return { ...emptyFilter(), citySlugs: alias.citySlugs, label: alias.label }
    const facts = await lookup.describePlace(name, slugify(name))
    if (facts.isCity && facts.citySlug !== null) {
      return { ...emptyFilter(), citySlugs: [facts.citySlug], label: facts.cityName ?? name }
    }
    if (facts.isState && facts.stateName !== null) return { ...emptyFilter(), state: facts.stateName, label: facts.stateName }
    return null
  }

  return {
    async resolve(text: string): Promise<LocationFilter | null> {
      const whole = normalizePlaceText(text)
      if (whole.replace(/[,/\s-]/g, '') === '') return null
      // "Pune, Maharashtra" is two places to narrow by; only text without commas is one name ("Delhi/NCR").
      if (!whole.includes(',')) {
        const wholeMatch = await resolvePart(whole)
        if (wholeMatch) return wholeMatch
      }
      const parts = whole
        .split(/\s*[,/]\s*|\s+-\s+/)
        .map((part) => part.trim())
        .filter((part) => part.length > 0)
      if (parts.length < 2) return null
      const resolved: LocationFilter[] = []
      for (const part of parts.slice(0, 4)) {
        const filter = await resolvePart(part)
        if (filter) resolved.push(filter)
      }
      return combine(resolved)
    },
  }
}

function emptyFilter(): LocationFilter {
  return { isRemote: false, country: null, citySlugs: null, state: null, label: '' }
}

function closestAlias(text: string): { citySlugs: readonly string[]; label: string } | null {
  let best: { citySlugs: readonly string[]; label: string } | null = null
  let bestSimilarity = MIN_ALIAS_SIMILARITY
  for (const [alias, target] of Object.entries(placeAliases)) {
    const similarity = trigramSimilarity(alias, text)
    if (similarity >= bestSimilarity) {
      best = target
      bestSimilarity = similarity
    }
  }
  return best
}

/** Several parts that each named a place ("Pune, Maharashtra, India"): all of them must hold. */
function combine(filters: LocationFilter[]): LocationFilter | null {
  const [first] = filters
  if (!first) return null
  const combined: LocationFilter = { ...first }
  for (const filter of filters.slice(1)) {
    combined.isRemote = combined.isRemote || filter.isRemote
    combined.country = combined.country ?? filter.country
    combined.citySlugs = combined.citySlugs ?? filter.citySlugs
    combined.state = combined.state ?? filter.state
  }
  combined.label = filters.map((filter) => filter.label).join(', ')
  return combined
}
