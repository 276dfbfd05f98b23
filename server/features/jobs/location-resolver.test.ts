import { describe, expect, it } from 'vitest'
import { slugify } from '#core/jobs/slug.ts'
import { parseLocation, type Place } from './ingest/places.ts'
import { createLocationResolver, findAliasLabels, normalizePlaceText, type LocationFilter, type PlaceLookup } from './location-resolver.ts'
import { trigramSimilarity } from './search-query.ts'

/** A lookup over a fixed list of places, standing in for search_suggestions and jobs. */
function createLookup(): PlaceLookup & { calls: number } {
  const cities: Record<string, string> = { bengaluru: 'Bengaluru', pune: 'Pune', mumbai: 'Mumbai', 'new-york': 'New York' }
  const states = ['Maharashtra', 'Karnataka', 'New York']
  const suggestions = [...Object.values(cities), ...states, 'India', 'United States', 'Remote']
  const lookup = {
    calls: 0,
    async findClosestLocation(normalized: string, minSimilarity: number) {
      lookup.calls += 1
      const exact = suggestions.find((value) => value.toLowerCase() === normalized)
      if (exact) return { value: exact, isExact: true }
      const ranked = suggestions
        .map((value) => ({ value, similarity: trigramSimilarity(value.toLowerCase(), normalized) }))
        .filter((candidate) => candidate.similarity >= minSimilarity)
        .sort((a, b) => b.similarity - a.similarity)
      const best = ranked[0]
      return best ? { value: best.value, isExact: false } : null
    },
    async describePlace(name: string, slug: string) {
      lookup.calls += 1
      const cityName = cities[slug] ?? null
      const stateName = states.find((state) => state === name) ?? null
      return { isCity: cityName !== null, cityName, citySlug: cityName ? slug : null, isState: stateName !== null, stateName }
    },
  }
  return lookup
}

describe('location resolver', () => {
  it('resolves aliases, regions, countries and Remote without the database', async () => {
    const lookup = createLookup()
    const resolver = createLocationResolver(lookup)
    expect(await resolver.resolve('Bangalore')).toMatchObject({ citySlugs: ['bengaluru'], label: 'Bengaluru' })
    expect(await resolver.resolve('Gurgaon')).toMatchObject({ citySlugs: ['gurugram'] })
    expect(await resolver.resolve('Delhi NCR')).toMatchObject({ label: 'Delhi NCR' })
    expect((await resolver.resolve('NCR'))?.citySlugs).toEqual(expect.arrayContaining(['delhi', 'gurugram', 'noida']))
    expect(await resolver.resolve('USA')).toMatchObject({ country: 'US', label: 'United States' })
    expect(await resolver.resolve('us')).toMatchObject({ country: 'US' })
    expect(await resolver.resolve('U.K.')).toMatchObject({ country: 'GB', label: 'United Kingdom' })
    expect(await resolver.resolve('Work from home')).toMatchObject({ isRemote: true, label: 'Remote' })
    expect(lookup.calls).toBe(0)
    expect(await resolver.resolve('मुंबई')).toMatchObject({ citySlugs: ['mumbai'] })
  })

  it('resolves cities and states that jobs use, and their misspellings', async () => {
    const resolver = createLocationResolver(createLookup())
    expect(await resolver.resolve('pune')).toMatchObject({ citySlugs: ['pune'], state: null, label: 'Pune' })
    expect(await resolver.resolve('Maharashtra')).toMatchObject({ state: 'Maharashtra', citySlugs: null })
    expect(await resolver.resolve('Maharastra')).toMatchObject({ state: 'Maharashtra' })
    expect(await resolver.resolve('bangalor')).toMatchObject({ citySlugs: ['bengaluru'] })
    // A name that is both a city and a state means the city.
    expect(await resolver.resolve('New York')).toMatchObject({ citySlugs: ['new-york'] })
  })

  it('narrows by every part of "city, state, country" that names a place', async () => {
    const resolver = createLocationResolver(createLookup())
    expect(await resolver.resolve('Pune, Maharashtra, India')).toMatchObject({
      citySlugs: ['pune'],
      state: 'Maharashtra',
      country: 'IN',
      label: 'Pune, Maharashtra, India',
    })
    expect(await resolver.resolve('Whitefield, Bangalore')).toMatchObject({ citySlugs: ['bengaluru'], label: 'Bengaluru' })
  })

  it('answers null for text that names no place', async () => {
    const resolver = createLocationResolver(createLookup())
    expect(await resolver.resolve('Atlantis')).toBeNull()
    expect(await resolver.resolve(' , ; ')).toBeNull()
  })

  it('normalises like the suggestions table and offers alias labels for suggestions', () => {
    expect(normalizePlaceText('  Zürich!  ')).toBe('zurich')
    expect(normalizePlaceText('Pune,  Maharashtra')).toBe('pune, maharashtra')
    expect(findAliasLabels('bangal')).toContain('Bengaluru')
    expect(findAliasLabels('usa')).toContain('United States')
    expect(findAliasLabels('xy')).toEqual([])
  })
})

