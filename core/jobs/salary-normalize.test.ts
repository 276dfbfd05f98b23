import { describe, expect, it } from 'vitest'
import { toInrPerYear } from './salary-normalize.ts'

describe('toInrPerYear', () => {
  it('keeps a yearly rupee amount as it is', () => {
    expect(toInrPerYear(1_200_000, 'INR', 'YEAR')).toBe(1_200_000)
  })

  it('converts each listed currency at the fixed rate', () => {
    expect(toInrPerYear(100_000, 'USD', 'YEAR')).toBe(8_400_000)
    expect(toInrPerYear(50_000, 'EUR', 'YEAR')).toBe(4_550_000)
    expect(toInrPerYear(40_000, 'GBP', 'YEAR')).toBe(4_280_000)
    expect(toInrPerYear(80_000, 'CAD', 'YEAR')).toBe(4_880_000)
    expect(toInrPerYear(90_000, 'AUD', 'YEAR')).toBe(4_950_000)
    expect(toInrPerYear(70_000, 'SGD', 'YEAR')).toBe(4_410_000)
    expect(toInrPerYear(200_000, 'AED', 'YEAR')).toBe(4_580_000)
    expect(toInrPerYear(6_000_000, 'JPY', 'YEAR')).toBe(3_360_000)
    expect(toInrPerYear(120_000, 'CHF', 'YEAR')).toBe(11_400_000)
    expect(toInrPerYear(100_000, 'NZD', 'YEAR')).toBe(5_000_000)
    expect(toInrPerYear(50_000, 'SEK', 'MONTH')).toBe(4_800_000)
    expect(toInrPerYear(20_000, 'QAR', 'MONTH')).toBe(5_520_000)
    expect(toInrPerYear(20_000, 'SAR', 'MONTH')).toBe(5_376_000)
    expect(toInrPerYear(1_500, 'KWD', 'MONTH')).toBe(4_914_000)
    expect(toInrPerYear(1_500, 'OMR', 'MONTH')).toBe(3_924_000)
    expect(toInrPerYear(1_500, 'BHD', 'MONTH')).toBe(4_014_000)
  })

  it('multiplies a monthly amount by 12 and an hourly one by 2,080', () => {
    expect(toInrPerYear(50_000, 'INR', 'MONTH')).toBe(600_000)
    expect(toInrPerYear(50, 'USD', 'HOUR')).toBe(50 * 84 * 2080)
  })

  it('accepts lower-case codes and surrounding spaces', () => {
    expect(toInrPerYear(1000, ' usd ', 'month')).toBe(1_008_000)
  })

  it('returns null for an unknown currency, an unknown period or a non-finite amount', () => {
    expect(toInrPerYear(1000, 'XYZ', 'YEAR')).toBeNull()
    expect(toInrPerYear(1000, '', 'YEAR')).toBeNull()
    expect(toInrPerYear(1000, 'USD', 'FORTNIGHT')).toBeNull()
    expect(toInrPerYear(Number.NaN, 'USD', 'YEAR')).toBeNull()
    expect(toInrPerYear(Number.POSITIVE_INFINITY, 'INR', 'YEAR')).toBeNull()
  })
})
