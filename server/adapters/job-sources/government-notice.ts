/**
 * Indian government recruitment notices: the closing date a notice
 * states in its words ("Last date 15/12/2026", "Last Date for Online Application: 05.01.2027",
 * "last date of receipt of applications is 15th December 2026").
 */

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

const lastDatePrefix = String.raw`last\s+date(?:\s+(?:of|for|to|extended)\b[a-z\s-]{0,60}?)?\s*(?:is\s*)?[:\-–—]?\s*`
const numericLastDate = new RegExp(`${lastDatePrefix}(\\d{1,2})[./-](\\d{1,2})[./-](\\d{4})\\b`, 'i')
const wordedLastDate = new RegExp(`${lastDatePrefix}(\\d{1,2})(?:st|nd|rd|th)?\\s+([a-z]{3,9})\\.?,?\\s+(\\d{4})\\b`, 'i')

/**
 * The closing date a notice states, day first as Indian notices write it, as the end of that day in
 * India (a notice's last date is the whole of that day); null when it states none or an impossible one.
 */
export function readLastDate(text: string): string | null {
  const numeric = numericLastDate.exec(text)
  if (numeric !== null) return endOfIndianDay(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]))
  const worded = wordedLastDate.exec(text)
  if (worded === null) return null
  const month = months.indexOf((worded[2] ?? '').slice(0, 3).toLowerCase()) + 1
  return month === 0 ? null : endOfIndianDay(Number(worded[3]), month, Number(worded[1]))
}

function endOfIndianDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${String(year)}-${pad(month)}-${pad(day)}T23:59:59+05:30`
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}
