/**
 * The fixed vocabularies of a job (employment types, salary periods, company and employer kinds).
 * Plain TypeScript, so the browser can build filters and labels without loading zod; the schemas
 * in job.schema.ts are made from these same lists.
 */

/** Employment types as the job search service names them (JSearch codes). */
export const employmentTypes = ['FULLTIME', 'PARTTIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY'] as const
export type EmploymentType = (typeof employmentTypes)[number]

/** How an employment type reads on a card; the spec's default is 'Full-time'. */
export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULLTIME: 'Full-time',
  PARTTIME: 'Part-time',
  CONTRACTOR: 'Contract',
  INTERN: 'Internship',
  TEMPORARY: 'Temporary',
}

export const salaryPeriods = ['YEAR', 'MONTH', 'HOUR'] as const
export type SalaryPeriod = (typeof salaryPeriods)[number]

/** Company-type options of the Advanced Filters (spec 001 §9) plus the employer kinds that "Exclude agencies" maps to. */
export const companySizeTypes = ['startup', 'midsize', 'enterprise', 'fortune500', 'nonprofit', 'government'] as const
export const employerKinds = ['direct_hire', 'job_site', 'agency'] as const
export const companyTypes = [...companySizeTypes, ...employerKinds] as const
export type CompanyType = (typeof companyTypes)[number]
export type CompanySizeType = (typeof companySizeTypes)[number]
export type EmployerKind = (typeof employerKinds)[number]
