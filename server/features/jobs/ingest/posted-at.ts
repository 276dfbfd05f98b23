import type { RawPosting } from './posting.schema.ts'

/** A posting dated a little ahead of our clock is a clock skew at the source, not a future job. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000

const DAY_MS = 24 * 60 * 60 * 1000

const relativeAge = /^(?:posted\s+|active\s+)?(\d+|an?|one)\+?\s*(minute|min|hour|hr|day|week|month|year)s?\s+ago$/i
const unitMs: Readonly<Record<string, number>> = {
  minute: 60_000,
  min: 60_000,
  hour: 3_600_000,
  hr: 3_600_000,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  year: 365 * DAY_MS,
}

/**
 * When the posting was published: its timestamp, ISO date or date text ("3 days ago"), else now. A date
 * more than a day ahead of `now` becomes `now`.
 */
export function readPostedAt(input: RawPosting, now: Date, issues: string[]): Date | null {
  let posted: Date | null
  if (input.job_posted_at_timestamp !== null && input.job_posted_at_timestamp !== undefined) {
    posted = dateFromTimestamp(Number(input.job_posted_at_timestamp))
    if (posted === null) issues.push('job_posted_at_timestamp is not a timestamp')
  } else if ((input.job_posted_at_datetime_utc ?? '').trim() !== '') {
    posted = dateFromIso(input.job_posted_at_datetime_utc ?? '')
    if (posted === null) issues.push('job_posted_at_datetime_utc is not a date')
  } else if (input.date_posted !== null && input.date_posted !== undefined) {
    posted = typeof input.date_posted === 'number' ? dateFromTimestamp(input.date_posted) : parsePostedText(input.date_posted, now)
    if (posted === null) issues.push(`date_posted "${input.date_posted}" is not a date`)
  } else {
    return new Date(now.getTime())
  }
  if (posted === null) return null
  if (posted.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return new Date(now.getTime())
  return posted
}

/** A Unix timestamp in seconds (the spec) or milliseconds (some feeds); null when it is none. */
export function dateFromTimestamp(value: number): Date | null {
  if (!Number.isFinite(value) || value <= 0) return null
  // Seconds per the spec; some feeds send milliseconds.
  return new Date(value > 1e12 ? value : value * 1000)
}

/** An ISO or RFC date text; null when unreadable. */
export function dateFromIso(value: string): Date | null {
  const time = Date.parse(value.trim())
  return Number.isNaN(time) ? null : new Date(time)
}

/** "2026-11-20", "2026-11-20T10:00:00Z", "today", "yesterday", "3 days ago", "30+ days ago", "an hour ago". */
export function parsePostedText(value: string, now: Date): Date | null {
  const key = value.trim().toLowerCase()
  if (key === '') return null
  if (['today', 'just now', 'just posted', 'now', 'posted today'].includes(key)) return new Date(now.getTime())
  if (key === 'yesterday' || key === 'posted yesterday') return new Date(now.getTime() - DAY_MS)
  const match = relativeAge.exec(key)
  if (match !== null) {
    const amountText = match[1] ?? '1'
    const amount = /^\d+$/.test(amountText) ? Number(amountText) : 1
    const ms = unitMs[(match[2] ?? '').toLowerCase()] ?? DAY_MS
    return new Date(now.getTime() - amount * ms)
  }
  return dateFromIso(value)
}
