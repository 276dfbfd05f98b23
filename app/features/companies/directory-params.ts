import { MAX_QUERY_LENGTH, type CompanyDirectoryFilters } from '#core/companies/company-directory.ts'
import { companySizeTypes, type CompanySizeType } from '#core/jobs/job-constants.ts'

/**
 * The directory's filters as GET query parameters (q, industry, size, city, page), so the form works
 * without JavaScript and every filtered page has a URL. Unknown or malformed values are dropped; a
 * page that is not a positive integer is null (the loader answers 404).
 */

export const COMPANIES_PATH = '/companies'

export function isCompanySize(value: string): value is CompanySizeType {
  return (companySizeTypes as readonly string[]).includes(value)
}

function readText(params: URLSearchParams, name: string, max: number): string | null {
  const value = (params.get(name) ?? '').trim().replace(/\s+/g, ' ')
  return value === '' ? null : value.slice(0, max)
}

export function parseDirectoryParams(params: URLSearchParams): CompanyDirectoryFilters | null {
  const pageText = params.get('page')
  const page = pageText === null || pageText === '' ? 1 : /^[1-9][0-9]{0,5}$/.test(pageText) ? Number(pageText) : null
  if (page === null) return null
  const size = readText(params, 'size', 20)
  const city = readText(params, 'city', 80)
  return {
    query: readText(params, 'q', MAX_QUERY_LENGTH) ?? '',
    industry: readText(params, 'industry', 100),
    size: size !== null && isCompanySize(size) ? size : null,
    city: city !== null && /^[a-z0-9-]+$/.test(city) ? city : null,
    page,
  }
}

export function hasFilters(filters: CompanyDirectoryFilters): boolean {
  return filters.query !== '' || filters.industry !== null || filters.size !== null || filters.city !== null
}

/** The directory's path for these filters and page (page 1 and empty filters left out). */
export function buildDirectoryPath(filters: CompanyDirectoryFilters, page: number): string {
  const params = new URLSearchParams()
  if (filters.query !== '') params.set('q', filters.query)
  if (filters.industry !== null) params.set('industry', filters.industry)
  if (filters.size !== null) params.set('size', filters.size)
  if (filters.city !== null) params.set('city', filters.city)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query === '' ? COMPANIES_PATH : `${COMPANIES_PATH}?${query}`
}

export function companyPath(slug: string): string {
  return `${COMPANIES_PATH}/${encodeURIComponent(slug)}`
}
