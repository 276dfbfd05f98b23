import type { SalaryPeriod } from '#core/jobs/job-constants.ts'
import { toInrPerYear } from '#core/jobs/salary-normalize.ts'
import type { RawPosting } from './posting.schema.ts'
import { findSalaryInText, parseSalaryText } from './salary-text.ts'

/** The currency a posting from this country is paid in when the source does not say. */
export const countryCurrencies: Readonly<Record<string, string>> = {
  IN: 'INR',
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  DE: 'EUR',
  NL: 'EUR',
  IE: 'EUR',
  FR: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  LU: 'EUR',
  AE: 'AED',
  QA: 'QAR',
  SA: 'SAR',
  KW: 'KWD',
  OM: 'OMR',
  BH: 'BHD',
  SG: 'SGD',
  AU: 'AUD',
  NZ: 'NZD',
  JP: 'JPY',
  CH: 'CHF',
  SE: 'SEK',
}

export interface Salary {
  min: number | null
  max: number | null
  currency: string | null
  period: SalaryPeriod | null
}

const noSalary: Salary = { min: null, max: null, currency: null, period: null }

/** Periods a source may use, as a multiplier onto one of ours. */
const periodWords: Readonly<Record<string, { period: SalaryPeriod; factor: number }>> = {
  YEAR: { period: 'YEAR', factor: 1 },
  YEARLY: { period: 'YEAR', factor: 1 },
  ANNUAL: { period: 'YEAR', factor: 1 },
  ANNUALLY: { period: 'YEAR', factor: 1 },
  ANNUM: { period: 'YEAR', factor: 1 },
  MONTH: { period: 'MONTH', factor: 1 },
  MONTHLY: { period: 'MONTH', factor: 1 },
  HOUR: { period: 'HOUR', factor: 1 },
  HOURLY: { period: 'HOUR', factor: 1 },
  WEEK: { period: 'YEAR', factor: 52 },
  WEEKLY: { period: 'YEAR', factor: 52 },
  DAY: { period: 'YEAR', factor: 260 },
  DAILY: { period: 'YEAR', factor: 260 },
}

/** Below this, rupees with no period written are monthly pay: nobody states a yearly CTC under a lakh. */
const MONTHLY_INR_BELOW = 100_000

/**
 * The pay of a posting in its own currency and period: min and max fields, else the salary text
 * (salary-text.ts), else pay stated in the description after a clear salary phrase. A weekly or daily
 * rate becomes a yearly one; the country's currency stands in when none is named; rupees with no
 * period are monthly below a lakh and yearly from a lakh. Empty when there is no amount or no known
 * currency.
 */
export function readSalary(input: RawPosting, description: string, country: string | null, issues: string[]): Salary {
  let min = readAmount(input.job_min_salary ?? input.salary_min, 'job_min_salary', issues)
  let max = readAmount(input.job_max_salary ?? input.salary_max, 'job_max_salary', issues)
  let currency = normaliseCurrency(input.job_salary_currency ?? input.salary_currency)
  const periodText = (input.job_salary_period ?? input.salary_period ?? '').trim().toUpperCase()
  let stated = periodText === '' ? null : (periodWords[periodText] ?? null)
  if (periodText !== '' && stated === null) issues.push(`job_salary_period "${periodText}" is not a known period`)

  if (min === null && max === null) {
    const parsed = parseSalaryText(input.salary_range ?? '') ?? findSalaryInText(description)
    if (parsed !== null) {
      min = parsed.min
      max = parsed.max
      currency = currency ?? parsed.currency
      stated = stated ?? (parsed.period === null ? null : { period: parsed.period, factor: 1 })
    }
  }

  if (min === null && max === null) return noSalary
  if (min !== null && max !== null && min > max) [min, max] = [max, min]
  currency = currency ?? (country === null ? null : (countryCurrencies[country] ?? null))
  // An amount in no known currency cannot be shown or filtered honestly.
  if (currency === null) return noSalary
  const factor = stated?.factor ?? 1
  return {
    min: min === null ? null : min * factor,
    max: max === null ? null : max * factor,
    currency,
    period: stated?.period ?? typicalPeriod(currency, max ?? min ?? 0),
  }
}

function typicalPeriod(currency: string, amount: number): SalaryPeriod {
  return currency === 'INR' && amount < MONTHLY_INR_BELOW ? 'MONTH' : 'YEAR'
}

function readAmount(value: number | string | null | undefined, field: string, issues: string[]): number | null {
  if (value === null || value === undefined) return null
  const amount = typeof value === 'number' ? value : Number(value.replace(/[,\s]/g, ''))
  if (typeof value === 'string' && value.trim() === '') return null
  if (!Number.isFinite(amount) || amount < 0) {
    issues.push(`${field} must be a non-negative number`)
    return null
  }
  return amount === 0 ? null : amount
}

function normaliseCurrency(value: string | null | undefined): string | null {
  const key = (value ?? '').trim().toUpperCase()
  if (key === '') return null
  if (key === '₹' || key === 'RS' || key === 'RS.') return 'INR'
  if (key === '$') return 'USD'
  if (key === '€') return 'EUR'
  if (key === '£') return 'GBP'
  return /^[A-Z]{3}$/.test(key) ? key : null
}

/** The amount in rupees a year, for the salary filters across currencies and periods. */
export function inrPerYearOrNull(amount: number | null, currency: string | null, period: SalaryPeriod | null): number | null {
  if (amount === null || currency === null || period === null) return null
  return toInrPerYear(amount, currency, period)
}
