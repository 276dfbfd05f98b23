import { IST_OFFSET_MS } from './posted-age.ts'

/**
 * The calendar day an instant falls on in India (Asia/Kolkata, UTC+05:30 all year: no daylight
 * saving), as 'YYYY-MM-DD': the day the daily limits count in (decision 037), the same zone the posted
 * ages count days in (decision 004). A person in India gets fresh limits at their midnight.
 */
export function indiaCalendarDay(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('indiaCalendarDay needs a valid date')
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}
