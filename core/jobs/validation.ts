import { MAX_LOCATION_LENGTH, MAX_QUERY_LENGTH } from './search-constants.ts'

/**
 * The rules of the job search form (spec 000 §5, spec 001 §5). Plain TypeScript: the browser checks
 * the form with these functions without loading zod. A result names the rule that decided (`code`);
 * its message is text, so it is the locale's (`jobs:validation`, renderJobSearchValidation).
 */

/** Severities of the validation result shape (spec 000 §5, spec 001 §3 "Validation result"). */
export const validationSeverities = ['info', 'warning', 'error', 'success'] as const
export type ValidationSeverity = (typeof validationSeverities)[number]

/**
 * The spec's validation result less its texts (message, suggestion, helpText: the UI renders them
 * from `code` in the reader's language) and the UI's own isDirty/isTouched state.
 */
export type ValidationResult<Code extends string> = {
  isValid: boolean
  severity: ValidationSeverity
  code: Code
  /** Values the message interpolates, e.g. { max: 200 }. */
  values?: Record<string, number>
}

export const jobTitleValidationCodes = ['jobTitleRequired', 'jobTitleTooLong', 'jobTitleGeneric', 'jobTitleValid'] as const
export type JobTitleValidationCode = (typeof jobTitleValidationCodes)[number]
export const locationValidationCodes = ['locationTooLong', 'locationValid'] as const
export type LocationValidationCode = (typeof locationValidationCodes)[number]
export type JobSearchValidationCode = JobTitleValidationCode | LocationValidationCode

/** Words that on their own say nothing about the job wanted (spec 000 §5: job, work, position, role). */
const genericTitleWords = new Set(['job', 'jobs', 'work', 'works', 'position', 'positions', 'role', 'roles'])
const GENERIC_TITLE_MAX_WORDS = 2

/**
 * A title of under 3 words containing one of the generic words ("any job", "remote work").
 * Whole words only: "Network Engineer" contains "work" but is a real title.
 */
export function isGenericJobTitle(title: string): boolean {
  const words = title
    .trim()
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word !== '')
  if (words.length === 0 || words.length > GENERIC_TITLE_MAX_WORDS) return false
  return words.some((word) => genericTitleWords.has(word.replace(/[^\p{L}\p{N}]/gu, '')))
}

export function validateJobTitle(value: string): ValidationResult<JobTitleValidationCode> {
  const title = value.trim()
  if (title === '') {
    return { isValid: false, severity: 'error', code: 'jobTitleRequired' }
  }
  if (title.length > MAX_QUERY_LENGTH) {
    return { isValid: false, severity: 'error', code: 'jobTitleTooLong', values: { max: MAX_QUERY_LENGTH } }
  }
  if (isGenericJobTitle(title)) {
    return { isValid: true, severity: 'info', code: 'jobTitleGeneric' }
  }
  return { isValid: true, severity: 'success', code: 'jobTitleValid' }
}

/** Location is optional for search (spec 001 §5 "Job search"); only over-long text is refused. */
export function validateSearchLocation(value: string): ValidationResult<LocationValidationCode> {
  if (value.trim().length > MAX_LOCATION_LENGTH) {
    return { isValid: false, severity: 'error', code: 'locationTooLong', values: { max: MAX_LOCATION_LENGTH } }
  }
  return { isValid: true, severity: 'success', code: 'locationValid' }
}

/**
 * The hero search form as submitted: the trimmed title and location when both pass their rules,
 * else null (the caller shows the rules' messages).
 */
export function readJobSearchForm(input: { query: string; location?: string }): { query: string; location: string } | null {
  const query = input.query.trim()
  const location = (input.location ?? '').trim()
  if (!validateJobTitle(query).isValid || !validateSearchLocation(location).isValid) return null
  return { query, location }
}

/** The field message of a query-string number that is not plain decimal digits. */
export const DECIMAL_INTEGER_MESSAGE = 'Must be a whole number written with the digits 0-9 only'

/**
 * A whole number as a query string carries it: plain decimal digits only. '0x10', ' 2', '1e3', '+4'
 * and '2.0' are null rather than guessed at (Number() would read the first two as 16 and 2).
 */
export function parseDecimalInteger(text: string): number | null {
  return /^[0-9]+$/u.test(text) ? Number(text) : null
}

/** The field message of a salary range whose maximum is below its minimum (on salary_max). */
export const SALARY_RANGE_REVERSED_MESSAGE = 'salary_max must be at least salary_min'

/**
 * A salary range no job can fall in. Bounds apply only above 0 (spec 001 §5 "Filters"), so a range is
 * reversed only when both bounds apply and the minimum is above the maximum.
 */
export function isSalaryRangeReversed(min: number | null | undefined, max: number | null | undefined): boolean {
  if (min === null || min === undefined || max === null || max === undefined) return false
  return min > 0 && max > 0 && min > max
}
