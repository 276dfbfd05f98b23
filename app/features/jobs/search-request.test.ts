import { describe, expect, it } from 'vitest'
import { jobSearchSchema } from '#core/jobs/search.schema.ts'
import { defaultAdvancedFilters, type AdvancedFilters } from './filters.ts'
import { getSearchKey, readSearchFromUrl, toApiSearchParams, toPageSearchParams, type JobSearchRequest } from './search-request.ts'

const busyFilters: AdvancedFilters = {
  datePosted: 'week',
  remoteOnly: false,
  visaSponsorship: true,
  employmentTypes: ['FULLTIME', 'CONTRACTOR'],
  jobRequirements: ['no_degree'],
  jobTitles: ['Data Engineer', 'ML Engineer'],
  companyTypes: ['startup'],
  excludeAgencies: true,
  salaryMin: 600000,
  salaryMax: null,
  country: 'IN',
}

describe('toApiSearchParams', () => {
  it('sends only what differs from the defaults', () => {
    const params = toApiSearchParams({ query: ' Software Engineer ', location: '', filters: defaultAdvancedFilters })
    expect(params.toString()).toBe('query=Software+Engineer&page=1&num_pages=2')
  })

  it('maps Exclude agencies to direct_hire and job_site, and sends salary only above 0', () => {
    const params = toApiSearchParams({ query: 'Engineer', location: 'Pune', filters: busyFilters })
    expect(params.get('company_types')).toBe('startup,direct_hire,job_site')
    expect(params.get('salary_min')).toBe('600000')
    expect(params.has('salary_max')).toBe(false)
    expect(params.get('visa_sponsorship')).toBe('true')
    expect(params.has('remote_jobs_only')).toBe(false)
    expect(params.get('employment_types')).toBe('FULLTIME,CONTRACTOR')
  })

  it('produces a query the API schema accepts', () => {
    const params = toApiSearchParams({ query: 'Engineer', location: 'Pune', filters: busyFilters })
    const parsed = jobSearchSchema.safeParse(Object.fromEntries(params))
    expect(parsed.success).toBe(true)
    expect(parsed.data?.company_types).toEqual(['startup', 'direct_hire', 'job_site'])
    expect(parsed.data?.num_pages).toBe(2)
  })
})

describe('page URL round trip', () => {
  it('reads back exactly the search it wrote', () => {
    const request: JobSearchRequest = { query: 'Product Manager', location: 'Mumbai', filters: busyFilters }
    const params = new URLSearchParams(toPageSearchParams(request).toString())
    expect(params.get('q')).toBe('Product Manager')
    expect(readSearchFromUrl(params)).toEqual(request)
  })

  it('is null without a job title', () => {
    expect(readSearchFromUrl(new URLSearchParams('location=Pune'))).toBeNull()
    expect(readSearchFromUrl(new URLSearchParams('q=%20%20'))).toBeNull()
  })

  it('drops invalid values instead of failing', () => {
    const request = readSearchFromUrl(
      new URLSearchParams('q=Nurse&date_posted=yesterday&employment_types=FULLTIME,BOGUS&salary_min=-5&country=India&remote_jobs_only=yes'),
    )
    expect(request?.filters).toEqual({ ...defaultAdvancedFilters, employmentTypes: ['FULLTIME'] })
  })

  it('never reads remote-only together with visa sponsorship', () => {
    const request = readSearchFromUrl(new URLSearchParams('q=Nurse&remote_jobs_only=true&visa_sponsorship=true'))
    expect(request?.filters.remoteOnly).toBe(false)
    expect(request?.filters.visaSponsorship).toBe(true)
  })

  it('carries "Show all equally" in the page URL and the API query, and reads it back (decision 075)', () => {
    const request: JobSearchRequest = { query: 'Nurse', location: '', filters: defaultAdvancedFilters, isEveryPlaceEqual: true }
    const page = toPageSearchParams(request)
    expect(page.get('prefer_my_cities')).toBe('false')
    expect(readSearchFromUrl(page)).toEqual(request)
    expect(jobSearchSchema.parse(Object.fromEntries(toApiSearchParams(request))).prefer_my_cities).toBe(false)
    const leading = { ...request, isEveryPlaceEqual: false }
    expect(toApiSearchParams(leading).has('prefer_my_cities')).toBe(false)
    expect(getSearchKey(leading)).not.toBe(getSearchKey(request))
  })

  it('gives equal searches equal keys', () => {
    const a = readSearchFromUrl(new URLSearchParams('q=Nurse&employment_types=CONTRACTOR,FULLTIME'))
    const b = readSearchFromUrl(new URLSearchParams('employment_types=FULLTIME,CONTRACTOR&q=Nurse'))
    expect(a && b && getSearchKey(a) === getSearchKey(b)).toBe(true)
  })
})
