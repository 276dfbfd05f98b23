/**
 * Salary display as job seekers in India read it (DESIGN.md "Decided departures", departing from spec
 * 001 §5 "Displays" for every currency but USD):
 *
 * - rupees a year in lakhs per annum ('₹24.5 – 38 LPA', '₹5 LPA+', 'Up to ₹12 LPA'), in crores from a
 *   crore up ('₹1.2 – 1.5 Cr a year');
 * - rupees a month, and yearly amounts under a lakh, per month with Indian digit grouping
 *   ('₹15,000/month', '₹44,900 – ₹1,42,400/month');
 * - other currencies in their own currency and usual form: thousands a year ('£45k – £55k a year',
 *   '€60k+ a year'), whole amounts a month or an hour ('AED 18,000/month', '$25/hour');
 * - US dollars a year keep the spec's form ('$90k - $120k');
 * - nothing when neither bound is known.
 *
 * This module gives the amounts and which form applies; the words are the locale's (`jobs:salary`,
 * renderSalary in app/i18n/render.ts).
 */
import type { SalaryPeriod } from '#core/jobs/job-constants.ts'
import { formatDecimal, type DecimalOptions } from './decimal.ts'

/** How the amounts read: the unit and period words around them come from the locale. */
export type SalaryUnit = 'lakhsPerYear' | 'croresPerYear' | 'perYear' | 'usdPerYear' | 'perMonth' | 'perHour'

export type SalaryDescriptor =
  | { kind: 'range'; unit: SalaryUnit; min: string; max: string }
  | { kind: 'exact'; unit: SalaryUnit; amount: string }
  | { kind: 'from'; unit: SalaryUnit; min: string }
  | { kind: 'upTo'; unit: SalaryUnit; max: string }
  | { kind: 'none' }

/** The currency the product formats in when a job names none (spec 001 §9 "Currency default: INR"). */
export const DEFAULT_SALARY_CURRENCY = 'INR'

/** Symbols of the currencies our sources use; any other currency shows its code and a space ('AED 18,000'). */
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

export interface SalaryFigures {
  min: number | null | undefined
  max: number | null | undefined
  currency: string | null | undefined
  /** The period the amounts are paid for; yearly when the source does not say. */
  period: SalaryPeriod | null | undefined
}

const LAKH = 100_000
const CRORE = 10_000_000
const MONTHS_PER_YEAR = 12

/** One number form: what Intl writes for 'en-IN' or 'en-US' with these fraction digits (decimal.ts). */
type AmountFormat = (value: number) => string
const amountFormat =
  (options: DecimalOptions): AmountFormat =>
  (value) =>
    formatDecimal(value, options)

const indianDigits = amountFormat({ grouping: 'indian', maximumFractionDigits: 0 })
const indianDecimals = amountFormat({ grouping: 'indian', maximumFractionDigits: 2 })
const wholeAmount = amountFormat({ grouping: 'western', maximumFractionDigits: 0 })
const amountWithCents = amountFormat({ grouping: 'western', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const upToOneDecimal = amountFormat({ grouping: 'western', maximumFractionDigits: 1 })
const upToTwoDecimals = amountFormat({ grouping: 'western', maximumFractionDigits: 2 })

/** Missing, zero, negative and non-finite figures mean the source gave no bound. */
function normaliseBound(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (!Number.isFinite(value) || value <= 0) return null
  return value
}

function normaliseCurrency(currency: string | null | undefined): string {
  return currency?.trim().toUpperCase() || DEFAULT_SALARY_CURRENCY
}

/** The prefix put before an amount: a known symbol, else the ISO code followed by a space. */
export function getCurrencyPrefix(currency: string | null | undefined): string {
  const code = normaliseCurrency(currency)
  return currencySymbols[code] ?? `${code} `
}

/** How a salary's amounts are written: the unit they read in and the number form of one amount. */
interface Presentation {
  unit: SalaryUnit
  /** Whether the currency is written once, before the range ('₹24.5 – 38 LPA'), or before each amount. */
  hasSharedPrefix: boolean
  format: (value: number) => string
}

/** `top` is the larger known bound: it decides between a monthly, a lakh and a crore reading. */
function presentRupees(top: number, period: SalaryPeriod): Presentation {
  if (period === 'HOUR') return { unit: 'perHour', hasSharedPrefix: false, format: formatWholeOrCents(indianDigits) }
  if (period === 'MONTH') return { unit: 'perMonth', hasSharedPrefix: false, format: (value) => indianDigits(value) }
  // Under a lakh a year is a monthly wage or a stipend: '₹7,500/month' reads right, '₹0.9 LPA' does not.
  if (top < LAKH) {
    return {
      unit: 'perMonth',
      hasSharedPrefix: false,
      format: (value) => indianDigits(roundTo(value / MONTHS_PER_YEAR, 100)),
    }
  }
  if (top >= CRORE) {
    return { unit: 'croresPerYear', hasSharedPrefix: true, format: (value) => indianDecimals(value / CRORE) }
  }
  return { unit: 'lakhsPerYear', hasSharedPrefix: true, format: (value) => indianDecimals(value / LAKH) }
}

function presentOtherCurrency(currency: string, period: SalaryPeriod): Presentation {
  if (period === 'HOUR') return { unit: 'perHour', hasSharedPrefix: false, format: formatWholeOrCents(wholeAmount) }
  if (period === 'MONTH') return { unit: 'perMonth', hasSharedPrefix: false, format: (value) => wholeAmount(value) }
  return { unit: currency === 'USD' ? 'usdPerYear' : 'perYear', hasSharedPrefix: false, format: formatThousands }
}

/** '45k', '62.5k', '6M' ('¥6M' a year), and figures under a thousand whole ('900'). */
function formatThousands(value: number): string {
  if (value >= 1_000_000) return `${upToTwoDecimals(value / 1_000_000)}M`
  if (value >= 1_000) return `${upToOneDecimal(value / 1_000)}k`
  return wholeAmount(value)
}

/** Hourly rates keep their paise or cents when they have them ('£12.50'), else read whole ('$25'). */
function formatWholeOrCents(whole: AmountFormat): AmountFormat {
  return (value) => (Number.isInteger(value) ? whole(value) : amountWithCents(value))
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step)
}

export function describeSalary({ min, max, currency, period }: SalaryFigures): SalaryDescriptor {
  let low = normaliseBound(min)
  let high = normaliseBound(max)
  // Some feeds swap the bounds; the range still reads low to high.
  if (low !== null && high !== null && low > high) [low, high] = [high, low]
  if (low === null && high === null) return { kind: 'none' }

  const code = normaliseCurrency(currency)
  const paidFor = period ?? 'YEAR'
  const presentation = code === 'INR' ? presentRupees(high ?? low ?? 0, paidFor) : presentOtherCurrency(code, paidFor)
  const prefix = getCurrencyPrefix(code)
  const { unit, hasSharedPrefix, format } = presentation

  if (low !== null && high !== null) {
    const lowText = format(low)
    const highText = format(high)
    // Bounds that read the same once rounded are one amount: '₹12 LPA', not '₹12 – 12 LPA'.
    if (lowText === highText) return { kind: 'exact', unit, amount: `${prefix}${lowText}` }
    return { kind: 'range', unit, min: `${prefix}${lowText}`, max: hasSharedPrefix ? highText : `${prefix}${highText}` }
  }
  if (low !== null) return { kind: 'from', unit, min: `${prefix}${format(low)}` }
  if (high !== null) return { kind: 'upTo', unit, max: `${prefix}${format(high)}` }
  return { kind: 'none' }
}
