/**
 * Yearly salary in rupees, so one salary filter works across currencies and pay periods.
 *
 * The rates are fixed on purpose: filters must give the same answer on every run and in every test,
 * and a salary filter needs the order of magnitude, not today's market rate. Reviewed 2026-11; change
 * them here only, together with this note.
 *
 * | currency | rupees per unit |
 * | --- | --- |
 * | INR | 1 |
 * | USD | 84 |
 * | EUR | 91 |
 * | GBP | 107 |
 * | CAD | 61 |
 * | AUD | 55 |
 * | SGD | 63 |
 * | AED | 22.9 |
 * | JPY | 0.56 |
 * | CHF | 95 |
 * | NZD | 50 |
 * | SEK | 8 |
 * | QAR | 23 |
 * | SAR | 22.4 |
 * | KWD | 273 |
 * | OMR | 218 |
 * | BHD | 223 |
 *
 * Periods: a year counts 12 months or 2,080 working hours (40 hours × 52 weeks).
 */
export const inrPerUnit: Readonly<Record<string, number>> = {
  INR: 1,
  USD: 84,
  EUR: 91,
  GBP: 107,
  CAD: 61,
  AUD: 55,
  SGD: 63,
  AED: 22.9,
  JPY: 0.56,
  CHF: 95,
  NZD: 50,
  SEK: 8,
  QAR: 23,
  SAR: 22.4,
  KWD: 273,
  OMR: 218,
  BHD: 223,
}

export const periodsPerYear: Readonly<Record<string, number>> = {
  YEAR: 1,
  MONTH: 12,
  HOUR: 2080,
}

/** The amount as rupees a year, rounded to the rupee; null for an unknown currency or period or a non-finite amount. */
export function toInrPerYear(amount: number, currency: string, period: string): number | null {
  if (!Number.isFinite(amount)) return null
  const rate = inrPerUnit[currency.trim().toUpperCase()]
  const multiplier = periodsPerYear[period.trim().toUpperCase()]
  if (rate === undefined || multiplier === undefined) return null
  return Math.round(amount * rate * multiplier)
}
