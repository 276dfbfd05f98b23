import { describe, expect, it } from 'vitest'
import { defaultJobSearchForm, jobSearchFormSchema } from './search-form.ts'
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
  it('requires a title with the spec message', () => {
    for (const value of ['', '   ', '\n\t']) {
      expect(validateJobTitle(value)).toEqual({
        isValid: false,
        severity: 'error',
        code: 'jobTitleRequired',
        message: 'What job are you looking for?',
      })
    }
  })

  it('accepts a generic title with an info hint', () => {
    for (const value of ['job', 'Any job', 'remote work', 'Sales role', 'positions']) {
      const result = validateJobTitle(value)
      expect(result.isValid).toBe(true)
      expect(result.severity).toBe('info')
      expect(result.code).toBe('jobTitleGeneric')
      expect(result.message).toBe('Add more detail to find better matches')
      expect(result.suggestion).toContain('Software Engineer')
    }
  })

  it('does not call a specific title generic', () => {
    for (const value of ['Software Engineer', 'Network Engineer', 'Senior job analyst role', 'Roller operator']) {
      expect(validateJobTitle(value)).toEqual({ isValid: true, severity: 'success', code: 'jobTitleValid', message: '' })
    }
  })

  it('refuses a title over the search limit', () => {
    const result = validateJobTitle('a'.repeat(MAX_QUERY_LENGTH + 1))
    expect(result).toMatchObject({ isValid: false, severity: 'error', code: 'jobTitleTooLong' })
    expect(result.message).toBe(`Must be no more than ${MAX_QUERY_LENGTH} characters`)
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
    const result = validateSearchLocation('x'.repeat(MAX_LOCATION_LENGTH + 1))
    expect(result).toMatchObject({ isValid: false, severity: 'error', code: 'locationTooLong' })
    expect(result.message).toBe(`Must be no more than ${MAX_LOCATION_LENGTH} characters`)
  })
})

describe('readJobSearchForm', () => {
  it('gives the trimmed title and location when both pass', () => {
    expect(readJobSearchForm({ query: ' Data Analyst ', location: ' Mumbai ' })).toEqual({ query: 'Data Analyst', location: 'Mumbai' })
    expect(readJobSearchForm({ query: 'Data Analyst' })).toEqual({ query: 'Data Analyst', location: '' })
  })

  it('refuses a blank title and over-long text, as jobSearchFormSchema does', () => {
    const cases = [
      { query: '  ', location: 'Pune' },
      { query: 'q'.repeat(MAX_QUERY_LENGTH + 1) },
      { query: 'Data Analyst', location: 'l'.repeat(MAX_LOCATION_LENGTH + 1) },
      defaultJobSearchForm,
    ]
    for (const input of cases) {
      expect(readJobSearchForm(input)).toBeNull()
      expect(jobSearchFormSchema.safeParse(input).success).toBe(false)
    }
  })

  it('lets a generic title through with its hint, as the schema does', () => {
    expect(readJobSearchForm({ query: 'any job' })).toEqual({ query: 'any job', location: '' })
    expect(jobSearchFormSchema.safeParse({ query: 'any job' }).success).toBe(true)
  })
})

describe('jobSearchFormSchema', () => {
  it('requires a query with the spec message', () => {
    const result = jobSearchFormSchema.safeParse({ query: '  ', location: 'Pune' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['query', 'What job are you looking for?']])
  })

  it('treats the default form as not yet valid', () => {
    expect(jobSearchFormSchema.safeParse(defaultJobSearchForm).success).toBe(false)
  })

  it('trims and accepts a search without a location', () => {
    expect(jobSearchFormSchema.parse({ query: ' Data Analyst ' })).toEqual({ query: 'Data Analyst' })
    expect(jobSearchFormSchema.parse({ query: 'Data Analyst', location: ' Mumbai ' })).toEqual({
      query: 'Data Analyst',
      location: 'Mumbai',
    })
  })

  it('enforces the max lengths of core/jobs/search.schema.ts', () => {
    const tooLong = jobSearchFormSchema.safeParse({
      query: 'q'.repeat(MAX_QUERY_LENGTH + 1),
      location: 'l'.repeat(MAX_LOCATION_LENGTH + 1),
    })
    expect(tooLong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['query', `Must be no more than ${MAX_QUERY_LENGTH} characters`],
      ['location', `Must be no more than ${MAX_LOCATION_LENGTH} characters`],
    ])
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
