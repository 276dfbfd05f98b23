/**
 * A day as our pages show it, in India's time zone and the reader's language (27 Nov 2026). Its own
 * module, apart from date-time.ts, which the job listings load first: only the tracker and the apply
 * page need it.
 */
export function formatIndiaDate(value: string | Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
    typeof value === 'string' ? new Date(value) : value,
  )
}
