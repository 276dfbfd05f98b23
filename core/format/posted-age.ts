/**
 * Relative posting age of spec 001 §5 "Displays": Today, Yesterday, N days ago (under 7),
 * N weeks ago (under 30 days), else N months ago. This module gives the unit and count; the words are
 * the locale's (`jobs:postedAge`, renderPostedAge).
 *
 * Days are counted as calendar days in India Standard Time (UTC+05:30, no daylight saving), not
 * as elapsed 24-hour periods: a job posted at 23:00 IST reads "Yesterday" at 08:00 IST the next
 * morning, the way a person in India counts. A fixed zone also gives the server render and the
 * browser the same answer, so hydration never disagrees.
 */

export type PostedAgeUnit = 'today' | 'yesterday' | 'days' | 'weeks' | 'months'
export type PostedAge = { unit: PostedAgeUnit; count: number }

const MS_PER_DAY = 86_400_000
export const IST_OFFSET_MS = 19_800_000
const DAYS_PER_WEEK = 7
const DAYS_PER_MONTH = 30

/** The number of the IST calendar day an instant falls on. */
function getIstDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + IST_OFFSET_MS) / MS_PER_DAY)
}

/** Whole IST calendar days from `postedAt` to `now`; 0 for the same day and for future dates. */
export function countCalendarDaysSince(postedAt: Date, now: Date): number {
  if (Number.isNaN(postedAt.getTime()) || Number.isNaN(now.getTime())) {
    throw new RangeError('countCalendarDaysSince needs valid dates')
  }
  return Math.max(0, getIstDayNumber(now) - getIstDayNumber(postedAt))
}

export function describePostedAge(postedAt: Date, now: Date): PostedAge {
  const days = countCalendarDaysSince(postedAt, now)
  if (days === 0) return { unit: 'today', count: 0 }
  if (days === 1) return { unit: 'yesterday', count: 1 }
  if (days < DAYS_PER_WEEK) return { unit: 'days', count: days }
  if (days < DAYS_PER_MONTH) return { unit: 'weeks', count: Math.floor(days / DAYS_PER_WEEK) }
  return { unit: 'months', count: Math.floor(days / DAYS_PER_MONTH) }
}

/** The posting age of a job from its `job_posted_at_timestamp`, which is in seconds. */
export function describeJobPostedAge(job: { job_posted_at_timestamp: number }, now: Date): PostedAge {
  return describePostedAge(new Date(job.job_posted_at_timestamp * 1000), now)
}