/** Whether a search with this filter finds a job stored at this place. */
function isFoundBy(filter: LocationFilter, place: Place): boolean {
  if (filter.isRemote && !place.isRemote) return false
  if (filter.country !== null && filter.country !== place.country) return false
  if (filter.citySlugs !== null && (place.city === null || !filter.citySlugs.includes(slugify(place.city)))) return false
  return filter.state === null || filter.state === place.state
}

describe('one place lookup for ingestion and search', () => {
  it.each([
    ['a country', 'United States', { country: 'US', citySlugs: null, isRemote: false }, { city: null, country: 'US', isRemote: false }],
    ['a country alias', 'USA', { country: 'US', citySlugs: null }, { city: null, country: 'US' }],
    [
      'a region alias',
      'NCR',
      { citySlugs: expect.arrayContaining(['delhi', 'gurugram', 'noida']), label: 'Delhi NCR' },
      { city: 'Delhi', country: 'IN' },
    ],
    [
      'a region name that is a city',
      'New Delhi',
      { citySlugs: ['delhi', 'new-delhi'], label: 'Delhi' },
      { city: 'New Delhi', country: 'IN' },
    ],
    ['a city alias', 'Bombay', { citySlugs: ['mumbai'], label: 'Mumbai' }, { city: 'Mumbai', state: 'Maharashtra', country: 'IN' }],
    ['a city alias and a state', 'Gurgaon, Haryana', { citySlugs: ['gurugram'], state: 'Haryana' }, { city: 'Gurugram', state: 'Haryana' }],
    [
      'a remote word',
      'Work from home',
      { isRemote: true, country: null, citySlugs: null, label: 'Remote' },
      { city: null, isRemote: true },
    ],
    ['a remote word and a country', 'Remote - India', { isRemote: true, country: 'IN' }, { city: null, country: 'IN', isRemote: true }],
    [
      'a US state code',
      'San Francisco, CA',
      { citySlugs: ['san-francisco'], state: 'CA' },
      { city: 'San Francisco', state: 'CA', country: 'US' },
    ],
    [
      'a Canadian province code',
      'Toronto, ON, Canada',
      { citySlugs: ['toronto'], state: 'ON', country: 'CA' },
      { city: 'Toronto', state: 'ON', country: 'CA' },
    ],
    [
      'an Indian state code',
      'Chennai, TN',
      { citySlugs: ['chennai'], state: 'Tamil Nadu' },
      { city: 'Chennai', state: 'Tamil Nadu', country: 'IN' },
    ],
    ['a country that is also a city', 'Singapore', { country: 'SG', citySlugs: null }, { city: null, country: 'SG' }],
  ] as const)('reads %s (%s) the same way on both sides', async (_, text, filter, place) => {
    const lookup = createLookup()
    const resolved = await createLocationResolver(lookup).resolve(text)
    const issues: string[] = []
    const stored = parseLocation(text, issues)
    expect(issues).toEqual([])
    expect(resolved).toMatchObject(filter)
    expect(stored).toMatchObject(place)
    if (resolved === null || stored === null) throw new Error('both sides must read the place')
    expect(isFoundBy(resolved, stored)).toBe(true)
    // Known names never need the database.
    expect(lookup.calls).toBe(0)
  })
})
