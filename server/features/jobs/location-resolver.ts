import { getCountryName } from '#core/format/location.ts'
import { slugify, stripAccents } from '#core/jobs/slug.ts'
import { lookUpPlaceName, readLocation, type PlaceName } from '#server/lib/place-lookup.ts'
import { cities, countryCodeFromText, regions } from '#server/lib/place-names.ts'
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
 * Names that stand for other places (server/lib/place-names.ts), for forgiving a misspelt one
 * ("bangalor") and for location suggestions: a city's other names (Bangalore, Mangalore) for the city
 * under its one name, which is the one ingestion stores, and a region's names (NCR, New Delhi) for its
 * cities. Names spelt right go through the one place lookup (server/lib/place-lookup.ts).
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
 * Maps a location text to a place. Names are read by the one place lookup that ingestion uses
 * (server/lib/place-lookup.ts, whose doc comment gives the order): remote words, countries, regions
 * (NCR → the Delhi region), cities under any of their names (Bangalore → Bengaluru), states; then
 * cities and states that jobs are posted in, and misspellings of any of them through the location
 * suggestions. "Pune, Maharashtra" narrows to both parts; parts that name nothing are ignored as long
 * as one part does. Null when nothing matches.
 */
export function createLocationResolver(lookup: PlaceLookup) {
  async function resolvePart(part: string, name: PlaceName | null): Promise<LocationFilter | null> {
    if (name !== null) return filterFor(name)
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
    const known = lookUpPlaceName(normalized)
    if (known !== null) return filterFor(known)
    const facts = await lookup.describePlace(name, slugify(name))
    if (facts.isCity && facts.citySlug !== null) {
      return { ...emptyFilter(), citySlugs: [facts.citySlug], label: facts.cityName ?? name }
    }
    if (facts.isState && facts.stateName !== null) return { ...emptyFilter(), state: facts.stateName, label: facts.stateName }
    return null
  }

  return {
    /**
     * A place named exactly (one the place lookup knows, or a city or state jobs are posted in, as
     * written): for words found inside a query, where forgiving a typo would read job words as places.
     * A way of working ("remote") is not a place here: the query's intents read it.
     */
    async resolveExactly(text: string): Promise<LocationFilter | null> {
      const whole = normalizePlaceText(text)
      if (whole === '') return null
      const known = lookUpPlaceName(whole)
      if (known?.kind === 'work-mode') return null
      if (known !== null) return filterFor(known)
      const closest = await lookup.findClosestLocation(whole, 1)
      return closest?.isExact ? resolveKnownName(closest.value, whole) : null
    },

    async resolve(text: string): Promise<LocationFilter | null> {
      const whole = normalizePlaceText(text)
      if (whole.replace(/[,/\s-]/g, '') === '') return null
      const reading = readLocation(whole)
      const [only] = reading.parts
      if (reading.parts.length === 1 && only !== undefined) return resolvePart(only.text, only.name)
      // "Pune, Maharashtra" is two places to narrow by; only text without commas may be one name we
      // do not know part by part ("navi mumbai-thane").
      const isEveryPartKnown = reading.parts.every((part) => part.name !== null)
      if (!isEveryPartKnown && !whole.includes(',')) {
        const wholeMatch = await resolvePart(whole, null)
        if (wholeMatch) return wholeMatch
      }
      const resolved: LocationFilter[] = []
      for (const part of reading.parts.slice(0, 4)) {
        const filter = await resolvePart(part.text, part.name)
        if (filter) resolved.push(filter)
      }
      return combine(resolved)
    },
  }
}

/** The filter for a name the place lookup knows; an on-site word ("hybrid") narrows nothing. */
function filterFor(name: PlaceName): LocationFilter | null {
  switch (name.kind) {
    case 'work-mode':
      return name.isRemote ? { ...emptyFilter(), isRemote: true, label: 'Remote' } : null
    case 'country':
      return { ...emptyFilter(), country: name.country, label: getCountryName(name.country) }
    case 'region':
      return { ...emptyFilter(), citySlugs: name.region.cities.map(slugify), label: name.region.name }
    case 'city':
      return { ...emptyFilter(), citySlugs: [slugify(name.city.name)], label: name.city.name }
    case 'state':
      return { ...emptyFilter(), state: name.state, label: name.state }
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
