import type { SalaryPeriod } from '#core/jobs/job-constants.ts'

/**
 * Salary text as postings write it, read into numbers, a currency and a period: "₹5-8 LPA",
 * "8,00,000 - 12,00,000 per annum", "₹40k/month", "$120k-$150k", "£45,000 - £55,000", "CTC 18 lakhs",
 * "₹1.2 Cr", "Up to ₹12 LPA", "€60.000 - €70.000", "$40 - $55 per hour". Pure: no country defaults
 * (salary.ts adds those).
 */

export interface ParsedSalary {
  min: number | null
  max: number | null
  /** ISO 4217; null when the text names none (salary.ts then takes the country's). */
  currency: string | null
  /** Null when the text names no period (salary.ts then decides from the currency and the amount). */
  period: SalaryPeriod | null
}

/** Markers of a currency, most specific first ("C$" before "$"; "₹", "Rs." and "lakh" for rupees). */
const currencyMarkers: ReadonlyArray<readonly [RegExp, string]> = [
  [/₹|\brs\.?(?![a-z])|\binr\b|\brupees?\b|\b(?:lpa|lakhs?|lacs?|crores?)\b|\d\s*(?:cr|l)\b/i, 'INR'],
  [/\bNZ\$|\bNZD\b/i, 'NZD'],
  [/\bC\$|\bCA\$|\bCAD\b/i, 'CAD'],
  [/\bA\$|\bAU\$|\bAUD\b/i, 'AUD'],
  [/\bS\$|\bSGD\b/i, 'SGD'],
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b|\bpounds? sterling\b/i, 'GBP'],
  [/\bAED\b|\bdirhams?\b/i, 'AED'],
  [/\bQAR\b|\bqatari riyals?\b/i, 'QAR'],
  [/\bSAR\b|\bsaudi riyals?\b/i, 'SAR'],
  [/\bKWD\b|\bkuwaiti dinars?\b/i, 'KWD'],
  [/\bOMR\b|\bomani rials?\b/i, 'OMR'],
  [/\bBHD\b|\bbahraini dinars?\b/i, 'BHD'],
  [/\bCHF\b|\bswiss francs?\b/i, 'CHF'],
  [/\bSEK\b|\bswedish kronor\b/i, 'SEK'],
  [/¥|\bJPY\b|\byen\b/i, 'JPY'],
  [/\$|\bUSD\b|\bdollars?\b/i, 'USD'],
]

const unitMultipliers: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
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

/** Units that are rupees by themselves and, unless a period is written, yearly: a CTC is stated per year. */
const indianUnits: ReadonlySet<string> = new Set(['l', 'lpa', 'lakh', 'lakhs', 'lac', 'lacs', 'cr', 'crore', 'crores'])

const currencyPrefix = String.raw`(?:[a-z]{1,2}\$|[$₹£€¥]|\b(?:rs\.?|inr|usd|eur|gbp|cad|aud|sgd|nzd|aed|qar|sar|kwd|omr|bhd|chf|sek|jpy)(?![a-z]))`
const numberText = String.raw`\d[\d,.]*\d|\d`
const unitText = String.raw`k|thousand|mn|million|m|lpa|lakhs?|lacs?|l|crores?|cr`

/**
 * One amount, perhaps the first of a range: a currency before the figure and a unit after it are
 * optional ("₹44,900", "18 lakhs", "60,000+", "$120k"). The figure may not run into a word ("7th").
 */
const amountPattern = new RegExp(
  String.raw`(?<pre>${currencyPrefix}\s?)?(?<figure>${numberText})\s*(?<unit>${unitText})?(?![a-z\d])(?<plus>\s*\+)?`,
  'giu',
)
const firstAmountPattern = new RegExp(amountPattern.source, 'iu')
/** What joins the two figures of a range, and the second figure ("- ₹8 LPA", "to 150k", "and 8 lakhs"). */
const rangeTail = new RegExp(
  String.raw`^\s*(?<join>-|–|—|~|to\b|and\b)\s*(?<pre>${currencyPrefix}\s?)?(?<figure>${numberText})\s*(?<unit>${unitText})?(?![a-z\d])`,
  'iu',
)

