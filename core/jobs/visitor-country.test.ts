import { describe, expect, it } from 'vitest'
import { countryFromAcceptLanguage } from './visitor-country.ts'

describe('the visitor country from Accept-Language', () => {
  it('takes the region of the preferred language', () => {
    expect(countryFromAcceptLanguage('en-IN,en;q=0.9')).toBe('IN')
    expect(countryFromAcceptLanguage('hi-IN')).toBe('IN')
    expect(countryFromAcceptLanguage('en-GB,en-US;q=0.9')).toBe('GB')
    expect(countryFromAcceptLanguage('zh-Hant-TW')).toBe('TW')
  })

  it('reads the languages in order of preference, skipping those that name no country', () => {
    expect(countryFromAcceptLanguage('en;q=0.5,en-US;q=0.8')).toBe('US')
    expect(countryFromAcceptLanguage('en,en-AU;q=0.9,en-IN;q=0.8')).toBe('AU')
    expect(countryFromAcceptLanguage('en,hi;q=0.9')).toBe('IN')
  })

  it('takes a language of India without a region as India, and nothing else as anywhere', () => {
    expect(countryFromAcceptLanguage('hi')).toBe('IN')
    expect(countryFromAcceptLanguage('mr,en;q=0.8')).toBe('IN')
    expect(countryFromAcceptLanguage('en')).toBeNull()
    expect(countryFromAcceptLanguage('ta')).toBeNull()
    expect(countryFromAcceptLanguage('es-419')).toBeNull()
    expect(countryFromAcceptLanguage('*')).toBeNull()
    expect(countryFromAcceptLanguage('')).toBeNull()
    expect(countryFromAcceptLanguage(null)).toBeNull()
  })

  it('ignores languages refused with q=0 and malformed parts', () => {
    expect(countryFromAcceptLanguage('en-IN;q=0,en-GB;q=0.5')).toBe('GB')
    expect(countryFromAcceptLanguage('<script>,en-CA')).toBe('CA')
  })
})
