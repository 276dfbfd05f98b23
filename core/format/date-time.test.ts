import { describe, expect, it } from 'vitest'
import { formatIndiaDateTime } from './date-time.ts'

describe('formatIndiaDateTime', () => {
  it("shows India's time in Indian date order, in English and Hindi", () => {
    const moment = '2026-11-24T03:04:40Z'
    expect(formatIndiaDateTime(moment, 'en')).toBe('24 Nov 2026, 8:34 am')
    expect(formatIndiaDateTime(moment, 'en', 'medium')).toBe('24 Nov 2026, 8:34:40 am')
    expect(formatIndiaDateTime(moment, 'hi')).toMatch(/^24 नव॰ 2026/u)
  })
})
