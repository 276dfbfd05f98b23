import { companySizeTypes, employmentTypes, type CompanySizeType, type EmploymentType } from '#core/jobs/job-constants.ts'
import { datePostedOptions, jobRequirementOptions } from '#core/jobs/search-constants.ts'

/**
 * The Advanced Filters of the search form (spec 001 §2 "Job search bar", §3 "Advanced filters",
 * §5 "Filters") as one state object and a pure reducer, so the rules are tested without a browser.
 */

export type DatePosted = (typeof datePostedOptions)[number]
export type JobRequirement = (typeof jobRequirementOptions)[number]

export type AdvancedFilters = {
  datePosted: DatePosted
  remoteOnly: boolean
  visaSponsorship: boolean
  employmentTypes: EmploymentType[]
  jobRequirements: JobRequirement[]
  jobTitles: string[]
  companyTypes: CompanySizeType[]
  /** Spec 001 §9: maps to the company types direct_hire and job_site. */
  excludeAgencies: boolean
  /** Annual amounts; sent only above 0 (spec 001 §5 "Filters"). */
  salaryMin: number | null
  salaryMax: number | null
  /** ISO 3166-1 alpha-2, or null for any country. */
  country: string | null
}

export const defaultAdvancedFilters: AdvancedFilters = {
  datePosted: 'all',
  remoteOnly: false,
  visaSponsorship: false,
  employmentTypes: [],
  jobRequirements: [],
  jobTitles: [],
  companyTypes: [],
  excludeAgencies: false,
  salaryMin: null,
  salaryMax: null,
  country: null,
}

/** What "Exclude agencies" sends as company types (spec 001 §9). */
export const EXCLUDE_AGENCIES_COMPANY_TYPES = ['direct_hire', 'job_site'] as const

export const MAX_JOB_TITLES = 20
export const MAX_JOB_TITLE_LENGTH = 100
export const QUICK_ADD_TITLE_COUNT = 8

/** Titles offered for one-tap adding; the first 8 not yet chosen are shown. */
export const quickAddJobTitles = [
  'Software Engineer',
  'Product Manager',
  'Data Analyst',
  'Data Scientist',
  'Frontend Developer',
  'Backend Developer',
  'Full Stack Developer',
  'DevOps Engineer',
  'UI/UX Designer',
  'Business Analyst',
  'QA Engineer',
  'Marketing Manager',
  'Sales Executive',
  'HR Executive',
  'Accountant',
  'Customer Support Executive',
] as const
export type QuickAddJobTitle = (typeof quickAddJobTitles)[number]

/** Countries of the country filter, by code; names come from the translations. */
export const filterCountries = ['IN', 'US', 'GB', 'CA', 'DE', 'AE', 'SG', 'AU', 'IE', 'NL'] as const

export type FiltersAction =
  | { type: 'setDatePosted'; value: DatePosted }
  | { type: 'setRemoteOnly'; value: boolean }
  | { type: 'setVisaSponsorship'; value: boolean }
  | { type: 'toggleEmploymentType'; value: EmploymentType }
  | { type: 'toggleJobRequirement'; value: JobRequirement }
  | { type: 'addJobTitle'; value: string }
  | { type: 'removeJobTitle'; value: string }
  | { type: 'toggleCompanyType'; value: CompanySizeType }
  | { type: 'setExcludeAgencies'; value: boolean }
  | { type: 'setSalaryMin'; value: number | null }
  | { type: 'setSalaryMax'; value: number | null }
  | { type: 'setCountry'; value: string | null }
  | { type: 'replace'; value: AdvancedFilters }
  | { type: 'reset' }

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}

/** Keeps list filters in their canonical order, so equal filters give equal URLs. */
function ordered<T extends string>(list: readonly T[], order: readonly T[]): T[] {
  return order.filter((item) => list.includes(item))
}

/** A salary input's value: a positive whole number, else no bound. */
export function normaliseSalaryBound(value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || value <= 0) return null
  return Math.floor(value)
}

export type CustomTitleCheck = { ok: true; title: string } | { ok: false; reason: 'empty' | 'duplicate' | 'tooLong' | 'tooMany' }

