import { describe, expect, it } from 'vitest'
import hindiNames from '#core/i18n/locales/hi/names.json' with { type: 'json' }
import { normalizeForMatch, slugify } from '#core/jobs/slug.ts'
import {
  cities,
  countryCodeFromText,
  findCity,
  findEnglishPlaceName,
  findIndianState,
  findRegion,
  findStateByCode,
  isOnSiteWord,
  isRemoteWord,
  regions,
} from './place-names.ts'

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

  it('knows every city, its state and every region by the Hindi name the Hindi pages show', () => {
    const hindiPlaceNames: Readonly<Record<string, string>> = hindiNames.places
    for (const city of cities) {
      const hindi = hindiPlaceNames[slugify(city.name)]
      expect(hindi, city.name).toBeDefined()
      expect(findCity(hindi ?? '', city.country)?.name, hindi).toBe(city.name)
      expect(findEnglishPlaceName(hindi ?? ''), hindi).toBe(city.name)
      // US and Canadian states are written as codes ('NY', 'ON'), which stay as they are.
      if (city.state !== null && !/^[A-Z]{2}$/.test(city.state)) expect(hindiPlaceNames[slugify(city.state)], city.state).toBeDefined()
    }
    for (const region of regions) expect(findRegion(hindiPlaceNames[slugify(region.name)] ?? '')?.name, region.name).toBe(region.name)
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

  it('reads states by name, and by code only within their country', () => {
    expect(findIndianState('tamil  nadu')).toBe('Tamil Nadu')
    expect(findIndianState('Texas')).toBeUndefined()
    expect(findStateByCode('tx', 'US')).toBe('TX')
    expect(findStateByCode('ON', 'CA')).toBe('ON')
    expect(findStateByCode('KA', 'IN')).toBe('Karnataka')
    expect(findStateByCode('TN', 'IN')).toBe('Tamil Nadu')
    expect(findStateByCode('TN', 'US')).toBe('TN')
    expect(findStateByCode('KA', 'US')).toBeUndefined()
    expect(findStateByCode('ON', 'US')).toBeUndefined()
  })

  it('tells remote words from on-site ones', () => {
    expect(isRemoteWord('Anywhere')).toBe(true)
    expect(isRemoteWord('Hybrid')).toBe(false)
    expect(isOnSiteWord('Hybrid')).toBe(true)
    expect(isOnSiteWord('On-site')).toBe(true)
    expect(isOnSiteWord('Pune')).toBe(false)
  })
})
