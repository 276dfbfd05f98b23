import { describe, expect, it } from 'vitest'
import { describeSalary, getCurrencyPrefix, type SalaryFigures } from './salary.ts'

function salary(min: number | null, max: number | null, currency: string | null = 'INR', period: SalaryFigures['period'] = 'YEAR') {
  return describeSalary({ min, max, currency, period })
}

describe('describeSalary in rupees a year', () => {
  it('reads lakhs per annum with the rupee sign once', () => {
    expect(salary(2_450_000, 3_800_000)).toEqual({ kind: 'range', unit: 'lakhsPerYear', min: '₹24.5', max: '38' })
    expect(salary(500_000, null)).toEqual({ kind: 'from', unit: 'lakhsPerYear', min: '₹5' })
    expect(salary(null, 1_200_000)).toEqual({ kind: 'upTo', unit: 'lakhsPerYear', max: '₹12' })
  })

  it('keeps up to two decimals of a lakh and drops trailing zeros', () => {
    expect(salary(425_000, 612_345)).toEqual({ kind: 'range', unit: 'lakhsPerYear', min: '₹4.25', max: '6.12' })
    expect(salary(490_000, 1_000_000)).toEqual({ kind: 'range', unit: 'lakhsPerYear', min: '₹4.9', max: '10' })
  })

  it('reads a lakh range that starts under a lakh in lakhs too', () => {
    expect(salary(80_000, 120_000)).toEqual({ kind: 'range', unit: 'lakhsPerYear', min: '₹0.8', max: '1.2' })
  })

  it('reads crores from a crore up, the whole range in crores', () => {
    expect(salary(12_000_000, 15_000_000)).toEqual({ kind: 'range', unit: 'croresPerYear', min: '₹1.2', max: '1.5' })
    expect(salary(8_500_000, 12_000_000)).toEqual({ kind: 'range', unit: 'croresPerYear', min: '₹0.85', max: '1.2' })
    expect(salary(10_000_000, null)).toEqual({ kind: 'from', unit: 'croresPerYear', min: '₹1' })
    expect(salary(null, 25_000_000)).toEqual({ kind: 'upTo', unit: 'croresPerYear', max: '₹2.5' })
  })

  it('shows a yearly amount under a lakh per month, rounded to ₹100', () => {
    expect(salary(90_000, null)).toEqual({ kind: 'from', unit: 'perMonth', min: '₹7,500' })
    expect(salary(60_000, 96_000)).toEqual({ kind: 'range', unit: 'perMonth', min: '₹5,000', max: '₹8,000' })
    expect(salary(null, 50_000)).toEqual({ kind: 'upTo', unit: 'perMonth', max: '₹4,200' })
  })

  it('gives one amount when both bounds read the same', () => {
    expect(salary(1_200_000, 1_200_000)).toEqual({ kind: 'exact', unit: 'lakhsPerYear', amount: '₹12' })
    expect(salary(1_200_000, 1_200_400)).toEqual({ kind: 'exact', unit: 'lakhsPerYear', amount: '₹12' })
  })

  it('reads a missing period as yearly', () => {
    expect(salary(600_000, 900_000, 'INR', null)).toEqual({ kind: 'range', unit: 'lakhsPerYear', min: '₹6', max: '9' })
    expect(salary(600_000, 900_000, 'INR', undefined)).toEqual({ kind: 'range', unit: 'lakhsPerYear', min: '₹6', max: '9' })
  })
})

describe('describeSalary in rupees a month or an hour', () => {
  it('groups digits the Indian way, the rupee sign on each amount', () => {
    expect(salary(15_000, null, 'INR', 'MONTH')).toEqual({ kind: 'from', unit: 'perMonth', min: '₹15,000' })
    expect(salary(10_000, 40_000, 'INR', 'MONTH')).toEqual({ kind: 'range', unit: 'perMonth', min: '₹10,000', max: '₹40,000' })
    expect(salary(44_900, 142_400, 'INR', 'MONTH')).toEqual({ kind: 'range', unit: 'perMonth', min: '₹44,900', max: '₹1,42,400' })
    expect(salary(null, 25_000, 'INR', 'MONTH')).toEqual({ kind: 'upTo', unit: 'perMonth', max: '₹25,000' })
    expect(salary(20_000, 20_000, 'INR', 'MONTH')).toEqual({ kind: 'exact', unit: 'perMonth', amount: '₹20,000' })
  })

  it('never turns a monthly amount into lakhs or crores', () => {
    expect(salary(250_000, 1_200_000, 'INR', 'MONTH')).toEqual({ kind: 'range', unit: 'perMonth', min: '₹2,50,000', max: '₹12,00,000' })
  })

  it('reads hourly pay whole, or with paise when it has them', () => {
    expect(salary(500, 800, 'INR', 'HOUR')).toEqual({ kind: 'range', unit: 'perHour', min: '₹500', max: '₹800' })
    expect(salary(450.5, null, 'INR', 'HOUR')).toEqual({ kind: 'from', unit: 'perHour', min: '₹450.50' })
  })
})