/**
 * Spec 001 §5 "Filters": a custom job title is trimmed, empty ignored, duplicates refused
 * (case-insensitively: "software engineer" repeats "Software Engineer"). Commas become spaces
 * because the titles travel as one comma-separated parameter.
 */
export function checkCustomJobTitle(raw: string, chosen: readonly string[]): CustomTitleCheck {
  const title = raw.replace(/,/gu, ' ').replace(/\s+/gu, ' ').trim()
  if (title === '') return { ok: false, reason: 'empty' }
  if (title.length > MAX_JOB_TITLE_LENGTH) return { ok: false, reason: 'tooLong' }
  const key = title.toLocaleLowerCase()
  if (chosen.some((existing) => existing.toLocaleLowerCase() === key)) return { ok: false, reason: 'duplicate' }
  if (chosen.length >= MAX_JOB_TITLES) return { ok: false, reason: 'tooMany' }
  return { ok: true, title }
}

/**
 * Spec 001 §5 "Filters": quick-add suggestions exclude chosen titles and show the first 8. The
 * titles keep their literal type, so each chip's label is a typed translation key.
 */
export function getQuickAddTitles<Title extends string>(
  chosen: readonly string[],
  pool: readonly Title[],
  limit: number = QUICK_ADD_TITLE_COUNT,
): Title[] {
  const taken = new Set(chosen.map((title) => title.toLocaleLowerCase()))
  return pool.filter((title) => !taken.has(title.toLocaleLowerCase())).slice(0, limit)
}

export function filtersReducer(state: AdvancedFilters, action: FiltersAction): AdvancedFilters {
  switch (action.type) {
    case 'setDatePosted':
      return { ...state, datePosted: action.value }
    case 'setRemoteOnly':
      // Remote work and visa sponsorship exclude each other (spec 001 §4 "Visa sponsorship").
      if (action.value && state.visaSponsorship) return state
      return { ...state, remoteOnly: action.value }
    case 'setVisaSponsorship':
      return { ...state, visaSponsorship: action.value, remoteOnly: action.value ? false : state.remoteOnly }
    case 'toggleEmploymentType':
      return { ...state, employmentTypes: ordered(toggle(state.employmentTypes, action.value), employmentTypes) }
    case 'toggleJobRequirement':
      return { ...state, jobRequirements: ordered(toggle(state.jobRequirements, action.value), jobRequirementOptions) }
    case 'addJobTitle': {
      const check = checkCustomJobTitle(action.value, state.jobTitles)
      return check.ok ? { ...state, jobTitles: [...state.jobTitles, check.title] } : state
    }
    case 'removeJobTitle':
      return { ...state, jobTitles: state.jobTitles.filter((title) => title !== action.value) }
    case 'toggleCompanyType':
      return { ...state, companyTypes: ordered(toggle(state.companyTypes, action.value), companySizeTypes) }
    case 'setExcludeAgencies':
      return { ...state, excludeAgencies: action.value }
    case 'setSalaryMin':
      return { ...state, salaryMin: normaliseSalaryBound(action.value) }
    case 'setSalaryMax':
      return { ...state, salaryMax: normaliseSalaryBound(action.value) }
    case 'setCountry':
      return { ...state, country: action.value }
    case 'replace':
      return action.value
    case 'reset':
      return defaultAdvancedFilters
  }
}

/** Whether switching visa sponsorship to `value` should show "Remote Search Disabled". */
export function shouldShowRemoteDisabledNotice(state: AdvancedFilters, action: FiltersAction): boolean {
  return action.type === 'setVisaSponsorship' && action.value && !state.visaSponsorship
}

/** How many filters differ from the defaults: the number on the Advanced Filters button. */
export function countActiveFilters(filters: AdvancedFilters): number {
  let count = 0
  if (filters.datePosted !== 'all') count += 1
  if (filters.remoteOnly) count += 1
  if (filters.visaSponsorship) count += 1
  if (filters.excludeAgencies) count += 1
  if (filters.salaryMin !== null || filters.salaryMax !== null) count += 1
  if (filters.country !== null) count += 1
  count += filters.employmentTypes.length
  count += filters.jobRequirements.length
  count += filters.jobTitles.length
  count += filters.companyTypes.length
  return count
}
