import { getCountryName } from '#core/format/location.ts'
import { slugify, stripAccents } from '#core/jobs/slug.ts'
import { cities, countryCodeFromText, isRemoteWord, regions } from '#server/lib/place-names.ts'
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

interface AliasTarget {
  citySlugs: readonly string[]
  label: string
}

/**
 * Names that stand for other places (server/lib/place-names.ts): a city's other names (Bangalore,
 * Mangalore) for the city under its one name, which is the one ingestion stores, and a region's names
 * (NCR, New Delhi) for its cities. A city's own name needs no entry: the jobs posted there answer it.
 */
function buildAliasTargets(): ReadonlyMap<string, AliasTarget> {
  const targets = new Map<string, AliasTarget>()
  for (const city of cities) {
    const ownName = normalizePlaceText(city.name)
    for (const alias of city.aliases) {
      const key = normalizePlaceText(alias)
      if (key !== ownName) targets.set(key, { citySlugs: [slugify(city.name)], label: city.name })
    }
  }
  for (const region of regions) {
    const target = { citySlugs: region.cities.map(slugify), label: region.name }
    for (const alias of region.aliases) targets.set(normalizePlaceText(alias), target)
  }
  return targets
}

const aliasTargets = buildAliasTargets()

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
  for (const [alias, target] of aliasTargets) {
    if (alias.startsWith(normalized) || trigramSimilarity(alias, normalized) >= MIN_ALIAS_SIMILARITY) labels.add(target.label)
  }
  const country = countryCodeFromText(normalized)
  if (country) labels.add(getCountryName(country))
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
    if (isRemoteWord(part)) return { ...emptyFilter(), isRemote: true, label: 'Remote' }
    const alias = aliasTargets.get(part)
    if (alias) return { ...emptyFilter(), citySlugs: alias.citySlugs, label: alias.label }
    const country = countryCodeFromText(part)
    if (country) return { ...emptyFilter(), country, label: getCountryName(country) }

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
    if (isRemoteWord(normalized)) return { ...emptyFilter(), isRemote: true, label: 'Remote' }
    const country = countryCodeFromText(normalized)
    if (country) return { ...emptyFilter(), country, label: getCountryName(country) }
    const alias = aliasTargets.get(normalized)
    if (alias) return { ...emptyFilter(), citySlugs: alias.citySlugs, label: alias.label }
    const facts = await lookup.describePlace(name, slugify(name))
    if (facts.isCity && facts.citySlug !== null) {
      return { ...emptyFilter(), citySlugs: [facts.citySlug], label: facts.cityName ?? name }
    }
    if (facts.isState && facts.stateName !== null) return { ...emptyFilter(), state: facts.stateName, label: facts.stateName }
    return null
  }

  return {
    /**
     * A place named exactly (an alias, a country, or a city or state jobs are posted in, as written):
     * for words found inside a query, where forgiving a typo would read job words as places.
     */
    async resolveExactly(text: string): Promise<LocationFilter | null> {
      const whole = normalizePlaceText(text)
      if (whole === '' || isRemoteWord(whole)) return null
      const alias = aliasTargets.get(whole)
      if (alias) return { ...emptyFilter(), citySlugs: alias.citySlugs, label: alias.label }
      const country = countryCodeFromText(whole)
      if (country) return { ...emptyFilter(), country, label: getCountryName(country) }
      const closest = await lookup.findClosestLocation(whole, 1)
      return closest?.isExact ? resolveKnownName(closest.value, whole) : null
    },

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

function closestAlias(text: string): AliasTarget | null {
  let best: AliasTarget | null = null
  let bestSimilarity = MIN_ALIAS_SIMILARITY
  for (const [alias, target] of aliasTargets) {
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