/** A number in Indian grouping ("8,00,000", "1,42,400"): rupees. */
const indianGrouping = /^\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?$/
/** A number grouped with dots ("60.000", "1.200.000"): thousands, as much of Europe writes them. */
const dotGrouping = /^\d{1,3}(?:\.\d{3})+$/

const maxOnlyLead = /\b(?:up\s*to|upto|max(?:imum)?|under|below|not more than|as high as|till)\s*(?:of\s*)?:?\s*$/i
const minOnlyLead = /\b(?:from|min(?:imum)?|starting(?:\s+(?:at|from))?|at least|above|over|more than)\s*(?:of\s*)?:?\s*$/i

/** The largest amount we accept: a larger figure is a phone number or an ID, not pay. */
const MAX_AMOUNT = 1e10

interface StatedPeriod {
  period: SalaryPeriod
  /** Weekly and daily pay become yearly: ours are the year, the month and the hour. */
  factor: number
}

/** Periods that may be named anywhere in the text: "per month", "/yr", "p.a.", "LPA", "CTC". */
const periodsAnywhere: ReadonlyArray<readonly [RegExp, StatedPeriod]> = [
  [/\bper\s*hour\b|\/\s*(?:hr|hour|h)\b|\ban hour\b|\bhourly\b|\bp\.\s?h\./i, { period: 'HOUR', factor: 1 }],
  [/\bper\s*(?:month|mensem)\b|\/\s*(?:mo|month|mth|m)\b|\ba month\b|\bmonthly\b|\bp\.?\s?m\.?(?![a-z])/i, { period: 'MONTH', factor: 1 }],
  [
    /\bper\s*(?:annum|year)\b|\/\s*(?:yr|year|annum)\b|\ba year\b|\b(?:yearly|annually|annual)\b|\bp\.?\s?a\.?(?![a-z])|\blpa\b|\bctc\b/i,
    { period: 'YEAR', factor: 1 },
  ],
]

/** Days and weeks only right after the amount: "$120k-$150k, 4 days a week" is not weekly pay. */
const periodsAfterAmount: ReadonlyArray<readonly [RegExp, StatedPeriod]> = [
  [/^\s*(?:per\s*(?:day|diem)|\/\s*day|a\s+day|daily)\b/i, { period: 'YEAR', factor: 260 }],
  [/^\s*(?:per\s*week|\/\s*(?:wk|week)|a\s+week|weekly)\b/i, { period: 'YEAR', factor: 52 }],
]

interface Amount {
  salary: ParsedSalary
  /** Whether a currency sign or code, or an Indian unit, stands at the figures themselves. */
  isMarked: boolean
  /** Whether a figure is in Indian grouping ("6,50,000"): rupees, though unmarked. */
  isIndianGrouped: boolean
  /** Whether the amount is in LPA (lakhs per annum): pay by its very unit. */
  isLpa: boolean
  /** Where the amount, or its range, ends in the text. */
  end: number
}

/**
 * Reads a salary field: the amount (or range) with a currency mark at it, else the first amount.
 * Null when the text names no amount.
 */
export function parseSalaryText(value: string): ParsedSalary | null {
  const text = value.trim()
  if (text === '') return null
  let first: Amount | null = null
  for (const match of text.matchAll(amountPattern)) {
    const amount = readAmount(text, match)
    if (amount === null) continue
    if (amount.isMarked) return amount.salary
    first ??= amount
  }
  return first?.salary ?? null
}

/** Words that introduce pay in a description ("Salary:", "CTC of", "The pay range for this role is"). */
const salaryLabel =
  /\b(?:salary|salaries|ctc|compensation|pay(?:\s+(?:range|scale|band|matrix))?|stipend|remuneration|emoluments|wages?)\b/gi
/**
 * What may stand between the label and the amount: "Salary:", "CTC of", "The pay range for this role is",
 * "salary of up to". Any other word ("package includes a $500 learning budget") and the amount is not pay.
 */
const labelGap =
  /^(?:[\s:.,()–—-]|\b(?:is|are|of|for|this|that|the|a|an|role|position|job|will|be|offered|between|up|to|upto|from|ctc|range|band|scale|approx|approximately|around|expected|gross|base|fixed|annual|yearly|monthly|total|starting|at|min|minimum|max|maximum|in|per)\b)*$/i
