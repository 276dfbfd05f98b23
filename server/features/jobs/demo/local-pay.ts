import type { EmploymentType, SalaryPeriod } from '#core/jobs/job-constants.ts'
import { inrPerUnit } from '#core/jobs/salary-normalize.ts'
import { countryCurrencies } from '#server/features/jobs/ingest/salary.ts'

/** Pay as a demo posting quotes it: in the currency and for the period employers there use. */
export interface DemoPay {
  min: number | null
  max: number | null
  currency: string
  period: SalaryPeriod
}

/** Yearly pay before it is quoted: rupees for a job in India, US dollars at the country's market level abroad. */
export interface YearlyPay {
  min: number | null
  max: number | null
}

/**
 * How employers in a country quote pay. `marketLevel` is what the same job pays there relative to the
 * United States, in US dollars (a mid-level software engineer: about $130k in the US, £60k in the
 * UK, €65k in Germany, AED 25,000 a month in Dubai). Gulf employers, Singapore and Sweden quote pay
 * a month; part-time work in the English-speaking markets is paid by the hour.
 */
interface PayConvention {
  period: 'YEAR' | 'MONTH'
  marketLevel: number
  paysPartTimeHourly: boolean
}

const payConventions: Readonly<Record<string, PayConvention>> = {
  US: { period: 'YEAR', marketLevel: 1, paysPartTimeHourly: true },
  CA: { period: 'YEAR', marketLevel: 0.6, paysPartTimeHourly: true },
  GB: { period: 'YEAR', marketLevel: 0.6, paysPartTimeHourly: true },
  IE: { period: 'YEAR', marketLevel: 0.62, paysPartTimeHourly: true },
  AU: { period: 'YEAR', marketLevel: 0.66, paysPartTimeHourly: true },
  NZ: { period: 'YEAR', marketLevel: 0.52, paysPartTimeHourly: true },
  DE: { period: 'YEAR', marketLevel: 0.56, paysPartTimeHourly: false },
  NL: { period: 'YEAR', marketLevel: 0.54, paysPartTimeHourly: false },
  CH: { period: 'YEAR', marketLevel: 0.95, paysPartTimeHourly: false },
  JP: { period: 'YEAR', marketLevel: 0.45, paysPartTimeHourly: false },
  SE: { period: 'MONTH', marketLevel: 0.5, paysPartTimeHourly: false },
  SG: { period: 'MONTH', marketLevel: 0.6, paysPartTimeHourly: false },
  AE: { period: 'MONTH', marketLevel: 0.62, paysPartTimeHourly: false },
  QA: { period: 'MONTH', marketLevel: 0.58, paysPartTimeHourly: false },
  SA: { period: 'MONTH', marketLevel: 0.62, paysPartTimeHourly: false },
}

/** A country we have no convention for pays like a mid-priced market, in US dollars (its currency too when ingestion knows none). */
const fallbackConvention: PayConvention = { period: 'YEAR', marketLevel: 0.55, paysPartTimeHourly: false }

/** Steps amounts are rounded to, as employers write them: no one advertises £61,237. */
const yearlyStep: Readonly<Record<string, number>> = { JPY: 100_000 }
const monthlyStep: Readonly<Record<string, number>> = { INR: 1_000, JPY: 10_000, AED: 500, QAR: 500, SAR: 500, SEK: 500 }
const DEFAULT_YEARLY_STEP = 1_000
const DEFAULT_MONTHLY_STEP = 100
const HOURLY_STEP = 0.5

/** Below this, Indian employers quote a monthly wage (₹18,000/month) rather than lakhs a year. */
const INDIA_MONTHLY_BELOW_INR = 300_000
/** The smallest stipend the demo offers an intern in India. */
const MIN_INDIA_STIPEND = 5_000
const MONTHS_PER_YEAR = 12
/** Part-time pay is already half a full-time year: 1,040 of the 2,080 hours a year. */
const PART_TIME_HOURS_PER_YEAR = 1_040

/** What the same work pays in a country relative to the United States, in US dollars. */
export function marketLevelOf(country: string): number {
  return (payConventions[country] ?? fallbackConvention).marketLevel
}

/**
 * Yearly pay quoted as employers in the job's country quote it: interns get a monthly stipend; in
 * India part-time work and wages under 3 LPA are quoted a month; abroad the country's currency and
 * period, and an hourly rate for part-time work where that is the custom.
 */
export function quoteLocalPay(pay: YearlyPay, country: string, employmentType: EmploymentType): DemoPay {
  if (country === 'IN') return quoteRupees(pay, employmentType)
  const convention = payConventions[country] ?? fallbackConvention
  // The country's currency as ingestion reads it, so a demo posting and a real one agree.
  const currency = countryCurrencies[country] ?? 'USD'
  const local = scale(pay, unitsPerUsDollar(currency))
  if (employmentType === 'INTERN') return perMonth(local, currency)
  if (employmentType === 'PARTTIME' && convention.paysPartTimeHourly) return perHour(local, currency)
  if (convention.period === 'MONTH') return perMonth(local, currency)
  const step = yearlyStep[currency] ?? DEFAULT_YEARLY_STEP
  return { ...scale(local, 1, step), currency, period: 'YEAR' }
}

/** At the fixed rates the salary filters use (core/jobs/salary-normalize.ts), so both agree. */
function unitsPerUsDollar(currency: string): number {
  const rupeesPerDollar = inrPerUnit.USD
  const rupeesPerUnit = inrPerUnit[currency]
  if (rupeesPerDollar === undefined || rupeesPerUnit === undefined) throw new Error(`no fixed rate for ${currency}`)
  return rupeesPerDollar / rupeesPerUnit
}

function quoteRupees(pay: YearlyPay, employmentType: EmploymentType): DemoPay {
  const top = pay.max ?? pay.min ?? 0
  if (employmentType === 'INTERN') {
    const stipend = perMonth(pay, 'INR')
    return { ...stipend, min: atLeast(stipend.min, MIN_INDIA_STIPEND), max: atLeast(stipend.max, MIN_INDIA_STIPEND) }
  }
  if (employmentType === 'PARTTIME' || top < INDIA_MONTHLY_BELOW_INR) return perMonth(pay, 'INR')
  return { ...pay, currency: 'INR', period: 'YEAR' }
}

function perMonth(yearly: YearlyPay, currency: string): DemoPay {
  const step = monthlyStep[currency] ?? DEFAULT_MONTHLY_STEP
  return { ...scale(yearly, 1 / MONTHS_PER_YEAR, step), currency, period: 'MONTH' }
}

function perHour(yearly: YearlyPay, currency: string): DemoPay {
  return { ...scale(yearly, 1 / PART_TIME_HOURS_PER_YEAR, HOURLY_STEP), currency, period: 'HOUR' }
}

function scale(pay: YearlyPay, factor: number, step?: number): YearlyPay {
  const convert = (value: number | null) => {
    if (value === null) return null
    const amount = value * factor
    return step === undefined ? amount : Math.max(step, Math.round(amount / step) * step)
  }
  return { min: convert(pay.min), max: convert(pay.max) }
}

function atLeast(value: number | null, floor: number): number | null {
  return value === null ? null : Math.max(floor, value)
}
