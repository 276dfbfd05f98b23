import { describe, expect, it } from 'vitest'
import { formatCount } from './count.ts'

describe('formatCount', () => {
  it('groups digits the Indian way in English and Hindi', () => {
    expect(formatCount(950, 'en')).toBe('950')
    expect(formatCount(27_000, 'en')).toBe('27,000')
    expect(formatCount(100_000, 'en')).toBe('1,00,000')
    expect(formatCount(12_345_678, 'en')).toBe('1,23,45,678')
    expect(formatCount(100_000, 'hi')).toBe('1,00,000')
  })
})
