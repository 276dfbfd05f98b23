import type { JobApplyOption } from '#core/jobs/job.schema.ts'
import { toPlainLine } from '#server/lib/html-text.ts'
import { dateFromIso, dateFromTimestamp } from './posted-at.ts'
import type { RawPosting } from './posting.schema.ts'

const MAX_APPLY_OPTIONS = 10
const MAX_PUBLISHER_LENGTH = 100

/**
 * The source's closing date (schema.org validThrough, JSearch's job_offer_expiration_datetime_utc):
 * an ISO date, a date-only day (which closes at its end, India time) or a Unix timestamp; null when
 * absent or unreadable (an unreadable closing date is no reason to refuse the posting).
 */
export function readValidThrough(input: RawPosting): Date | null {
  const value = input.valid_through ?? input.job_offer_expiration_datetime_utc
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return dateFromTimestamp(value)
  const text = value.trim()
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T23:59:59+05:30`) : dateFromIso(text)
}

/**
 * Places to apply the source lists (JSearch's apply_options), keeping only http(s) links, one per
 * link; the posting's own apply link is added by the run under the source's name.
 */
export function readApplyOptions(input: RawPosting, toHttpUrl: (value: string) => string | null): JobApplyOption[] {
  const options: JobApplyOption[] = []
  for (const option of input.apply_options ?? []) {
    const link = toHttpUrl(option.apply_link ?? '')
    const publisher = toPlainLine(option.publisher ?? '').slice(0, MAX_PUBLISHER_LENGTH)
    if (link === null || publisher === '' || options.some((known) => known.apply_link === link)) continue
    options.push({ publisher, apply_link: link, is_direct: option.is_direct === true || option.is_direct === 'true' })
    if (options.length === MAX_APPLY_OPTIONS) break
  }
  return options
}
