import { sql, type SQL } from 'drizzle-orm'
import type { SeniorityLevel } from './query-intent.ts'

/** Which jobs a search may return; every field narrows the set. */
export interface SearchFilters {
  postedAfter: Date | null
  isRemoteOnly: boolean
  employmentTypes: readonly string[] | null
  /** Experience bands of job_requirements; a job matches when it is in any of them. */
  experienceBands: ReadonlyArray<'under_3_years' | 'over_3_years' | 'none'>
  isDegreeFreeOnly: boolean
  /** job_titles: the job's title must contain one of these. */
  titles: readonly string[] | null
  companySizeTypes: readonly string[] | null
  employerKinds: readonly string[] | null
  salaryMinInrYear: number | null
  salaryMaxInrYear: number | null
  country: string | null
  /** Jobs outside this country only ("abroad" in the query). */
  excludedCountry: string | null
  /** A seniority the query named: jobs whose title names it or whose experience is in its band. */
  seniority: SeniorityLevel | null
  isVisaSponsoredOnly: boolean
  isGovernmentOnly: boolean
  isFeaturedOnly: boolean
  citySlugs: readonly string[] | null
  state: string | null
  roleSlug: string | null
  /** A location that matched no place: no job can match. */
  isMatchingNothing: boolean
}

export const noFilters: SearchFilters = {
  postedAfter: null,
  isRemoteOnly: false,
  employmentTypes: null,
  experienceBands: [],
  isDegreeFreeOnly: false,
  titles: null,
  companySizeTypes: null,
  employerKinds: null,
  salaryMinInrYear: null,
  salaryMaxInrYear: null,
  country: null,
  excludedCountry: null,
  seniority: null,
  isVisaSponsoredOnly: false,
  isGovernmentOnly: false,
  isFeaturedOnly: false,
  citySlugs: null,
  state: null,
  roleSlug: null,
  isMatchingNothing: false,
}

/** The filters as conditions on `jobs j` (the alias every search statement gives the table). */
export function filterConditions(filters: SearchFilters): SQL[] {
  const conditions: SQL[] = [sql`j.is_active`]
  if (filters.isMatchingNothing) conditions.push(sql`false`)
  if (filters.postedAfter) conditions.push(sql`j.posted_at >= ${filters.postedAfter.toISOString()}::timestamptz`)
  if (filters.isRemoteOnly) conditions.push(sql`j.is_remote`)
  if (filters.isVisaSponsoredOnly) conditions.push(sql`j.is_visa_sponsored`)
  if (filters.isGovernmentOnly) conditions.push(sql`j.is_government`)
  if (filters.isFeaturedOnly) conditions.push(sql`j.is_featured`)
  if (filters.employmentTypes) conditions.push(sql`j.employment_type = any(${sql.param(filters.employmentTypes)}::text[])`)
  if (filters.companySizeTypes) conditions.push(sql`j.company_type = any(${sql.param(filters.companySizeTypes)}::text[])`)
  if (filters.employerKinds) conditions.push(sql`j.employer_kind = any(${sql.param(filters.employerKinds)}::text[])`)
  if (filters.country) conditions.push(sql`j.country = ${filters.country}`)
  if (filters.excludedCountry) conditions.push(sql`j.country <> ${filters.excludedCountry}`)
  if (filters.seniority) conditions.push(seniorityCondition(filters.seniority))
  if (filters.citySlugs) {
    const [only] = filters.citySlugs
    // One city as an equality, so the planner can use jobs_city_slug_idx.
    conditions.push(
      filters.citySlugs.length === 1 && only !== undefined
        ? sql`j.city_slug = ${only}`
        : sql`j.city_slug = any(${sql.param(filters.citySlugs)}::text[])`,
    )
  }
  if (filters.state) conditions.push(sql`j.state = ${filters.state}`)
  if (filters.roleSlug) conditions.push(sql`j.role_slug = ${filters.roleSlug}`)
  // A job with only one bound of its pay range is judged by that bound.
  if (filters.salaryMinInrYear !== null) {
    conditions.push(sql`coalesce(j.salary_max_inr_year, j.salary_min_inr_year) >= ${filters.salaryMinInrYear}`)
  }
  if (filters.salaryMaxInrYear !== null) {
    conditions.push(sql`coalesce(j.salary_min_inr_year, j.salary_max_inr_year) <= ${filters.salaryMaxInrYear}`)
  }
  const bands = filters.experienceBands.map((band) => {
    if (band === 'none') return sql`coalesce(j.experience_months, 0) = 0`
    if (band === 'under_3_years') return sql`coalesce(j.experience_months, 0) < 36`
    return sql`j.experience_months >= 36`
  })
  if (bands.length > 0) conditions.push(sql`(${sql.join(bands, sql` or `)})`)
  if (filters.isDegreeFreeOnly) conditions.push(sql`not j.requires_degree`)
  if (filters.titles && filters.titles.length > 0) {
    const titleQuery = sql`(${sql.join(
      filters.titles.map((title) => sql`plainto_tsquery('english', ${title})`),
      sql` || `,
    )})`
    // The first test can use the GIN index; the second keeps only title (weight A) matches.
    conditions.push(sql`j.search_head @@ ${titleQuery} and ts_filter(j.search_head, '{a}') @@ ${titleQuery}`)
  }
  return conditions
}

/**
 * The title words that name each seniority (as the English stemmer reduces them) and the experience
 * band it stands for. A job is of a seniority when its title says so or its experience falls in the
 * band: "Associate Software Engineer" is junior, and so is a "Software Engineer" asking for a year.
 * Both tests read only the covering indexes' columns (search_head, experience_months, employment_type).
 */
const seniorityTitleWords: Readonly<Record<SeniorityLevel, string>> = {
  intern: 'intern | internship | apprentice',
  fresher: 'fresher | trainee | graduate',
  junior: 'junior | jr | associate',
  senior: 'senior | sr',
  lead: 'lead | principal | head',
}

function seniorityBand(level: SeniorityLevel): SQL {
  switch (level) {
    case 'intern':
      return sql`j.employment_type = 'INTERN'`
    case 'fresher':
      return sql`coalesce(j.experience_months, 0) <= 12`
    case 'junior':
      return sql`(coalesce(j.experience_months, 0) <= 24 and j.employment_type <> 'INTERN')`
    case 'senior':
      return sql`j.experience_months >= 60`
    case 'lead':
      return sql`j.experience_months >= 96`
  }
}

/** The to_tsquery text of the title words that name a seniority ("senior | sr"). */
export function seniorityTitleQuery(level: SeniorityLevel): string {
  return seniorityTitleWords[level]
}

function seniorityCondition(level: SeniorityLevel): SQL {
  const titleWords = sql`ts_filter(j.search_head, '{a}') @@ to_tsquery('english', ${seniorityTitleWords[level]})`
  return sql`(${titleWords} or ${seniorityBand(level)})`
}
