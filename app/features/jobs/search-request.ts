import { companySizeTypes, employmentTypes, type CompanySizeType, type EmploymentType } from '#core/jobs/job-constants.ts'
import { datePostedOptions, jobRequirementOptions, MAX_LOCATION_LENGTH, MAX_QUERY_LENGTH } from '#core/jobs/search-constants.ts'
import {
  checkCustomJobTitle,
  defaultAdvancedFilters,
  EXCLUDE_AGENCIES_COMPANY_TYPES,
  normaliseSalaryBound,
  type AdvancedFilters,
  type DatePosted,
  type JobRequirement,
} from './filters.ts'

/** One search as the person asked it: what, where, and the Advanced Filters. */
export type JobSearchRequest = {
  query: string
  location: string
  filters: AdvancedFilters
  /** Search the words exactly as typed, without spelling correction (after "Search instead for …"). */
  isExact?: boolean
  /** Signed in, rank every place equally rather than the person's city first ("Show all equally"; decision 075). */
  isEveryPlaceEqual?: boolean
}

/** The search parameter (API and page alike) that turns the person's city lead off. */
export const PREFER_MY_CITIES_PARAM = 'prefer_my_cities'

/** The landing page fetches two pages of 10 (20 jobs): 8 show first, Show More reveals the rest. */
export const LANDING_NUM_PAGES = 2

/**
 * The filter parameters, named as GET /api/jobs/search names them (core/jobs/search.schema.ts), with
 * defaults left out so URLs stay short and equal searches give equal strings.
 */
function appendFilterParams(params: URLSearchParams, filters: AdvancedFilters): void {
  if (filters.datePosted !== 'all') params.set('date_posted', filters.datePosted)
  if (filters.remoteOnly && !filters.visaSponsorship) params.set('remote_jobs_only', 'true')
  if (filters.visaSponsorship) params.set('visa_sponsorship', 'true')
  if (filters.employmentTypes.length > 0) params.set('employment_types', filters.employmentTypes.join(','))
  if (filters.jobRequirements.length > 0) params.set('job_requirements', filters.jobRequirements.join(','))
  if (filters.jobTitles.length > 0) params.set('job_titles', filters.jobTitles.join(','))
  const companyTypes: string[] = [...filters.companyTypes]
  if (filters.excludeAgencies) companyTypes.push(...EXCLUDE_AGENCIES_COMPANY_TYPES)
  if (companyTypes.length > 0) params.set('company_types', companyTypes.join(','))
  // Spec 001 §5 "Filters": salary bounds are sent only above 0.
  if (filters.salaryMin !== null && filters.salaryMin > 0) params.set('salary_min', String(filters.salaryMin))
  if (filters.salaryMax !== null && filters.salaryMax > 0) params.set('salary_max', String(filters.salaryMax))
  if (filters.country !== null) params.set('country', filters.country)
}

/** The query string of GET /api/jobs/search for a request. */
export function toApiSearchParams(request: JobSearchRequest, numPages: number = LANDING_NUM_PAGES): URLSearchParams {
  const params = new URLSearchParams()
  params.set('query', request.query.trim())
  const location = request.location.trim()
  if (location !== '') params.set('location', location)
  params.set('page', '1')
  params.set('num_pages', String(numPages))
  appendFilterParams(params, request.filters)
  if (request.isExact) params.set('spell_check', 'false')
  if (request.isEveryPlaceEqual) params.set(PREFER_MY_CITIES_PARAM, 'false')
  return params
}

/** The page's own query string (?q=&location=…), so a search can be shared and survives a reload. */
export function toPageSearchParams(request: JobSearchRequest): URLSearchParams {
  const params = new URLSearchParams()
  params.set('q', request.query.trim())
  const location = request.location.trim()
  if (location !== '') params.set('location', location)
  appendFilterParams(params, request.filters)
  if (request.isExact) params.set('spell_check', 'false')
  if (request.isEveryPlaceEqual) params.set(PREFER_MY_CITIES_PARAM, 'false')
  return params
}

function readList<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (raw === null) return []
  const parts = raw.split(',').map((part) => part.trim())
  return allowed.filter((value) => parts.includes(value))
}

function isOneOf<T extends string>(value: string | null, allowed: readonly T[]): value is T {
  return value !== null && allowed.some((item) => item === value)
}

function readSalary(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/u.test(raw)) return null
  return normaliseSalaryBound(Number(raw))
}

function readTitles(raw: string | null): string[] {
  if (raw === null) return []
  // The same rules as adding a title by hand: what they refuse is dropped.
  const titles: string[] = []
  for (const part of raw.split(',')) {
    const check = checkCustomJobTitle(part, titles)
    if (check.ok) titles.push(check.title)
  }
  return titles
}

/**
 * The search a page URL describes, or null when it names no job title. Lenient by design: a
 * hand-edited or outdated link keeps what is valid and drops the rest instead of failing.
 */
export function readSearchFromUrl(params: URLSearchParams): JobSearchRequest | null {
  const query = (params.get('q') ?? params.get('query') ?? '').trim().slice(0, MAX_QUERY_LENGTH)
  if (query === '') return null
  const location = (params.get('location') ?? '').trim().slice(0, MAX_LOCATION_LENGTH)
  const datePosted = params.get('date_posted')
  const companyTypesRaw = params.get('company_types')
  const companyParts = (companyTypesRaw ?? '').split(',').map((part) => part.trim())
  const visaSponsorship = params.get('visa_sponsorship') === 'true'
  const country = params.get('country')
  const filters: AdvancedFilters = {
    ...defaultAdvancedFilters,
    datePosted: isOneOf<DatePosted>(datePosted, datePostedOptions) ? datePosted : 'all',
    visaSponsorship,
    remoteOnly: !visaSponsorship && params.get('remote_jobs_only') === 'true',
    employmentTypes: readList<EmploymentType>(params.get('employment_types'), employmentTypes),
    jobRequirements: readList<JobRequirement>(params.get('job_requirements'), jobRequirementOptions),
    jobTitles: readTitles(params.get('job_titles')),
    companyTypes: readList<CompanySizeType>(companyTypesRaw, companySizeTypes),
    excludeAgencies: EXCLUDE_AGENCIES_COMPANY_TYPES.every((type) => companyParts.includes(type)),
    salaryMin: readSalary(params.get('salary_min')),
    salaryMax: readSalary(params.get('salary_max')),
    country: country !== null && /^[A-Za-z]{2}$/u.test(country) ? country.toUpperCase() : null,
  }
  return {
    query,
    location,
    filters,
    ...(params.get('spell_check') === 'false' ? { isExact: true } : {}),
    ...(params.get(PREFER_MY_CITIES_PARAM) === 'false' ? { isEveryPlaceEqual: true } : {}),
  }
}

/** A stable identity for a request (equal searches, equal keys): the API query string. */
export function getSearchKey(request: JobSearchRequest): string {
  return toApiSearchParams(request).toString()
}