/** How much text after the label is read. */
const WINDOW_LENGTH = 140

/**
 * Pay stated in a description, only where it clearly is pay: after a salary word ("salary", "CTC",
 * "pay range", "stipend"…) closely followed by an amount with a currency at it, or, anywhere in running
 * text, an amount that is pay by its shape (findPayShapedAmount). "Competitive salary and 5 days of
 * leave" names no pay.
 */
export function findSalaryInText(description: string): ParsedSalary | null {
  return findLabelledSalary(description) ?? findPayShapedAmount(description)
}

function findLabelledSalary(description: string): ParsedSalary | null {
  for (const label of description.matchAll(salaryLabel)) {
    const start = (label.index ?? 0) + label[0].length
    const lineEnd = description.indexOf('\n', start)
    const window = description.slice(start, Math.min(start + WINDOW_LENGTH, lineEnd === -1 ? description.length : lineEnd))
    const match = firstAmountPattern.exec(window)
    if (match === null || !labelGap.test(window.slice(0, match.index ?? 0))) continue
    const amount = readAmount(window, match)
    if (amount?.isMarked) return amount.salary
  }
  return null
}

/**
 * A pay period written right after an amount or range ("₹25,000 - ₹35,000 per month", "Rs. 6,50,000
 * p.a.", "$90,000–$120,000 a year", "12 lakhs CTC"): what makes a sum of money in running text pay.
 * "Last year", "in 2023" or nothing at all does not.
 */
const periodRightAfter =
  /^\s*(?:\/-\s*)?(?:(?:per|an?)\s*(?:hour|month|mensem|annum|year)\b|\/\s*(?:hr|hour|mo|mth|month|yr|year|annum)\b|p\.?\s?[ahm]\.?(?![a-z])|(?:hourly|monthly|yearly|annually|ctc)\b)/i
/**
 * Words near a sum of money that make it something other than pay: a company's revenue or funding, a
 * budget for something, a bonus or allowance beside the salary, a fee the candidate pays.
 */
const notPayWords =
  /\b(?:revenue|turnover|funding|funded|raised|valuation|valued|assets|aum|sales|p&l|profit|bonus|incentives?|allowance|reimburse(?:d|ment)?|fees?|deposit|loan|invest(?:ed|ment)?|grant|worth|cost|price|spend)\b/i
/** "A budget" is another sum, except before LPA: "Budget: 8-10 LPA" is how recruiters state the pay. */
const budgetWord = /\bbudget\b/i
/** How many characters before an amount are searched for those words. */
const NOT_PAY_REACH = 40
/** After it, the words up to the end of the clause: "per month plus incentives" is still pay. */
const clauseEnd = /[,;.()]|\bplus\b|\+|\band\b|\bwith\b/i

/**
 * Pay in running text with no salary word before it (issue 18): an amount with a currency at it (a
 * sign, a code, an Indian unit) or in Indian grouping, followed at once by a pay period, or in LPA,
 * which is a pay period by itself ("You will earn ₹25,000 - ₹35,000 per month", "upto 15 LPA",
 * "6,50,000 per annum fixed"). Not an amount with no currency (years of experience, team sizes, phone
 * numbers, pin codes), none with no period ("a ₹500 crore P&L", "$20 million in 2023"), and none near
 * words that make it another sum (revenue, a budget, a bonus).
 */
function findPayShapedAmount(description: string): ParsedSalary | null {
  for (const line of description.split('\n')) {
    for (const match of line.matchAll(amountPattern)) {
      const amount = readAmount(line, match)
      if (amount === null || !(amount.isMarked || amount.isIndianGrouped)) continue
      const start = match.index ?? 0
      const after = line.slice(amount.end)
      const period = periodRightAfter.exec(after)
      if (period === null && !amount.isLpa) continue
      const rest = after.slice(period?.[0].length ?? 0)
      const cut = rest.search(clauseEnd)
      const around = `${line.slice(Math.max(0, start - NOT_PAY_REACH), start)} ${cut === -1 ? rest : rest.slice(0, cut)}`
      if (notPayWords.test(around) || (!amount.isLpa && budgetWord.test(around))) continue
      // Its period is the one written at it, not another named elsewhere on the line.
      const stated = period === null ? null : (periodsAnywhere.find(([pattern]) => pattern.test(period[0]))?.[1] ?? null)
      return { ...amount.salary, period: stated?.period ?? 'YEAR' }
    }
  }
  return null
}

