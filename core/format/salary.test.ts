import { describe, expect, it } from 'vitest'
import { describeSalary, formatSalary, formatSalaryAmount, getCurrencyPrefix } from './salary.ts'

describe('formatSalary', () => {
  it('shows a rupee range in thousands', () => {
    expect(formatSalary(600_000, 1_200_000, 'INR')).toBe('₹600k - ₹1200k')
  })

  it('shows a dollar range in thousands', () => {
    expect(formatSalary(90_000, 120_000, 'USD')).toBe('$90k - $120k')
  })

  it('shows only a minimum as "Nk+"', () => {
    expect(formatSalary(600_000, null, 'INR')).toBe('₹600k+')
  })

  it('shows only a maximum as "Up to Mk"', () => {
    expect(formatSalary(null, 1_200_000, 'INR')).toBe('Up to ₹1200k')
  })

  it('shows nothing when neither bound is known', () => {
    expect(formatSalary(null, null, 'INR')).toBe('')
    expect(formatSalary(undefined, undefined, 'USD')).toBe('')
  })

  it('treats zero, negative and non-numeric bounds as absent', () => {
    expect(formatSalary(0, 1_200_000, 'INR')).toBe('Up to ₹1200k')
    expect(formatSalary(600_000, -5, 'INR')).toBe('₹600k+')
    expect(formatSalary(Number.NaN, Number.POSITIVE_INFINITY, 'INR')).toBe('')
    expect(formatSalary(0, 0, 'INR')).toBe('')
  })

  it('rounds to a whole k', () => {
    expect(formatSalary(650_499, 650_500, 'INR')).toBe('₹650k - ₹651k')
  })

  it('reads swapped bounds low to high', () => {
    expect(formatSalary(1_200_000, 600_000, 'INR')).toBe('₹600k - ₹1200k')
  })

  it('defaults to rupees when the currency is missing', () => {
    expect(formatSalary(600_000, null, null)).toBe('₹600k+')
    expect(formatSalary(600_000, null, '')).toBe('₹600k+')
  })
})

describe('getCurrencyPrefix', () => {
  it('uses a symbol from the table, case-insensitively', () => {
    expect(getCurrencyPrefix('inr')).toBe('₹')
    expect(getCurrencyPrefix('GBP')).toBe('£')
    expect(getCurrencyPrefix('EUR')).toBe('€')
  })

  it('falls back to the code and a space', () => {
    expect(getCurrencyPrefix('AED')).toBe('AED ')
    expect(formatSalary(120_000, null, 'AED')).toBe('AED 120k+')
  })
})

describe('formatSalaryAmount', () => {
  it('shows amounts under 1,000 whole instead of as 0k', () => {
    expect(formatSalaryAmount(25, 'USD')).toBe('$25')
    expect(formatSalary(20, 35.4, 'USD')).toBe('$20 - $35')
  })
})

describe('describeSalary', () => {
  it('returns the descriptor the UI translates', () => {
    expect(describeSalary(600_000, 1_200_000, 'INR')).toEqual({ kind: 'range', min: '₹600k', max: '₹1200k' })
    expect(describeSalary(600_000, null, 'INR')).toEqual({ kind: 'from', min: '₹600k' })
    expect(describeSalary(null, 1_200_000, 'USD')).toEqual({ kind: 'upTo', max: '$1200k' })
    expect(describeSalary(null, null, 'USD')).toEqual({ kind: 'none' })
  })
})
