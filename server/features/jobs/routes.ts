import type { Job } from '#core/jobs/job.schema.ts'
import { CLICK_BODY_LIMIT_BYTES, jobEndpoints } from '#core/jobs/jobs.endpoints.ts'
import * as searchSchemas from '#core/jobs/search.schema.ts'
import type { JobSearchResponse } from '#core/jobs/search.schema.ts'
import { JOBS_PER_PAGE } from '#core/jobs/search-constants.ts'
import { toJobSearchResponse } from '#core/jobs/search-response.ts'
import { countryFromAcceptLanguage } from '#core/jobs/visitor-country.ts'
import { hasSessionCookie, optionalViewerAccess, type AuthService } from '#server/features/auth/index.ts'
import type { OnboardingService } from '#server/features/onboarding/index.ts'
import { answerPrivately, apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { JobsService } from './service.ts'

const exampleJob: Job = {
  job_id: 'jy3f9a1c7e2b4d60',
  employer_name: 'Acme Systems',
  employer_logo: null,
  employer_website: 'https://acme.example.com',
  job_employment_type: 'Full-time',
  job_employment_type_code: 'FULLTIME',
  job_title: 'Software Engineer',
  job_apply_link: 'https://careers.acme.example.com/jobs/123',
  job_description: 'Acme Systems is hiring a Software Engineer to join the platform team in Bengaluru.',
  job_city: 'Bengaluru',
  job_state: 'Karnataka',
  job_country: 'IN',
  job_is_remote: false,
  job_posted_at_datetime_utc: '2026-11-19T06:00:00.000Z',
  job_posted_at_timestamp: 1_795_154_400,
  job_salary_currency: 'INR',
  job_salary_period: 'YEAR',
  job_min_salary: 1_200_000,
  job_max_salary: 2_200_000,
  job_required_experience: {
    no_experience_required: false,
    required_experience_in_months: 24,
    experience_mentioned: true,
    experience_preferred: false,
  },
  job_required_skills: ['TypeScript', 'PostgreSQL'],
  job_required_education: {
    postgraduate_degree: false,
    professional_certification: false,
    high_school: false,
    associates_degree: false,
    bachelors_degree: true,
    degree_mentioned: true,
    degree_preferred: false,
    professional_certification_mentioned: false,
  },
  job_highlights: { Qualifications: ['2+ years building web services'], Benefits: ['Health insurance'] },
  job_is_visa_sponsored: false,
  job_is_government: false,
  job_source: 'demo',
  job_offer_expiration_datetime_utc: '2026-12-20T10:00:00.000Z',
  apply_options: [{ publisher: 'Greenhouse', apply_link: 'https://boards.greenhouse.io/nimbuslabs/jobs/4012', is_direct: true }],
  company_data: {
    id: 12,
    name: 'Acme Systems',
    slug: 'acme-systems',
    logo_url: null,
    is_verified: true,
    is_hiring: true,
    industry: 'Information Technology',
    company_size: '1001-5000',
    headquarters_location: 'Bengaluru, Karnataka',
    work_environment: 'Hybrid',
    total_job_postings: 214,
    average_rating: 4.1,
    total_reviews: 18,
  },
}

const exampleSearchResponse: JobSearchResponse = {
  status: 'OK',
  request_id: '0f9d7c1e-6a34-4f7e-9a51-2b8c3d4e5f60',
  parameters: {
    query: 'sofware enginer',
    location: 'Bangalore',
    corrected_query: 'software engineer',
    spelling_corrected: true,
    resolved_location: 'Bengaluru',
    page: 1,
    num_pages: 1,
    has_more: true,
    total: 1400,
    total_is_estimate: true,
    next_cursor: null,
    notices: [],
    preferred_cities: [],
  },
  data: [exampleJob],
}

/** The job search API, mounted at /api/jobs by server/services.ts. */
export function createJobsRoutes(deps: {
  jobs: JobsService
  auth: AuthService
  onboarding: Pick<OnboardingService, 'readPreferredCities'>
}) {
  /** The signed-in person searching, read only when the request carries a session (a guest's search costs nothing more). */
  async function readSearcher(headers: Headers): Promise<string | null> {
    if (!hasSessionCookie(headers)) return null
    const { state } = await deps.auth.readViewerForPage(headers)
    return state.kind === 'signed-in' ? state.viewer.userId : null
  }

  const router = createApiRouter()
  const tags = ['Jobs']

  const searchRoute = apiRoute(jobEndpoints.search, searchSchemas, {
    tags,
    summary: 'Search jobs',
    description:
      'Full-text search over job titles, employers, skills and descriptions, typo-tolerant, ranked by relevance blended with recency. ' +
      "The parameters are those of the spec's jsearch-job-recommendations search (spec 001 §7) plus `location` and the flags of the job pages. " +
      'Words in the query ask for filters too: "remote", "work from home" and "WFH" for remote jobs, "government"/"sarkari" for government jobs, ' +
      '"visa" for sponsored jobs, "abroad" for jobs outside the visitor\'s country, and intern, fresher, junior, senior and lead for that seniority. ' +
      "With no place in the search, jobs in the visitor's country (the region of the preferred Accept-Language, or India for Hindi) rank first, " +
      'and for a signed-in person jobs in their onboarding city ahead of near-equals (decision 075); a signed-in search without words lists ' +
      "that city's jobs first, then the rest of its country, then every other job, each newest first (decision 078). prefer_my_cities=false turns either off. " +
      "A guest's answer may be kept by any cache for a minute (`public, max-age=60`, varying by Accept-Language); a signed-in person's is `private, no-store`. " +
      `Results are ${JOBS_PER_PAGE} a page; pages are cut from one bounded, stable ranking, so they never overlap. Unknown parameters are refused with 400, ` +
      'and so are numbers written other than in plain decimal digits (`0x10`, ` 2`, `1e3`) and a `salary_min` above `salary_max`. ' +
      'Where the server searches JSearch live (JOB_SEARCH_PROVIDER=jsearch), a search with words is sent there and its jobs stored; ' +
      'when JSearch fails, up to 20 stored jobs matching the search are answered with `status` "cached" (spec 001 §4).',
    answer: 'A page of jobs, best first',
    example: exampleSearchResponse,
    errors: { 400: 'A parameter is unknown, malformed or out of range ("Please check your input and try again.")' },
  })

  router.openapi(searchRoute, async (c) => {
    const params = c.req.valid('query')
    const searcher = await readSearcher(c.req.raw.headers)
    const isPlaceAsked = params.location !== undefined || params.country !== undefined || params.city_slug !== undefined
    const preferredCities =
      searcher !== null && params.prefer_my_cities && !isPlaceAsked ? await deps.onboarding.readPreferredCities(searcher) : []
    // The person's own country leads as their city does; else the one their language names (decision 011).
    const country = preferredCities[0]?.country ?? countryFromAcceptLanguage(c.req.header('accept-language'))
    const result = await deps.jobs.searchJobs(params, { country, preferredCities })
    // A signed-in person's answer is theirs (their cities may lead it): no shared cache keeps it. A guest's is
    // everyone's, except stored jobs standing in for a failed live search, which the next try may replace.
    if (searcher !== null) answerPrivately(c)
    else c.header('Cache-Control', result.isCached ? 'no-store' : 'public, max-age=60')
    // Jobs in the visitor's country rank first, and the country comes from this header (decision 011).
    c.header('Vary', 'Accept-Language')
    return c.json(toJobSearchResponse(result, params, c.get('requestId')), 200)
  })

  const suggestionsRoute = apiRoute(jobEndpoints.suggestions, searchSchemas, {
    tags,
    summary: 'Suggest job titles or locations',
    description:
      'For the search inputs: values starting with the text first, then values with a word starting with it, then close misspellings; each group by number of jobs.',
    answer: 'Suggestions, best first',
    example: { data: [{ value: 'Software Engineer', kind: 'title', job_count: 1162 }] },
    errors: { 400: 'A parameter is unknown, malformed or out of range' },
  })
  router.openapi(suggestionsRoute, async (c) => {
    const suggestions = await deps.jobs.suggest(c.req.valid('query'))
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({ data: suggestions }, 200)
  })

  const jobRoute = apiRoute(jobEndpoints.job, searchSchemas, {
    tags,
    summary: 'One job',
    description:
      'The job with this id, with its company data when we have the company (figures from our own tables only). ' +
      "Where the server searches JSearch live, a JSearch job id we do not hold is fetched from JSearch's job details, stored, and answered under our own job_id.",
    answer: 'The job',
    example: { status: 'OK', request_id: '0f9d7c1e-6a34-4f7e-9a51-2b8c3d4e5f60', data: exampleJob },
    errors: {
      404: 'No active job has this id ("The requested resource was not found.")',
      410: 'The job has expired: its closing date passed or no source lists it any more (JOB_EXPIRED)',
    },
  })
  router.openapi(jobRoute, async (c) => {
    const jobId = c.req.valid('param').job_id
    const job = await deps.jobs.findJob(jobId)
    if (!job) {
      if (await deps.jobs.isExpiredJob(jobId)) throw new AppError('JOB_EXPIRED')
      throw new AppError('NOT_FOUND')
    }
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({ status: 'OK' as const, request_id: c.get('requestId'), data: job }, 200)
  })

  const clickRoute = apiRoute(jobEndpoints.click, searchSchemas, {
    access: optionalViewerAccess(deps.auth),
    tags,
    summary: 'Record a job card click',
    description: `A click-through on a job card (spec 000 §4, §7), with the query and location it was found with, and the user when signed in. The body is at most ${CLICK_BODY_LIMIT_BYTES} bytes.`,
    answer: 'Recorded',
    errors: { 400: 'The body is not the expected JSON', 404: 'No active job has this id' },
  })
  router.openapi(clickRoute, async (c) => {
    // Without a JSON body the validator hands over {} unparsed; parsing again fills the defaults.
    const body = searchSchemas.jobClickSchema.parse(c.req.valid('json'))
    await deps.jobs.recordClick({
      jobId: c.req.valid('param').job_id,
      query: body.query,
      location: body.location,
      userId: c.get('viewer')?.userId ?? null,
    })
    return c.body(null, 204)
  })

  return router
}
