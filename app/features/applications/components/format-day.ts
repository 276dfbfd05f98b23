/** A day as the board shows it, in India's time zone so server and browser agree (27 Nov 2026). */
export function formatDay(value: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
    new Date(value),
  )
}
