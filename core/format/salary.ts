/**
 * Salary display of spec 001 §5 "Displays": INR shows ₹, USD shows $; values in thousands as
 * "Nk - Mk", "Nk+" or "Up to Mk"; nothing when neither bound is known. This module gives the amounts
 * and which of those forms applies; the words are the locale's (`jobs:salary`, renderSalary).
 */

export type SalaryDescriptor =
  { kind: 'range'; min: string; max: string } | { kind: 'from'; min: string } | { kind: 'upTo'; max: string } | { kind: 'none' }

/** The currency the product formats in when a job names none (spec 001 §9 "Currency default: INR"). */
export const DEFAULT_SALARY_CURRENCY = 'INR'

/** Symbols of the currencies our sources use; any other currency shows its code and a space. */
export const currencySymbols: Readonly<Record<string, string>> = {
  INR: '₹',
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  AUD: 'A$',
  CAD: 'C$',
  SGD: 'S$',
  NZD: 'NZ$',
}

type SalaryBound = number | null | undefined

/** Missing, zero, negative and non-finite figures mean the source gave no bound. */
function normaliseBound(value: SalaryBound): number | null {
  if (value === null || value === undefined) return null
  if (!Number.isFinite(value) || value <= 0) return null
  return value
}

/** The prefix put before an amount: a known symbol, else the ISO code followed by a space. */
export function getCurrencyPrefix(currency: string | null | undefined): string {
  const code = currency?.trim().toUpperCase() || DEFAULT_SALARY_CURRENCY
  return currencySymbols[code] ?? `${code} `
}

/**
 * One amount in thousands, rounded to a whole k ('₹600k'). Figures under 1,000 (hourly rates) would
 * all read '0k' or '1k', so they are shown whole instead ('$25').
 */
export function formatSalaryAmount(value: number, currency: string | null | undefined): string {
  const prefix = getCurrencyPrefix(currency)
  if (value < 1000) return `${prefix}${Math.round(value)}`
  return `${prefix}${Math.round(value / 1000)}k`
}

export function describeSalary(min: SalaryBound, max: SalaryBound, currency: string | null | undefined): SalaryDescriptor {
  let low = normaliseBound(min)
  let high = normaliseBound(max)
  // Some feeds swap the bounds; the range still reads low to high.
  if (low !== null && high !== null && low > high) {
    const swapped = low
    low = high
    high = swapped
  }
  if (low !== null && high !== null) {
    return { kind: 'range', min: formatSalaryAmount(low, currency), max: formatSalaryAmount(high, currency) }
  }
  if (low !== null) return { kind: 'from', min: formatSalaryAmount(low, currency) }
  if (high !== null) return { kind: 'upTo', max: formatSalaryAmount(high, currency) }
  return { kind: 'none' }
}
