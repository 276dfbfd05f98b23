import { describe, expect, it } from 'vitest'
import { describeJobLocation, formatJobLocation, getCountryName } from './location.ts'

describe('formatJobLocation', () => {
  it('joins city, state and country with commas', () => {
    expect(formatJobLocation({ city: 'Bengaluru', state: 'Karnataka', country: 'IN' })).toBe('Bengaluru, Karnataka, India')
  })

  it('skips empty parts', () => {
    expect(formatJobLocation({ city: 'Austin', state: null, country: 'US' })).toBe('Austin, United States')
    expect(formatJobLocation({ city: '  ', state: 'Maharashtra', country: '' })).toBe('Maharashtra')
    expect(formatJobLocation({ country: 'GB' })).toBe('United Kingdom')
  })

  it('says Remote when no part is known', () => {
    expect(formatJobLocation({ city: null, state: null, country: null })).toBe('Remote')
    expect(formatJobLocation({})).toBe('Remote')
    expect(formatJobLocation({ city: '', state: ' ', country: '' })).toBe('Remote')
  })

  it('shows a city-state once', () => {
    expect(formatJobLocation({ city: 'Singapore', state: null, country: 'SG' })).toBe('Singapore')
    expect(formatJobLocation({ city: 'Delhi', state: 'Delhi', country: 'IN' })).toBe('Delhi, India')
  })
})

describe('getCountryName', () => {
  it('names every two-letter code as CLDR does, in English and Hindi (the common ones come from a table)', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    for (const language of ['en', 'hi']) {
      const cldr = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })
      for (const first of letters) {
        for (const second of letters) {
          const code = `${first}${second}`
          if (/^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/.test(code)) continue
          expect(getCountryName(code, language), `${code} in ${language}`).toBe(cldr.of(code) ?? code)
        }
      }
    }
  })

  it('names the countries we have', () => {
    expect(getCountryName('AE')).toBe('United Arab Emirates')
    expect(getCountryName('de')).toBe('Germany')
  })

  it("names them in the reader's language", () => {
    expect(getCountryName('IN', 'hi')).toBe('भारत')
    expect(formatJobLocation({ city: 'Toronto', state: 'ON', country: 'CA' }, 'hi')).toBe('Toronto, ON, कनाडा')
  })

  it('shows unknown codes and full names as given', () => {
    expect(getCountryName('ZZ')).toBe('ZZ')
    expect(getCountryName('India')).toBe('India')
  })
})

describe('describeJobLocation', () => {
  it('marks a missing location as remote so the UI can translate it', () => {
    expect(describeJobLocation({})).toEqual({ kind: 'remote' })
    expect(describeJobLocation({ city: 'Pune', state: 'Maharashtra', country: 'IN' })).toEqual({
      kind: 'place',
      text: 'Pune, Maharashtra, India',
    })
  })
})
