import { describe, expect, it } from 'vitest'
import { MAX_LOCATION_LENGTH, MAX_QUERY_LENGTH } from './search-constants.ts'
import {
  isGenericJobTitle,
  isSalaryRangeReversed,
  parseDecimalInteger,
  readJobSearchForm,
  validateJobTitle,
  validateSearchLocation,
} from './validation.ts'

describe('validateJobTitle', () => {
  it('requires a title', () => {
    for (const value of ['', '   ', '\n\t']) {
      expect(validateJobTitle(value)).toEqual({ isValid: false, severity: 'error', code: 'jobTitleRequired' })
    }
  })

  it('accepts a generic title with an info hint', () => {
    for (const value of ['job', 'Any job', 'remote work', 'Sales role', 'positions']) {
      const result = validateJobTitle(value)
      expect(result.isValid).toBe(true)
      expect(result.severity).toBe('info')
      expect(result.code).toBe('jobTitleGeneric')
    }
  })

  it('does not call a specific title generic', () => {
    for (const value of ['Software Engineer', 'Network Engineer', 'Senior job analyst role', 'Roller operator']) {
      expect(validateJobTitle(value)).toEqual({ isValid: true, severity: 'success', code: 'jobTitleValid' })
    }
  })

  it('refuses a title over the search limit', () => {
    expect(validateJobTitle('a'.repeat(MAX_QUERY_LENGTH + 1))).toEqual({
      isValid: false,
      severity: 'error',
      code: 'jobTitleTooLong',
      values: { max: MAX_QUERY_LENGTH },
    })
    expect(validateJobTitle('a'.repeat(MAX_QUERY_LENGTH)).isValid).toBe(true)
  })
})

describe('isGenericJobTitle', () => {
  it('needs fewer than 3 words', () => {
    expect(isGenericJobTitle('work')).toBe(true)
    expect(isGenericJobTitle('work from home')).toBe(false)
  })

  it('ignores punctuation around a generic word', () => {
    expect(isGenericJobTitle('Any job!')).toBe(true)
  })
})

describe('validateSearchLocation', () => {
  it('accepts an empty location, since location is optional', () => {
    expect(validateSearchLocation('').isValid).toBe(true)
    expect(validateSearchLocation('Bengaluru').isValid).toBe(true)
  })

  it('refuses over-long text', () => {
    expect(validateSearchLocation('x'.repeat(MAX_LOCATION_LENGTH + 1))).toEqual({
      isValid: false,
      severity: 'error',
      code: 'locationTooLong',
      values: { max: MAX_LOCATION_LENGTH },
    })
  })
})

describe('readJobSearchForm', () => {
  it('gives the trimmed title and location when both pass', () => {
    expect(readJobSearchForm({ query: ' Data Analyst ', location: ' Mumbai ' })).toEqual({ query: 'Data Analyst', location: 'Mumbai' })
    expect(readJobSearchForm({ query: 'Data Analyst' })).toEqual({ query: 'Data Analyst', location: '' })
  })

  it('refuses a blank title and over-long text', () => {
    const cases = [
      { query: '  ', location: 'Pune' },
      { query: 'q'.repeat(MAX_QUERY_LENGTH + 1) },
      { query: 'Data Analyst', location: 'l'.repeat(MAX_LOCATION_LENGTH + 1) },
      { query: '', location: '' },
    ]
    for (const input of cases) expect(readJobSearchForm(input)).toBeNull()
  })

  it('lets a generic title through (its hint is shown, not a refusal)', () => {
    expect(readJobSearchForm({ query: 'any job' })).toEqual({ query: 'any job', location: '' })
  })
})

describe('parseDecimalInteger', () => {
  it('reads plain decimal digits and nothing else', () => {
    expect(parseDecimalInteger('16')).toBe(16)
    expect(parseDecimalInteger('007')).toBe(7)
    for (const text of ['0x10', ' 2', '2 ', '+2', '-2', '1e1', '2.0', '', '٢', '２']) {
      expect(parseDecimalInteger(text), text).toBeNull()
    }
  })
})

describe('isSalaryRangeReversed', () => {
  it('is true only when both bounds apply (above 0) and the minimum is above the maximum', () => {
    expect(isSalaryRangeReversed(2_000_000, 500_000)).toBe(true)
    expect(isSalaryRangeReversed(500_000, 500_000)).toBe(false)
    expect(isSalaryRangeReversed(500_000, 2_000_000)).toBe(false)
    expect(isSalaryRangeReversed(500_000, 0)).toBe(false)
    expect(isSalaryRangeReversed(500_000, null)).toBe(false)
    expect(isSalaryRangeReversed(undefined, 500_000)).toBe(false)
  })
})