describe('describeSalary in other currencies', () => {
  it('keeps the spec’s thousands for US dollars a year', () => {
    expect(salary(90_000, 120_000, 'USD')).toEqual({ kind: 'range', unit: 'usdPerYear', min: '$90k', max: '$120k' })
    expect(salary(90_000, null, 'USD')).toEqual({ kind: 'from', unit: 'usdPerYear', min: '$90k' })
    expect(salary(null, 120_000, 'USD')).toEqual({ kind: 'upTo', unit: 'usdPerYear', max: '$120k' })
  })

  it('reads other yearly pay in thousands of its own currency, symbol on each amount', () => {
    expect(salary(45_000, 55_000, 'GBP')).toEqual({ kind: 'range', unit: 'perYear', min: '£45k', max: '£55k' })
    expect(salary(60_000, null, 'EUR')).toEqual({ kind: 'from', unit: 'perYear', min: '€60k' })
    expect(salary(62_500, 80_000, 'EUR')).toEqual({ kind: 'range', unit: 'perYear', min: '€62.5k', max: '€80k' })
    expect(salary(95_000, 110_000, 'CAD')).toEqual({ kind: 'range', unit: 'perYear', min: 'C$95k', max: 'C$110k' })
    expect(salary(120_000, 140_000, 'AUD')).toEqual({ kind: 'range', unit: 'perYear', min: 'A$120k', max: 'A$140k' })
    expect(salary(110_000, 130_000, 'CHF')).toEqual({ kind: 'range', unit: 'perYear', min: 'CHF 110k', max: 'CHF 130k' })
  })

  it('reads millions in millions', () => {
    expect(salary(6_000_000, 8_500_000, 'JPY')).toEqual({ kind: 'range', unit: 'perYear', min: '¥6M', max: '¥8.5M' })
  })

  it('reads monthly pay in whole amounts with international grouping', () => {
    expect(salary(18_000, null, 'AED', 'MONTH')).toEqual({ kind: 'from', unit: 'perMonth', min: 'AED 18,000' })
    expect(salary(18_000, 25_000, 'AED', 'MONTH')).toEqual({ kind: 'range', unit: 'perMonth', min: 'AED 18,000', max: 'AED 25,000' })
    expect(salary(6_500, 8_000, 'SGD', 'MONTH')).toEqual({ kind: 'range', unit: 'perMonth', min: 'S$6,500', max: 'S$8,000' })
    expect(salary(null, 150_000, 'SEK', 'MONTH')).toEqual({ kind: 'upTo', unit: 'perMonth', max: 'SEK 150,000' })
  })

  it('reads hourly pay whole, or with cents when it has them', () => {
    expect(salary(25, 35, 'USD', 'HOUR')).toEqual({ kind: 'range', unit: 'perHour', min: '$25', max: '$35' })
    expect(salary(12.5, 14, 'GBP', 'HOUR')).toEqual({ kind: 'range', unit: 'perHour', min: '£12.50', max: '£14' })
  })

  it('shows a currency without a symbol by its code', () => {
    expect(getCurrencyPrefix('AED')).toBe('AED ')
    expect(getCurrencyPrefix('qar')).toBe('QAR ')
    expect(getCurrencyPrefix('gbp')).toBe('£')
  })
})

describe('describeSalary with missing or odd figures', () => {
  it('gives nothing without a bound', () => {
    expect(salary(null, null)).toEqual({ kind: 'none' })
    expect(describeSalary({ min: undefined, max: undefined, currency: 'USD', period: 'YEAR' })).toEqual({ kind: 'none' })
  })

  it('treats zero, negative and non-numeric bounds as absent', () => {
    expect(salary(0, 1_200_000)).toEqual({ kind: 'upTo', unit: 'lakhsPerYear', max: '₹12' })
    expect(salary(600_000, -5)).toEqual({ kind: 'from', unit: 'lakhsPerYear', min: '₹6' })
    expect(salary(Number.NaN, Number.POSITIVE_INFINITY)).toEqual({ kind: 'none' })
    expect(salary(0, 0)).toEqual({ kind: 'none' })
  })

  it('reads swapped bounds low to high', () => {
    expect(salary(1_200_000, 600_000)).toEqual({ kind: 'range', unit: 'lakhsPerYear', min: '₹6', max: '12' })
  })

  it('reads rupees when the currency is missing, in any case', () => {
    expect(salary(600_000, null, null)).toEqual({ kind: 'from', unit: 'lakhsPerYear', min: '₹6' })
    expect(salary(600_000, null, '')).toEqual({ kind: 'from', unit: 'lakhsPerYear', min: '₹6' })
    expect(salary(600_000, null, ' inr ')).toEqual({ kind: 'from', unit: 'lakhsPerYear', min: '₹6' })
    expect(salary(90_000, null, 'usd')).toEqual({ kind: 'from', unit: 'usdPerYear', min: '$90k' })
  })
})
