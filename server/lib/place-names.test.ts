import { describe, expect, it } from 'vitest'
import { normalizeForMatch } from '#core/jobs/slug.ts'
import { cities, countryCodeFromText, findCity, findEnglishPlaceName, findRegion, isRemoteWord, regions } from './place-names.ts'

describe('place names', () => {
  it('gives every name one city within a country', () => {
    const owners = new Map<string, string>()
    for (const city of cities) {
      for (const spelling of [city.name, ...city.aliases]) {
        const key = `${city.country}:${normalizeForMatch(spelling)}`
        expect(owners.get(key), `${spelling} names ${owners.get(key)} and ${city.name}`).toBeUndefined()
        owners.set(key, city.name)
      }
    }
  })

  it('covers only known cities with its regions', () => {
    for (const region of regions) for (const name of region.cities) expect(findCity(name)?.name, name).toBe(name)
    expect(findRegion('delhi/ncr')?.name).toBe('Delhi NCR')
  })

  it('finds a city under any of its names, in its own country only', () => {
    expect(findCity('MANGALORE')?.name).toBe('Mangaluru')
    expect(findCity('बैंगलोर', 'IN')?.name).toBe('Bengaluru')
    expect(findCity('Zurich')?.name).toBe('Zürich')
    expect(findCity('Madras', 'US')).toBeUndefined()
  })

  it('reads countries by English or Hindi name, alias or code', () => {
    expect(countryCodeFromText('United Kingdom')).toBe('GB')
    expect(countryCodeFromText('U.K.')).toBe('GB')
    expect(countryCodeFromText('Hong Kong')).toBe('HK')
    expect(countryCodeFromText('भारत')).toBe('IN')
    expect(countryCodeFromText('de')).toBe('DE')
    expect(countryCodeFromText('Atlantis')).toBeNull()
  })

  it('gives Hindi place names in English', () => {
    expect(findEnglishPlaceName('मुंबई')).toBe('Mumbai')
    expect(findEnglishPlaceName('अमेरिका')).toBe('United States')
    expect(findEnglishPlaceName('कनाडा')).toBe('Canada')
    expect(findEnglishPlaceName('रिमोट')).toBe('Remote')
    expect(isRemoteWord('Work From Home')).toBe(true)
  })
})
