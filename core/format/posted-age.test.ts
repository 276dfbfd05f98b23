import { describe, expect, it } from 'vitest'
import { countCalendarDaysSince, describeJobPostedAge, describePostedAge } from './posted-age.ts'

const DAY_MS = 86_400_000
// 15:00 IST on 22 Nov 2026.
const now = new Date('2026-11-22T09:30:00Z')

function daysBefore(days: number): Date {
  return new Date(now.getTime() - days * DAY_MS)
}

describe('describePostedAge', () => {
  it.each([
    [0, { unit: 'today', count: 0 }],
    [1, { unit: 'yesterday', count: 1 }],
    [2, { unit: 'days', count: 2 }],
    [6, { unit: 'days', count: 6 }],
    [7, { unit: 'weeks', count: 1 }],
    [13, { unit: 'weeks', count: 1 }],
    [14, { unit: 'weeks', count: 2 }],
    [29, { unit: 'weeks', count: 4 }],
    [30, { unit: 'months', count: 1 }],
    [59, { unit: 'months', count: 1 }],
    [60, { unit: 'months', count: 2 }],
    [400, { unit: 'months', count: 13 }],
  ] as const)('%i days back reads %j', (days, expected) => {
    expect(describePostedAge(daysBefore(days), now)).toEqual(expected)
  })

  it('counts future dates as Today', () => {
    expect(describePostedAge(new Date(now.getTime() + 3 * DAY_MS), now)).toEqual({ unit: 'today', count: 0 })
  })

  it('counts calendar days in India Standard Time, not 24-hour periods', () => {
    const lateLastNight = new Date('2026-11-21T17:30:00Z') // 23:00 IST on 21 Nov
    const earlyThisMorning = new Date('2026-11-22T02:30:00Z') // 08:00 IST on 22 Nov
    expect(describePostedAge(lateLastNight, earlyThisMorning)).toEqual({ unit: 'yesterday', count: 1 })

    const justAfterMidnight = new Date('2026-11-21T18:31:00Z') // 00:01 IST on 22 Nov
    expect(describePostedAge(justAfterMidnight, earlyThisMorning)).toEqual({ unit: 'today', count: 0 })
  })

  it('switches day at IST midnight, which is 18:30 UTC', () => {
    const before = new Date('2026-11-21T18:29:59Z')
    const after = new Date('2026-11-21T18:30:00Z')
    expect(countCalendarDaysSince(before, after)).toBe(1)
  })

  it('reads a job timestamp in seconds', () => {
    const job = { job_posted_at_timestamp: Math.floor(daysBefore(7).getTime() / 1000) }
    expect(describeJobPostedAge(job, now)).toEqual({ unit: 'weeks', count: 1 })
  })

  it('refuses invalid dates', () => {
    expect(() => describePostedAge(new Date('not a date'), now)).toThrow(RangeError)
  })
})
