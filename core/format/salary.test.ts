import { describe, expect, it } from 'vitest'
import { describeSalary, formatSalaryAmount, getCurrencyPrefix } from './salary.ts'

describe('describeSalary', () => {
  it('gives a range, a minimum, a maximum or nothing, in thousands', () => {
    expect(describeSalary(600_000, 1_200_000, 'INR')).toEqual({ kind: 'range', min: '₹600k', max: '₹1200k' })
    expect(describeSalary(90_000, 120_000, 'USD')).toEqual({ kind: 'range', min: '$90k', max: '$120k' })
    expect(describeSalary(600_000, null, 'INR')).toEqual({ kind: 'from', min: '₹600k' })
    expect(describeSalary(null, 1_200_000, 'USD')).toEqual({ kind: 'upTo', max: '$1200k' })
    expect(describeSalary(null, null, 'INR')).toEqual({ kind: 'none' })
    expect(describeSalary(undefined, undefined, 'USD')).toEqual({ kind: 'none' })
  })

  it('treats zero, negative and non-numeric bounds as absent', () => {
    expect(describeSalary(0, 1_200_000, 'INR')).toEqual({ kind: 'upTo', max: '₹1200k' })
    expect(describeSalary(600_000, -5, 'INR')).toEqual({ kind: 'from', min: '₹600k' })
    expect(describeSalary(Number.NaN, Number.POSITIVE_INFINITY, 'INR')).toEqual({ kind: 'none' })
    expect(describeSalary(0, 0, 'INR')).toEqual({ kind: 'none' })
  })

  it('rounds to a whole k', () => {
    expect(describeSalary(650_499, 650_500, 'INR')).toEqual({ kind: 'range', min: '₹650k', max: '₹651k' })
  })

  it('reads swapped bounds low to high', () => {
    expect(describeSalary(1_200_000, 600_000, 'INR')).toEqual({ kind: 'range', min: '₹600k', max: '₹1200k' })
  })

  it('defaults to rupees when the currency is missing', () => {
    expect(describeSalary(600_000, null, null)).toEqual({ kind: 'from', min: '₹600k' })
    expect(describeSalary(600_000, null, '')).toEqual({ kind: 'from', min: '₹600k' })
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
    expect(describeSalary(120_000, null, 'AED')).toEqual({ kind: 'from', min: 'AED 120k' })
  })
})

describe('formatSalaryAmount', () => {
  it('shows amounts under 1,000 whole instead of as 0k', () => {
    expect(formatSalaryAmount(25, 'USD')).toBe('$25')
    expect(describeSalary(20, 35.4, 'USD')).toEqual({ kind: 'range', min: '$20', max: '$35' })
  })
})
