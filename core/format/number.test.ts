import { describe, expect, it } from 'vitest'
import { formatCount, formatCountAtLeast, formatRupees } from './number.ts'

describe('formatCount', () => {
  it('groups digits the Indian way in English and Hindi', () => {
    expect(formatCount(950, 'en')).toBe('950')
    expect(formatCount(27_000, 'en')).toBe('27,000')
    expect(formatCount(100_000, 'en')).toBe('1,00,000')
    expect(formatCount(12_345_678, 'en')).toBe('1,23,45,678')
    expect(formatCount(100_000, 'hi')).toBe('1,00,000')
    expect(formatCount(1_234_567, 'hi')).toBe('12,34,567')
  })
})

describe('formatCountAtLeast', () => {
  it('rounds down to two significant digits with a plus, never above the count', () => {
    expect(formatCountAtLeast(0, 'en')).toBe('0')
    expect(formatCountAtLeast(7, 'en')).toBe('7')
    expect(formatCountAtLeast(10, 'en')).toBe('10+')
    expect(formatCountAtLeast(315, 'en')).toBe('310+')
    expect(formatCountAtLeast(4_873, 'en')).toBe('4,800+')
    expect(formatCountAtLeast(5_000, 'en')).toBe('5,000+')
    expect(formatCountAtLeast(12_345, 'en')).toBe('12,000+')
    expect(formatCountAtLeast(1_234_567, 'hi')).toBe('12,00,000+')
  })
})

describe('formatRupees', () => {
  it('writes whole rupees with ₹ and Indian grouping in English and Hindi', () => {
    expect(formatRupees(399, 'en')).toBe('₹399')
    expect(formatRupees(1_234_567, 'en')).toBe('₹12,34,567')
    expect(formatRupees(1_234_567, 'hi')).toBe('₹12,34,567')
    expect(formatRupees(600_000.4, 'hi')).toBe('₹6,00,000')
  })
})
