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
    ['₹44,900 - ₹1,42,400 per month', { min: 44_900, max: 142_400, currency: 'INR', period: 'MONTH' }],
    ['From ₹15,000 per month', { min: 15_000, max: null, currency: 'INR', period: 'MONTH' }],
    ['S$6,500 - S$8,000 per month', { min: 6_500, max: 8_000, currency: 'SGD', period: 'MONTH' }],
    ['NZ$30-NZ$35 an hour', { min: 30, max: 35, currency: 'NZD', period: 'HOUR' }],
    ['£12.5-£14 an hour', { min: 12.5, max: 14, currency: 'GBP', period: 'HOUR' }],
    ['CHF 110,000 - CHF 130,000 a year', { min: 110_000, max: 130_000, currency: 'CHF', period: 'YEAR' }],
    ['SEK 45,000 - 55,000 /month', { min: 45_000, max: 55_000, currency: 'SEK', period: 'MONTH' }],
    ['QAR 15,000 - 19,000 /month', { min: 15_000, max: 19_000, currency: 'QAR', period: 'MONTH' }],
    ['Up to SAR 22,000 per month', { min: null, max: 22_000, currency: 'SAR', period: 'MONTH' }],
    ['¥6,000,000 - ¥8,500,000 a year', { min: 6_000_000, max: 8_500_000, currency: 'JPY', period: 'YEAR' }],
  ] as const)('reads %s', (textValue, expected) => {
    expect(parseSalaryRange(textValue)).toEqual(expected)
  })

  it('returns null without an amount', () => {
    expect(parseSalaryRange('Not disclosed')).toBeNull()
    expect(parseSalaryRange('')).toBeNull()
  })
})
