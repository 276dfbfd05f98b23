import type { EmploymentType } from '#core/jobs/job-constants.ts'
import type { RawPosting } from './posting.schema.ts'

/**
 * Words of each employment type as sources write them, checked in this order within one item, so the
 * more particular word wins: "Contract to hire" is a contract, "Full-time internship" an internship,
 * "Part-time permanent" part-time. Items are compared as upper-case words: "full_time" (Adzuna),
 * "FullTime" (Ashby), "Full-Time" and "FULLTIME" (JSearch) all read FULL TIME or FULLTIME.
 */
const employmentTypeWords: ReadonlyArray<readonly [RegExp, EmploymentType]> = [
  [/\bCONTRACT(?: TO |2)HIRE\b|\bC2H\b/, 'CONTRACTOR'],
  [/\b(?:INTERN|INTERNSHIP|INTERNS|APPRENTICE|APPRENTICESHIP|TRAINEE|TRAINEESHIP|CO ?OP|STUDENT)\b/, 'INTERN'],
  [/\b(?:TEMPORARY|TEMP|SEASONAL|FIXED ?TERM|CASUAL|LOCUM)\b/, 'TEMPORARY'],
  [/\b(?:PART ?TIME|PT)\b/, 'PARTTIME'],
  [/\b(?:CONTRACT|CONTRACTS|CONTRACTOR|CONTRACTUAL|FREELANCE|FREELANCER|CONSULTANT|CONSULTING|GIG)\b/, 'CONTRACTOR'],
  [/\b(?:FULL ?TIME|FT|FTE|PERMANENT|REGULAR|SALARIED)\b/, 'FULLTIME'],
]

/**
 * Maps "Full-time", "full_time", "FullTime", "FULLTIME", "Permanent", "Contract to hire", "Internship",
 * "Temporary"… to the codes; a list ("Contract, Full-time") takes its first known item. Null when no
 * item is known.
 */
export function employmentTypeFromText(value: string): EmploymentType | null {
  for (const item of value.split(/[,;/|]/)) {
    const words = ` ${splitWords(item)} `
    for (const [pattern, code] of employmentTypeWords) {
      if (pattern.test(words)) return code
    }
  }
  return null
}

/** "FullTime" → "FULL TIME", "full_time" → "FULL TIME", "Contract-to-hire" → "CONTRACT TO HIRE". */
function splitWords(value: string): string {
  return value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
}

/** A title that says what kind of job it is: "Summer Intern", "Part-time Tutor". */
const titleEmploymentTypes: ReadonlyArray<readonly [RegExp, EmploymentType]> = [
  [/\b(?:intern|internship|apprentice|apprenticeship)\b/i, 'INTERN'],
  [/\bpart[- ]?time\b/i, 'PARTTIME'],
  [/\((?:contract|contractor|freelance)\)/i, 'CONTRACTOR'],
  [/\((?:temporary|temp|fixed[- ]term)\)/i, 'TEMPORARY'],
]

/**
 * The employment type of a posting: the first of its type fields that names a known one, else what
 * its title says, else full-time (the spec's default).
 */
export function readEmploymentType(input: RawPosting, title: string): EmploymentType {
  const candidates = [input.job_employment_type, ...(input.job_employment_types ?? []), input.job_type, input.employment_type]
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined) continue
    const code = employmentTypeFromText(candidate)
    if (code !== null) return code
  }
  return titleEmploymentTypes.find(([pattern]) => pattern.test(title))?.[1] ?? 'FULLTIME'
}
