/**
 * A moment as our pages show it: date and time in India's time zone, so the server's render and the
 * browser's agree, in the reader's language with Indian date order (24 Nov 2026, 8:34 am).
 */
export function formatIndiaDateTime(value: string | Date, language: string, timeStyle: 'short' | 'medium' = 'short'): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle,
    timeZone: 'Asia/Kolkata',
  }).format(typeof value === 'string' ? new Date(value) : value)
}
