import { describe, expect, it } from 'vitest'
import { indiaCalendarDay } from './india-day.ts'

describe('indiaCalendarDay', () => {
  it('turns the day at midnight in India, 18:30 UTC the day before', () => {
    expect(indiaCalendarDay(new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24')
    expect(indiaCalendarDay(new Date('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25')
  })

  it('is the same day from 00:00 to 23:59 India time, and across a year end', () => {
    expect(indiaCalendarDay(new Date('2026-11-24T00:00:00+05:30'))).toBe('2026-11-24')
    expect(indiaCalendarDay(new Date('2026-11-24T23:59:59+05:30'))).toBe('2026-11-24')
    expect(indiaCalendarDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01')
  })

  it('refuses an invalid date', () => {
    expect(() => indiaCalendarDay(new Date('not a date'))).toThrow(RangeError)
  })
})
