import { describe, expect, it } from 'vitest'
import { lookUpPlaceName, readLocation, type PlaceName } from './place-lookup.ts'

/** A name's reading, reduced to what identifies it. */
function describeName(name: PlaceName | null): string | null {
  switch (name?.kind) {
    case undefined:
      return null
    case 'work-mode':
      return name.isRemote ? 'remote' : 'on-site'
    case 'country':
      return `country ${name.country}`
    case 'region':
      return `region ${name.region.name}${name.city === null ? '' : ` (city ${name.city.name})`}`
    case 'city':
      return `city ${name.city.name}, ${name.city.country}`
    case 'state':
      return `state ${name.state}, ${name.country}`
  }
}

describe('lookUpPlaceName', () => {
  it.each([
    // 1. ways of working
    ['Remote', 'remote'],
    ['WFH', 'remote'],
    ['Work From Home', 'remote'],
    ['Anywhere', 'remote'],
    ['रिमोट', 'remote'],
    ['Hybrid', 'on-site'],
    ['On-site', 'on-site'],
    // 2. countries by name or alias, before the cities of the same name
    ['India', 'country IN'],
    ['भारत', 'country IN'],
    ['Pan India', 'country IN'],
    ['USA', 'country US'],
    ['U.K.', 'country GB'],
    ['UAE', 'country AE'],
    ['Singapore', 'country SG'],
    ['Pakistan', 'country PK'],
    // 3. regions, before the cities of the same name
    ['NCR', 'region Delhi NCR'],
    ['Delhi/NCR', 'region Delhi NCR'],
    ['Delhi', 'region Delhi (city Delhi)'],
    ['new delhi', 'region Delhi (city New Delhi)'],
    // 4. cities by any name, before the states of the same name
    ['Bangalore', 'city Bengaluru, IN'],
    ['BENGALURU', 'city Bengaluru, IN'],
    ['Gurgaon', 'city Gurugram, IN'],
    ['Bombay', 'city Mumbai, IN'],
    ['Madras', 'city Chennai, IN'],
    ['Calcutta', 'city Kolkata, IN'],
    ['मुंबई', 'city Mumbai, IN'],
    ['Chandigarh', 'city Chandigarh, IN'],
    ['Zurich', 'city Zürich, CH'],
    // 5. Indian states
    ['tamil nadu', 'state Tamil Nadu, IN'],
    ['Goa', 'state Goa, IN'],
    // 6. country codes
    ['us', 'country US'],
    ['DE', 'country DE'],
    ['UK', 'country GB'],
    // nothing
    ['Atlantis', null],
    ['TX', null],
    ['', null],
  ] as const)('reads %j as %s', (name, expected) => {
    expect(describeName(lookUpPlaceName(name))).toBe(expected)
  })

  it('reads a name within the country the location names', () => {
    expect(describeName(lookUpPlaceName('Singapore', 'SG'))).toBe('city Singapore, SG')
    expect(describeName(lookUpPlaceName('Madras', 'US'))).toBeNull()
    expect(describeName(lookUpPlaceName('London', 'CA'))).toBeNull()
    expect(describeName(lookUpPlaceName('NCR', 'US'))).toBeNull()
    expect(describeName(lookUpPlaceName('Punjab', 'IN'))).toBe('state Punjab, IN')
  })
})

describe('readLocation', () => {
  it.each([
    ['Pune, Maharashtra, India', 'IN', ['city Pune, IN', 'state Maharashtra, IN', 'country IN']],
    ['Remote (US)', 'US', ['remote', 'country US']],
    ['Hybrid - Pune', 'IN', ['on-site', 'city Pune, IN']],
    ['Austin, TX', 'US', ['city Austin, US', 'state TX, US']],
    ['Springfield, IL', 'US', [null, 'state IL, US']],
    ['Springfield, IL, US', 'US', [null, 'state IL, US', 'country US']],
    ['Chennai, TN', 'IN', ['city Chennai, IN', 'state Tamil Nadu, IN']],
    ['Nashville, TN', 'US', [null, 'state TN, US']],
    ['London, UK', 'GB', ['city London, GB', 'country GB']],
    ['London, Canada', 'CA', [null, 'country CA']],
    ['Paris, FR', 'FR', [null, 'country FR']],
    ['Singapore, Singapore', 'SG', ['city Singapore, SG', 'country SG']],
    ['Whitefield, Bangalore', 'IN', [null, 'city Bengaluru, IN']],
    ['Delhi/NCR', 'IN', ['region Delhi NCR']],
    ['Springfield', null, [null]],
  ] as const)('reads %j', (text, country, parts) => {
    const reading = readLocation(text)
    expect(reading.country).toBe(country)
    expect(reading.parts.map((part) => describeName(part.name))).toEqual(parts)
  })
})
