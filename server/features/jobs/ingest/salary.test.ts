import { describe, expect, it } from 'vitest'
import { parseSalaryRange } from './salary.ts'

describe('parseSalaryRange', () => {
  it.each([
    ['₹6,00,000 - ₹9,00,000', { min: 600_000, max: 900_000, currency: 'INR', period: 'YEAR' }],
    ['$120k-$150k', { min: 120_000, max: 150_000, currency: 'USD', period: 'YEAR' }],
    ['$120-150K', { min: 120_000, max: 150_000, currency: 'USD', period: 'YEAR' }],
    ['12-18 LPA', { min: 1_200_000, max: 1_800_000, currency: 'INR', period: 'YEAR' }],
    ['INR 4.5 - 6 Lakhs', { min: 450_000, max: 600_000, currency: 'INR', period: 'YEAR' }],
    ['Rs. 25,000 - 35,000 per month', { min: 25_000, max: 35_000, currency: 'INR', period: 'MONTH' }],
    ['₹1.2 Cr', { min: 12_000_000, max: 12_000_000, currency: 'INR', period: 'YEAR' }],
    ['Up to £45,000 a year', { min: null, max: 45_000, currency: 'GBP', period: 'YEAR' }],
    ['From ₹5 LPA', { min: 500_000, max: null, currency: 'INR', period: 'YEAR' }],
    ['€60,000+', { min: 60_000, max: null, currency: 'EUR', period: 'YEAR' }],
    ['$40 - $55 per hour', { min: 40, max: 55, currency: 'USD', period: 'HOUR' }],
    ['C$85,000–C$95,000', { min: 85_000, max: 95_000, currency: 'CAD', period: 'YEAR' }],
    ['AED 15,000 - 20,000 /month', { min: 15_000, max: 20_000, currency: 'AED', period: 'MONTH' }],
    ['90000 - 110000', { min: 90_000, max: 110_000, currency: null, period: 'YEAR' }],
  ] as const)('reads %s', (textValue, expected) => {
    expect(parseSalaryRange(textValue)).toEqual(expected)
  })

  it('returns null without an amount', () => {
    expect(parseSalaryRange('Not disclosed')).toBeNull()
    expect(parseSalaryRange('')).toBeNull()
  })
})