function readAmount(text: string, match: RegExpMatchArray): Amount | null {
  const groups = match.groups ?? {}
  const start = match.index ?? 0
  const end = start + match[0].length
  const lead = text.slice(Math.max(0, start - 30), start)
  const firstUnit = groups.unit?.toLowerCase() ?? null
  const firstFigure = readFigure(groups.figure ?? '', firstUnit)
  if (firstFigure === null) return null

  const tail = groups.plus === undefined ? rangeTail.exec(text.slice(end)) : null
  // "and" joins a range only after "between" ("between 5 and 8 lakhs").
  const range = tail !== null && (tail.groups?.join?.toLowerCase() !== 'and' || /\bbetween\s*$/i.test(lead)) ? tail.groups : undefined
  const secondUnit = range?.unit?.toLowerCase() ?? null
  // "12-18 LPA", "$120-150k": a unit written once after a range applies to both figures.
  const sharedUnit = range !== undefined && firstUnit === null && firstFigure < 1000 ? secondUnit : firstUnit
  const first = scale(firstFigure, sharedUnit)
  const secondFigure = range === undefined ? null : readFigure(range.figure ?? '', secondUnit)
  const second = secondFigure === null ? null : scale(secondFigure, secondUnit)
  if (!isPlausible(first) || (second !== null && !isPlausible(second))) return null

  const units = [sharedUnit, secondUnit].filter((unit): unit is string => unit !== null)
  const marks = [groups.pre, range?.pre, ...units].filter((mark): mark is string => mark !== undefined).join(' ')
  const figures = [groups.figure ?? '', range?.figure ?? '']
  const hasIndianUnit = units.some((unit) => indianUnits.has(unit))
  const markedCurrency = currencyOf(marks) ?? (hasIndianUnit ? 'INR' : null)
  const currency = markedCurrency ?? currencyOf(text) ?? (figures.some((figure) => indianGrouping.test(figure)) ? 'INR' : null)
  const amountEnd = end + (range === undefined ? 0 : (tail?.[0].length ?? 0))
  const stated = statedPeriod(text, text.slice(amountEnd))
  const period = stated?.period ?? (hasIndianUnit ? 'YEAR' : null)
  const factor = stated?.factor ?? 1
  const isMarked = markedCurrency !== null

  let min: number | null = first
  let max: number | null = first
  if (second !== null) {
    min = Math.min(first, second)
    max = Math.max(first, second)
  } else if (maxOnlyLead.test(lead)) min = null
  else if (minOnlyLead.test(lead) || groups.plus !== undefined) max = null
  return {
    salary: { min: times(min, factor), max: times(max, factor), currency, period },
    isMarked,
    isIndianGrouped: figures.some((figure) => indianGrouping.test(figure)),
    isLpa: units.includes('lpa'),
    end: amountEnd,
  }
}

function readFigure(digits: string, unit: string | null): number | null {
  const plain = unit === null && dotGrouping.test(digits) ? digits.replace(/\./g, '') : digits.replace(/,/g, '')
  const value = Number(plain)
  return Number.isFinite(value) ? value : null
}

/** "4.9 LPA" is 490000, not 490000.00000000006: two decimals at most. */
function scale(value: number, unit: string | null): number {
  const multiplier = unit === null ? 1 : (unitMultipliers[unit] ?? 1)
  return Math.round(value * multiplier * 100) / 100
}

function times(value: number | null, factor: number): number | null {
  return value === null ? null : Math.round(value * factor * 100) / 100
}

function isPlausible(value: number): boolean {
  return value > 0 && value <= MAX_AMOUNT
}

function currencyOf(text: string): string | null {
  return currencyMarkers.find(([pattern]) => pattern.test(text))?.[1] ?? null
}

function statedPeriod(text: string, afterAmount: string): StatedPeriod | null {
  const anywhere = periodsAnywhere.find(([pattern]) => pattern.test(text))
  if (anywhere !== undefined) return anywhere[1]
  return periodsAfterAmount.find(([pattern]) => pattern.test(afterAmount))?.[1] ?? null
}
