import { describe, expect, it } from 'vitest'
import { formatDecimal, groupingFor, type DecimalOptions } from './decimal.ts'

/** Intl is the reference: formatDecimal must write what Intl writes, only without Intl. */
function intl(value: number, locale: string, options: Omit<DecimalOptions, 'grouping'>): string {
  return new Intl.NumberFormat(locale, options).format(value)
}

const locales = ['en-IN', 'hi', 'hi-IN', 'en', 'en-US'] as const
const fractionSettings: Omit<DecimalOptions, 'grouping'>[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
]

describe('formatDecimal', () => {
  it('writes the grouping and rounding Intl writes, for edge values', () => {
    const values = [
      0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 999, 1000, 99999, 100000, 1234567, 12345678.9, -1234567.891, 1e20, 0.0004, -0.0004,
    ]
    for (const locale of locales) {
      for (const settings of fractionSettings) {
        for (const value of values) {
          expect(
            formatDecimal(value, { grouping: groupingFor(locale), ...settings }),
            `${value} in ${locale} ${JSON.stringify(settings)}`,
          ).toBe(intl(value, locale, settings))
        }
      }
    }
  })

  it('writes what Intl writes for many random salaries, counts and fractions', () => {
    let seed = 17
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let index = 0; index < 3000; index += 1) {
      const value = (random() - 0.2) * 10 ** Math.floor(random() * 12)
      const locale = locales[index % locales.length] ?? 'en'
      const settings = fractionSettings[index % fractionSettings.length] ?? {}
      expect(formatDecimal(value, { grouping: groupingFor(locale), ...settings }), `${value} in ${locale}`).toBe(
        intl(value, locale, settings),
      )
    }
  })

  it('writes NaN and infinities as Intl does', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatDecimal(value, { grouping: 'indian' })).toBe(intl(value, 'en-IN', {}))
    }
  })

  it('groups Hindi and Indian English the Indian way and English the Western way', () => {
    expect(formatDecimal(1234567, { grouping: groupingFor('hi') })).toBe('12,34,567')
    expect(formatDecimal(1234567, { grouping: groupingFor('en-IN') })).toBe('12,34,567')
    expect(formatDecimal(1234567, { grouping: groupingFor('en') })).toBe('1,234,567')
  })
})
