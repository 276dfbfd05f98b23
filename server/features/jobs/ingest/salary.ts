import type { SalaryPeriod } from '#core/jobs/job-constants.ts'
import { toInrPerYear } from '#core/jobs/salary-normalize.ts'
import type { RawPosting } from './posting.schema.ts'

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

/**
 * The pay of a posting in its own currency and period: min and max fields or the salary text, a weekly
 * or daily rate as a yearly one, the country's currency when none is named. Empty when there is no
 * amount or no known currency.
 */
export function readSalary(input: RawPosting, country: string | null, issues: string[]): Salary {
  let min = readAmount(input.job_min_salary ?? input.salary_min, 'job_min_salary', issues)
  let max = readAmount(input.job_max_salary ?? input.salary_max, 'job_max_salary', issues)
  let currency = normaliseCurrency(input.job_salary_currency ?? input.salary_currency)
  const periodText = (input.job_salary_period ?? input.salary_period ?? '').trim().toUpperCase()
  let periodWord = periodText === '' ? null : (periodWords[periodText] ?? null)
  if (periodText !== '' && periodWord === null) issues.push(`job_salary_period "${periodText}" is not a known period`)

  if (min === null && max === null && (input.salary_range ?? '').trim() !== '') {
    const range = parseSalaryRange(input.salary_range ?? '')
    if (range !== null) {
      min = range.min
      max = range.max
      currency = currency ?? range.currency
      periodWord = periodWord ?? { period: range.period, factor: 1 }
    }
  }

  if (min === null && max === null) return noSalary
  if (min !== null && max !== null && min > max) [min, max] = [max, min]
  currency = currency ?? (country === null ? null : (countryCurrencies[country] ?? null))
  // An amount in no known currency cannot be shown or filtered honestly.
  if (currency === null) return noSalary
  const factor = periodWord?.factor ?? 1
  return {
    min: min === null ? null : min * factor,
    max: max === null ? null : max * factor,
    currency,
    period: periodWord?.period ?? 'YEAR',
  }
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

const currencyMarkers: ReadonlyArray<[RegExp, string]> = [
  [/₹|\brs\.?(?=\s|\d)|\binr\b|\blpa\b|\blakhs?\b|\blacs?\b|\bcrores?\b|\d\s*(?:l|cr)\b/i, 'INR'],
  [/\bNZ\$|\bNZD\b/i, 'NZD'],
  [/\bC\$|\bCA\$|\bCAD\b/i, 'CAD'],
  [/\bA\$|\bAU\$|\bAUD\b/i, 'AUD'],
  [/\bS\$|\bSGD\b/i, 'SGD'],
  [/€|\bEUR\b/i, 'EUR'],
  [/£|\bGBP\b/i, 'GBP'],
  [/\bAED\b|\bdirhams?\b/i, 'AED'],
  [/\bQAR\b|\bqatari riyals?\b/i, 'QAR'],
  [/\bSAR\b|\bsaudi riyals?\b/i, 'SAR'],
  [/\bKWD\b|\bkuwaiti dinars?\b/i, 'KWD'],
  [/\bOMR\b|\bomani rials?\b/i, 'OMR'],
  [/\bBHD\b|\bbahraini dinars?\b/i, 'BHD'],
  [/\bCHF\b|\bswiss francs?\b/i, 'CHF'],
  [/\bSEK\b|\bswedish kronor\b/i, 'SEK'],
  [/¥|\bJPY\b|\byen\b/i, 'JPY'],
  [/\$|\bUSD\b/i, 'USD'],
]

const amountToken = /(\d[\d,]*(?:\.\d+)?)\s*(k|mn|million|m|lpa|lakhs?|lacs?|l|crores?|cr)?(?![a-z])/gi

const suffixMultipliers: Readonly<Record<string, number>> = {
  k: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  million: 1_000_000,
  l: 100_000,
  lpa: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  cr: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
}

export interface ParsedSalaryRange {
  min: number | null
  max: number | null
  currency: string | null
  period: SalaryPeriod
}

/**
 * Reads salary text as sources write it: "₹6,00,000 - ₹9,00,000", "$120k-$150k", "12-18 LPA",
 * "Up to £45,000 a year", "From ₹5 LPA", "$40 - $55 per hour". Null when it names no amount.
 */
export function parseSalaryRange(value: string): ParsedSalaryRange | null {
  const textValue = value.trim()
  if (textValue === '') return null

  const amounts: Array<{ value: number; suffix: string | null }> = []
  for (const match of textValue.matchAll(amountToken)) {
    const digits = (match[1] ?? '').replace(/,/g, '')
    const amount = Number(digits)
    if (!Number.isFinite(amount)) continue
    amounts.push({ value: amount, suffix: match[2] === undefined ? null : match[2].toLowerCase() })
    if (amounts.length === 2) break
  }
  if (amounts.length === 0) return null

  // "12-18 LPA" and "$120-150k": the unit written once applies to both figures.
  const sharedSuffix = amounts[amounts.length - 1]?.suffix ?? null
  const values = amounts.map((amount) => {
    const suffix = amount.suffix ?? (amount.value < 1000 ? sharedSuffix : null)
    // "4.9 LPA" is 490000, not 490000.00000000006: keep two decimals at most.
    return Math.round(amount.value * (suffix === null ? 1 : (suffixMultipliers[suffix] ?? 1)) * 100) / 100
  })
  if (values.some((amount) => amount <= 0)) return null

  const currency = currencyMarkers.find(([pattern]) => pattern.test(textValue))?.[1] ?? null
  const period = salaryPeriodFromText(textValue)
  const [first, second] = values
  if (first === undefined) return null
  if (second !== undefined) return { min: Math.min(first, second), max: Math.max(first, second), currency, period }
  if (/\b(?:up\s*to|upto|max(?:imum)?|under|below|not more than)\b/i.test(textValue)) return { min: null, max: first, currency, period }
  if (/\b(?:from|min(?:imum)?|starting|at least|above)\b|\+/i.test(textValue)) return { min: first, max: null, currency, period }
  return { min: first, max: first, currency, period }
}

function salaryPeriodFromText(value: string): SalaryPeriod {
  if (/\bper\s*hour\b|\/\s*(?:hr|hour|h)\b|\ban hour\b|\bhourly\b|\bp\.?h\b/i.test(value)) return 'HOUR'
  if (/\bper\s*month\b|\/\s*(?:mo|month|m)\b|\ba month\b|\bmonthly\b|\bp\.?m\.?(?!\w)/i.test(value)) return 'MONTH'
  return 'YEAR'
}

/** The amount in rupees a year, for the salary filters across currencies and periods. */
export function inrPerYearOrNull(amount: number | null, currency: string | null, period: SalaryPeriod | null): number | null {
  if (amount === null || currency === null || period === null) return null
  return toInrPerYear(amount, currency, period)
}
