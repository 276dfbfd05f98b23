import { describe, expect, it } from 'vitest'
import { readLastDate } from './government-notice.ts'

describe('readLastDate', () => {
  it('reads the last date as Indian notices state it, as the end of that day in India', () => {
    expect(readLastDate('Recruitment of 250 Junior Engineers — Last date 15/12/2026')).toBe('2026-12-15T23:59:59+05:30')
    expect(readLastDate('Last Date for Online Application: 05.01.2027 (till 11:59 PM)')).toBe('2027-01-05T23:59:59+05:30')
    expect(readLastDate('last date of receipt of applications is 7-3-2027')).toBe('2027-03-07T23:59:59+05:30')
    expect(readLastDate('Last date extended to 20th December 2026')).toBe('2026-12-20T23:59:59+05:30')
    expect(readLastDate('LAST DATE: 1 Feb. 2027')).toBe('2027-02-01T23:59:59+05:30')
  })

  it('reads nothing from a notice without one, or with an impossible date', () => {
    expect(readLastDate('Result of the written examination, 12/11/2026')).toBeNull()
    expect(readLastDate('Last date 31/02/2027')).toBeNull()
    expect(readLastDate('Last date 15 Smarch 2026')).toBeNull()
  })
})
