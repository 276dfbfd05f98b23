import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { apiErrorSchema, type ApiError } from '#core/errors/api-error.schema.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import {
  jobDetailResponseSchema,
  jobSearchResponseSchema,
  suggestionResponseSchema,
  type JobSearchResponse,
} from '#core/jobs/search.schema.ts'
import { defaultJobSearch } from '#core/jobs/search.schema.ts'
import { buildJob, buildReview, insertCompany, insertJobs, insertReviews, type NewJob } from '#tests/support/factories.ts'
import type { Services } from '#server/services.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL } from '#tests/support/services.ts'
import { createSignedInAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { rebuildSearchTables } from './search-tables.ts'

const DAY_MS = 86_400_000
const now = Date.now()
const ago = (days: number) => new Date(now - days * DAY_MS).toISOString()

/** A small catalogue where each filter, place and ranking rule has jobs on both sides of it. */
function buildCatalogue(companies: { acme: number; quiet: number }): NewJob[] {
  const jobs: NewJob[] = [
    buildJob(
      {
        job_id: 'se-blr',
        job_title: 'Software Engineer',
        employer_name: 'Acme Systems',
        job_required_skills: ['TypeScript', 'PostgreSQL'],
        job_posted_at_datetime_utc: ago(1),
        job_min_salary: 1_200_000,
        job_max_salary: 2_000_000,
        job_salary_currency: 'INR',
        job_salary_period: 'YEAR',
        job_required_experience: { required_experience_in_months: 24 },
        job_required_education: { bachelors_degree: true, degree_mentioned: true },
        company_type: 'enterprise',
      },
      { companyId: companies.acme },
    ),
    buildJob(
      {
        job_id: 'se-pune-senior',
        job_title: 'Senior Software Engineer',
        job_city: 'Pune',
        job_state: 'Maharashtra',
        employer_name: 'Acme Systems',
        job_posted_at_datetime_utc: ago(2),
        job_required_experience: { required_experience_in_months: 72 },
        company_type: 'enterprise',
      },
      { companyId: companies.acme },
    ),
    buildJob({
      job_id: 'desc-only',
      job_title: 'Platform Specialist',
      job_city: 'Kochi',
      job_state: 'Kerala',
      employer_name: 'Orbit Works',
      job_description: 'Orbit Works needs a platform specialist who has worked as a software engineer before.',
      job_posted_at_datetime_utc: ago(0.5),
      company_type: 'startup',
    }),
    buildJob({
      job_id: 'da-mumbai',
      job_title: 'Data Analyst',
      job_city: 'Mumbai',
      job_state: 'Maharashtra',
      employer_name: 'Ledger Labs',
      job_posted_at_datetime_utc: ago(3),
      job_employment_type: 'CONTRACTOR',
      company_type: 'startup',
      job_min_salary: 300_000,
      job_max_salary: 450_000,
      job_salary_currency: 'INR',
    }),
    buildJob({
      job_id: 'da-remote',
      job_title: 'Senior Data Analyst',
      job_city: null,
      job_state: null,
      job_is_remote: true,
      employer_name: 'Cloudnine',
      job_posted_at_datetime_utc: ago(4),
      company_type: 'midsize',
      employer_kind: 'agency',
    }),
    buildJob({
      job_id: 'gov-delhi',
      job_title: 'Junior Engineer (Civil)',
      job_city: 'Delhi',
      job_state: 'Delhi',
      employer_name: 'Public Works Department',
      job_is_government: true,
      company_type: 'government',
      job_posted_at_datetime_utc: ago(5),
    }),
    buildJob(
      {
        job_id: 'gurugram-pm',
        job_title: 'Product Manager',
        job_city: 'Gurugram',
        job_state: 'Haryana',
        job_posted_at_datetime_utc: ago(1.5),
      },
      { isFeatured: true },
    ),
    buildJob({
      job_id: 'noida-qa',
      job_title: 'QA Engineer',
      job_city: 'Noida',
      job_state: 'Uttar Pradesh',
      job_posted_at_datetime_utc: ago(2.5),
      job_employment_type: 'INTERN',
    }),
    buildJob({
      job_id: 'us-se',
      job_title: 'Software Engineer',
      job_city: 'New York',
      job_state: 'New York',
      job_country: 'US',
      employer_name: 'Hudson Tech',
      job_posted_at_datetime_utc: ago(6),
      job_is_visa_sponsored: true,
      job_min_salary: 100_000,
      job_max_salary: 150_000,
      job_salary_currency: 'USD',
    }),
    buildJob({
      job_id: 'uk-nurse',
      job_title: 'Staff Nurse',
      job_city: 'London',
      job_state: 'England',
      job_country: 'GB',
      job_posted_at_datetime_utc: ago(7),
      job_is_visa_sponsored: true,
    }),
    buildJob({
      job_id: 'remote-dev',
      job_title: 'Backend Developer',
      job_city: null,
      job_state: null,
      job_is_remote: true,
      job_posted_at_datetime_utc: ago(2),
      employer_kind: 'job_site',
    }),
    buildJob({
      job_id: 'old-se',
      job_title: 'Software Engineer',
      job_city: 'Chennai',
      job_state: 'Tamil Nadu',
      job_posted_at_datetime_utc: ago(20),
    }),
    buildJob({ job_id: 'inactive-se', job_title: 'Software Engineer', job_posted_at_datetime_utc: ago(0.2) }, { isActive: false }),
    buildJob(
      {
        job_id: 'quiet-co',
        job_title: 'Accountant',
        job_city: 'Jaipur',
        job_state: 'Rajasthan',
        employer_name: 'Quiet Books',
        job_posted_at_datetime_utc: ago(8),
      },
      { companyId: companies.quiet },
    ),
  ]
  // Forty Java developers, one every few hours, for pagination.
  for (let index = 0; index < 40; index += 1) {
    jobs.push(
      buildJob({
        job_id: `java-${String(index).padStart(2, '0')}`,
        job_title: 'Java Developer',
        job_city: 'Hyderabad',
        job_state: 'Telangana',
        job_posted_at_datetime_utc: ago(index * 0.2 + 0.05),
      }),
    )
  }
  return jobs
}

describeOnDatabases('jobs API', (getHandle) => {
  let services: Services
  let app: ReturnType<typeof buildTestApp>

  beforeAll(async () => {
    const handle = getHandle()
    const acme = await insertCompany(handle, { name: 'Acme Systems', slug: 'acme-systems' })
    const quiet = await insertCompany(handle, { name: 'Quiet Books', slug: 'quiet-books', isVerified: false })
    await insertReviews(handle, [
      buildReview(acme.id, { rating: 4 }),
      buildReview(acme.id, { rating: 5 }),
      buildReview(acme.id, { rating: 1, status: 'pending' }),
    ])
    await insertJobs(handle, buildCatalogue({ acme: acme.id, quiet: quiet.id }))
    await rebuildSearchTables(handle.db)
    services = buildTestServices(handle)
    app = buildTestApp(handle, { services })
  })

  async function getJson(path: string): Promise<{ status: number; body: unknown }> {
    const response = await app.request(path)
    return { status: response.status, body: await response.json() }
  }

  async function search(params: Record<string, string>): Promise<JobSearchResponse> {
    const { status, body } = await getJson(`/api/jobs/search?${new URLSearchParams(params).toString()}`)
    expect(status, JSON.stringify(body)).toBe(200)
    return jobSearchResponseSchema.parse(body)
  }

  async function searchIds(params: Record<string, string>): Promise<string[]> {
    return (await search({ num_pages: '5', ...params })).data.map((job) => job.job_id)
  }

  async function expectBadRequest(path: string): Promise<ApiError> {
    const response = await app.request(path)
    const body: unknown = await response.json()
    expect(response.status, `${path} → ${JSON.stringify(body)}`).toBe(400)
    const error = apiErrorSchema.parse(body)
    expect(error.error.message).toBe('Please check your input and try again.')
    expect(error.error.retryable).toBe(false)
    expect(error.error.code).toMatch(/^VALIDATION_/)
    return error
  }

  it('answers the spec shape with the Job fields and a stable job_id', async () => {
    const result = await search({ query: 'software engineer' })
    expect(result.status).toBe('OK')
    expect(result.request_id).not.toBe('')
    expect(result.parameters).toMatchObject({ query: 'software engineer', page: 1, num_pages: 1, corrected_query: null })
    const job = result.data.find((candidate) => candidate.job_id === 'se-blr')
    expect(job).toMatchObject({
      job_title: 'Software Engineer',
      employer_name: 'Acme Systems',
      job_city: 'Bengaluru',
      job_state: 'Karnataka',
      job_country: 'IN',
      job_employment_type: 'Full-time',
      job_employment_type_code: 'FULLTIME',
      job_required_skills: ['TypeScript', 'PostgreSQL'],
    })
    expect(job?.job_posted_at_timestamp).toBe(Math.floor(new Date(job?.job_posted_at_datetime_utc ?? '').getTime() / 1000))
  })

  it('never returns inactive jobs', async () => {
    expect(await searchIds({ query: 'software engineer' })).not.toContain('inactive-se')
    expect((await getJson('/api/jobs/inactive-se')).status).toBe(404)
  })

  it('ranks a title match above a newer description-only match, and recency among equals', async () => {
    const ids = await searchIds({ query: 'software engineer' })
    expect(ids).toContain('desc-only')
    expect(ids.indexOf('se-blr')).toBeLessThan(ids.indexOf('desc-only'))
    // Same title, one a day old and one twenty days old: the newer comes first.
    expect(ids.indexOf('se-blr')).toBeLessThan(ids.indexOf('old-se'))
    expect(ids.at(-1)).toBe('desc-only')
  })

  it('corrects typos: "sofware enginer" finds software engineers', async () => {
    const result = await search({ query: 'sofware enginer', num_pages: '5' })
    expect(result.parameters.corrected_query).toBe('software engineer')
    const ids = result.data.map((job) => job.job_id)
    expect(ids).toEqual(expect.arrayContaining(['se-blr', 'se-pune-senior', 'us-se']))
    expect(result.data[0]?.job_title).toMatch(/software engineer/i)
  })

  it('understands Hindi queries', async () => {
    const result = await search({ query: 'सॉफ्टवेयर इंजीनियर' })
    expect(result.parameters.corrected_query).toBe('software engineer')
    expect(result.data.map((job) => job.job_id)).toContain('se-blr')
    const unknownHindi = await search({ query: 'कुछ भी नहीं' })
    expect(unknownHindi.data).toEqual([])
  })

  it('falls back to any word when no job has every word', async () => {
    const ids = await searchIds({ query: 'nurse astronaut' })
    expect(ids).toEqual(['uk-nurse'])
  })

  it('paginates stably: pages never overlap and concatenate to the num_pages order', async () => {
    const all = await search({ query: 'java developer', num_pages: '5' })
    expect(all.data).toHaveLength(40)
    expect(all.parameters.has_more).toBe(false)
    const pages: string[] = []
    for (let page = 1; page <= 4; page += 1) {
      const result = await search({ query: 'java developer', page: String(page) })
      expect(result.data).toHaveLength(10)
      expect(result.parameters.has_more).toBe(page < 4)
      pages.push(...result.data.map((job) => job.job_id))
    }
    expect(new Set(pages).size).toBe(40)
    expect(pages).toEqual(all.data.map((job) => job.job_id))
    expect((await search({ query: 'java developer', page: '5' })).data).toEqual([])
    const twoPages = await search({ query: 'java developer', page: '2', num_pages: '2' })
    expect(twoPages.data.map((job) => job.job_id)).toEqual(pages.slice(10, 30))
  })

  it('cuts the same pages when every request ranks afresh (no ranking cache)', async () => {
    const cold = buildTestServices(getHandle(), { jobs: { rankingCacheTtlMs: 0 } }).jobs
    const params = (page: number, numPages = 1) => ({ ...defaultJobSearch, query: 'java developer', page, num_pages: numPages })
    const all = await cold.searchJobs(params(1, 4))
    const pages: string[] = []
    for (let page = 1; page <= 4; page += 1) pages.push(...(await cold.searchJobs(params(page))).jobs.map((job) => job.job_id))
    expect(pages).toEqual(all.jobs.map((job) => job.job_id))
    expect(new Set(pages).size).toBe(40)
  })

  it('browses newest first without a query, and pages that too', async () => {
    const first = await search({})
    expect(first.data).toHaveLength(10)
    const dates = first.data.map((job) => job.job_posted_at_timestamp)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const second = await search({ page: '2' })
    expect(second.data.map((job) => job.job_id)).not.toContain(first.data[0]?.job_id)
  })

  it('filters by date posted', async () => {
    const week = await searchIds({ query: 'software engineer', date_posted: 'week' })
    expect(week).toContain('se-blr')
    expect(week).not.toContain('old-se')
    const today = await searchIds({ date_posted: 'today' })
    expect(today).toContain('desc-only')
    expect(today).not.toContain('se-pune-senior')
  })

  it('filters remote jobs only', async () => {
    const result = await search({ remote_jobs_only: 'true', num_pages: '5' })
    expect(result.data.length).toBeGreaterThan(0)
    expect(result.data.every((job) => job.job_is_remote)).toBe(true)
    expect(result.data.map((job) => job.job_id)).toEqual(expect.arrayContaining(['da-remote', 'remote-dev']))
  })

  it('filters employment types', async () => {
    const result = await search({ employment_types: 'CONTRACTOR,INTERN', num_pages: '5' })
    expect(result.data.map((job) => job.job_id).sort()).toEqual(['da-mumbai', 'noida-qa'])
  })

  it('filters experience and degree requirements', async () => {
    const senior = await searchIds({ query: 'software engineer', job_requirements: 'more_than_3_years_experience' })
    expect(senior).toEqual(['se-pune-senior'])
    const junior = await searchIds({ query: 'software engineer', job_requirements: 'under_3_years_experience' })
    expect(junior).toContain('se-blr')
    expect(junior).not.toContain('se-pune-senior')
    const noDegree = await searchIds({ query: 'software engineer', job_requirements: 'no_degree' })
    expect(noDegree).not.toContain('se-blr')
    expect(noDegree).toContain('se-pune-senior')
  })

  it('filters job titles', async () => {
    const result = await search({ job_titles: 'Data Analyst,Staff Nurse', num_pages: '5' })
    expect(result.data.map((job) => job.job_id).sort()).toEqual(['da-mumbai', 'da-remote', 'uk-nurse'])
  })

  it('filters company types, including exclude agencies', async () => {
    const startups = await searchIds({ company_types: 'startup' })
    expect(startups.sort()).toEqual(['da-mumbai', 'desc-only'])
    const noAgencies = await searchIds({ query: 'data analyst', company_types: 'direct_hire,job_site' })
    expect(noAgencies).toEqual(['da-mumbai'])
    const government = await searchIds({ company_types: 'government' })
    expect(government).toEqual(['gov-delhi'])
  })

  it('applies salary bounds only above 0', async () => {
    const rich = await searchIds({ salary_min: '1000000' })
    expect(rich.sort()).toEqual(['se-blr', 'us-se'])
    const modest = await searchIds({ salary_max: '500000' })
    expect(modest).toEqual(['da-mumbai'])
    const zero = await searchIds({ query: 'data analyst', salary_min: '0', salary_max: '0' })
    expect(zero.sort()).toEqual(['da-mumbai', 'da-remote'])
  })

  it('filters by country code', async () => {
    expect(await searchIds({ query: 'software engineer', country: 'us' })).toEqual(['us-se'])
  })

  it('visa sponsorship switches remote-only off, with the spec notice', async () => {
    const result = await search({ visa_sponsorship: 'true', remote_jobs_only: 'true', num_pages: '5' })
    expect(result.data.map((job) => job.job_id).sort()).toEqual(['uk-nurse', 'us-se'])
    expect(result.parameters.notices).toEqual([
      {
        code: 'remote_search_disabled',
        title: 'Remote Search Disabled',
        description: 'Remote work is not available when visa sponsorship is required.',
      },
    ])
    expect((await search({ remote_jobs_only: 'true' })).parameters.notices).toEqual([])
  })

  it('filters government, featured, city and role pages', async () => {
    expect(await searchIds({ government_only: 'true' })).toEqual(['gov-delhi'])
    expect(await searchIds({ featured: 'true' })).toEqual(['gurugram-pm'])
    expect(await searchIds({ city_slug: 'pune' })).toEqual(['se-pune-senior'])
    expect((await searchIds({ role_slug: 'software-engineer' })).sort()).toEqual(['old-se', 'se-blr', 'se-pune-senior', 'us-se'])
  })

  it('resolves locations, their old names and misspellings', async () => {
    const cases: Array<[string, string[], string]> = [
      ['Bangalore', ['se-blr'], 'Bengaluru'],
      ['bengaluru', ['se-blr'], 'Bengaluru'],
      ['Bengalru', ['se-blr'], 'Bengaluru'],
      ['Bombay', ['da-mumbai'], 'Mumbai'],
      ['Gurgaon', ['gurugram-pm'], 'Gurugram'],
      ['New Delhi', ['gov-delhi'], 'Delhi'],
      ['NCR', ['gov-delhi', 'gurugram-pm', 'noida-qa'], 'Delhi NCR'],
      ['Maharashtra', ['da-mumbai', 'se-pune-senior'], 'Maharashtra'],
      ['Pune, Maharashtra', ['se-pune-senior'], 'Pune, Maharashtra'],
      ['USA', ['us-se'], 'United States'],
      ['America', ['us-se'], 'United States'],
      ['UK', ['uk-nurse'], 'United Kingdom'],
      ['Remote', ['da-remote', 'remote-dev'], 'Remote'],
    ]
    for (const [location, expected, label] of cases) {
      const result = await search({ location, num_pages: '5' })
      expect(result.data.map((job) => job.job_id).sort(), location).toEqual(expected.sort())
      expect(result.parameters.resolved_location, location).toBe(label)
    }
  })

  it('finds nothing for a place that does not exist, rather than everything', async () => {
    const result = await search({ query: 'software engineer', location: 'Atlantis Undersea' })
    expect(result.data).toEqual([])
    expect(result.parameters.resolved_location).toBeNull()
  })

  it('reads "X in Y" as X searched in the place Y', async () => {
    const result = await search({ query: 'data analyst in bombay', num_pages: '5' })
    expect(result.parameters).toMatchObject({ query: 'data analyst', location: 'bombay', resolved_location: 'Mumbai' })
    expect(result.data.map((job) => job.job_id)).toEqual(['da-mumbai'])
    // "in" followed by something that is no place stays part of the query.
    const notAPlace = await search({ query: 'engineer in civil works' })
    expect(notAPlace.parameters.location).toBeNull()
    // An explicit location wins over the phrase.
    const explicit = await search({ query: 'software engineer in pune', location: 'Bangalore' })
    expect(explicit.parameters.resolved_location).toBe('Bengaluru')
  })

  it('answers one job with real company figures, or 404', async () => {
    const { status, body } = await getJson('/api/jobs/se-blr')
    expect(status).toBe(200)
    const detail = jobDetailResponseSchema.parse(body)
    expect(detail.data.job_id).toBe('se-blr')
    expect(detail.data.company_data).toMatchObject({
      name: 'Acme Systems',
      slug: 'acme-systems',
      total_job_postings: 2,
      average_rating: 4.5,
      total_reviews: 2,
    })
    const quiet = jobDetailResponseSchema.parse((await getJson('/api/jobs/quiet-co')).body)
    expect(quiet.data.company_data).toMatchObject({ average_rating: null, total_reviews: 0, total_job_postings: 1 })
    const noCompany = jobDetailResponseSchema.parse((await getJson('/api/jobs/gurugram-pm')).body)
    expect(noCompany.data.company_data).toBeNull()

    const missing = await getJson('/api/jobs/no-such-job')
    expect(missing.status).toBe(404)
    expect(apiErrorSchema.parse(missing.body).error).toMatchObject({ code: 'NOT_FOUND', message: 'The requested resource was not found.' })
  })

  it('enriches search results with the same company figures', async () => {
    const result = await search({ query: 'software engineer', location: 'Bangalore' })
    const job: Job | undefined = result.data[0]
    expect(job?.company_data).toMatchObject({ total_job_postings: 2, average_rating: 4.5, total_reviews: 2 })
  })

  it('suggests titles and locations, forgiving typos', async () => {
    const suggest = async (q: string, kind: string, limit = '5') => {
      const { status, body } = await getJson(`/api/jobs/suggestions?${new URLSearchParams({ q, kind, limit }).toString()}`)
      expect(status).toBe(200)
      return suggestionResponseSchema.parse(body).data
    }
    expect((await suggest('soft', 'title'))[0]?.value).toBe('Software Engineer')
    expect((await suggest('sofware', 'title')).map((suggestion) => suggestion.value)).toContain('Software Engineer')
    expect((await suggest('analyst', 'title')).map((suggestion) => suggestion.value)).toContain('Data Analyst')
    expect((await suggest('bangalor', 'location'))[0]?.value).toBe('Bengaluru')
    expect((await suggest('mum', 'location'))[0]).toMatchObject({ value: 'Mumbai', kind: 'location', job_count: 1 })
    expect((await suggest('hydrabad', 'location'))[0]?.value).toBe('Hyderabad')
    expect(await suggest('engineer', 'title', '2')).toHaveLength(2)
    await expectBadRequest('/api/jobs/suggestions?q=x&kind=company')
    await expectBadRequest('/api/jobs/suggestions?kind=title')
  })

  it('records a click-through, and refuses unknown jobs and bad bodies', async () => {
    const post = (path: string, body: string, contentType = 'application/json') =>
      app.request(path, { method: 'POST', body, headers: { 'content-type': contentType } })
    const response = await post('/api/jobs/se-blr/click', JSON.stringify({ query: 'software engineer', location: 'Bengaluru' }))
    expect(response.status).toBe(204)
    const rows = await getHandle().query<{ job_id: string; query: string; location: string }>(
      sql`select job_id, query, location from click_events where job_id = 'se-blr'`,
    )
    expect(rows).toEqual([{ job_id: 'se-blr', query: 'software engineer', location: 'Bengaluru' }])
    expect((await app.request('/api/jobs/se-blr/click', { method: 'POST' })).status).toBe(204)

    const missing = await post('/api/jobs/no-such-job/click', JSON.stringify({ query: null, location: null }))
    expect(missing.status).toBe(404)
    expect((await post('/api/jobs/inactive-se/click', '{}')).status).toBe(404)

    for (const body of ['{not json', JSON.stringify({ query: 'x', extra: 1 })]) {
      const bad = await post('/api/jobs/se-blr/click', body)
      expect(bad.status, body.slice(0, 40)).toBe(400)
      expect(apiErrorSchema.parse(await bad.json()).error.message).toBe('Please check your input and try again.')
    }
    const tooBig = await post('/api/jobs/se-blr/click', JSON.stringify({ query: 'x'.repeat(3000) }))
    expect(tooBig.status).toBe(413)
    expect(apiErrorSchema.parse(await tooBig.json()).error.code).toBe('REQUEST_TOO_LARGE')
    expect((await post('/api/jobs/se-blr/click', 'query=x', 'text/plain')).status).toBe(400)
  })

  it('records the signed-in user with a click (spec 000 §7)', async () => {
    const account = await createSignedInAccount(app, getHandle(), { name: 'clicker' })
    const body = JSON.stringify({ query: 'engineer', location: 'Pune' })
    const headers = account.headers({ 'content-type': 'application/json' })
    expect((await app.request(`${TEST_PUBLIC_URL}/api/jobs/se-blr/click`, { method: 'POST', body, headers })).status).toBe(204)
    const rows = await getHandle().query<{ user_id: string | null; query: string; location: string }>(
      sql`select user_id, query, location from click_events where job_id = 'se-blr' and query = 'engineer' order by id`,
    )
    expect(rows).toEqual([{ user_id: account.userId, query: 'engineer', location: 'Pune' }])
  })

  it('answers bad input with the catalogue 400, never a 500', async () => {
    const unknown = await expectBadRequest('/api/jobs/search?query=java&sort=desc')
    expect(unknown.error.fields?.map((field) => field.path).join()).toContain('sort')
    for (const path of [
      '/api/jobs/search?page=-1',
      '/api/jobs/search?page=0',
      '/api/jobs/search?page=99999999999999999999',
      '/api/jobs/search?page=abc',
      '/api/jobs/search?page=1.5',
      '/api/jobs/search?num_pages=6',
      `/api/jobs/search?query=${'a'.repeat(10_240)}`,
      '/api/jobs/search?query=%FF%FE',
      '/api/jobs/search?query=%E0%A4',
      '/api/jobs/search?query=java%00',
      '/api/jobs/search?query=java&query=python',
      '/api/jobs/search?date_posted=yesterday',
      '/api/jobs/search?remote_jobs_only=yes',
      '/api/jobs/search?employment_types=FULLTIME,PERMANENT',
      '/api/jobs/search?salary_min=-5',
      '/api/jobs/search?country=India',
      '/api/jobs/search?city_slug=Bad%20Slug',
      '/api/jobs/search?%FF=1',
    ]) {
      await expectBadRequest(path)
    }
  })

  it('answers a path parameter with NUL or broken percent-encoding with the catalogue 400 naming it', async () => {
    for (const [method, path] of [
      ['GET', '/api/jobs/a%00b'],
      ['POST', '/api/jobs/a%00b/click'],
      ['GET', '/api/jobs/%ff'],
      ['POST', '/api/jobs/%E0%A4/click'],
    ] as const) {
      const response = await app.request(path, { method })
      const body: unknown = await response.json()
      expect(response.status, `${method} ${path} → ${JSON.stringify(body)}`).toBe(400)
      expect(apiErrorSchema.parse(body).error).toEqual({
        code: 'VALIDATION_INVALID_FORMAT',
        message: 'Please check your input and try again.',
        retryable: false,
        fields: [{ path: 'job_id', message: 'Invalid percent-encoding or character in the path' }],
      })
    }
  })

  it('reads numbers strictly: plain decimal digits only, anything else a 400 naming the field', async () => {
    const lenient = ['0x10', '%202', '2%20', '%2B2', '+2', '1e1', '2.0', '0b10', '0o7', 'Infinity', '', '%EF%BC%92', '%D9%A2', '2,3']
    for (const [path, field] of [
      ['/api/jobs/search', 'page'],
      ['/api/jobs/search', 'num_pages'],
      ['/api/jobs/search', 'salary_min'],
      ['/api/jobs/search', 'salary_max'],
      ['/api/jobs/suggestions?q=java&kind=title', 'limit'],
    ] as const) {
      for (const value of lenient) {
        const separator = path.includes('?') ? '&' : '?'
        const error = await expectBadRequest(`${path}${separator}${field}=${value}`)
        expect(error.error.fields?.map((issue) => issue.path)).toEqual([field])
      }
    }
    const sixteen = await expectBadRequest('/api/jobs/search?page=0x10')
    expect(sixteen.error.fields).toEqual([{ path: 'page', message: 'Must be a whole number written with the digits 0-9 only' }])
    // Plain digits still read as they always did, leading zeros included.
    expect((await search({ query: 'java developer', page: '02' })).parameters.page).toBe(2)
    expect(await searchIds({ salary_min: '0001000000' })).toEqual(expect.arrayContaining(['se-blr', 'us-se']))
  })

  it('refuses a reversed salary range with a clear field message instead of matching nothing', async () => {
    const reversed = await expectBadRequest('/api/jobs/search?salary_min=2000000&salary_max=500000')
    expect(reversed.error.code).toBe('VALIDATION_INVALID_FORMAT')
    expect(reversed.error.fields).toEqual([{ path: 'salary_max', message: 'salary_max must be at least salary_min' }])
    // Equal bounds are a range, and a bound of 0 is not applied, so neither is reversed.
    expect(await searchIds({ salary_min: '1200000', salary_max: '1200000' })).toEqual(['se-blr'])
    expect((await searchIds({ salary_min: '1000000', salary_max: '0' })).sort()).toEqual(['se-blr', 'us-se'])
  })

  it('treats SQL and tsquery metacharacters as plain text', async () => {
    for (const query of [
      "'",
      "' OR 1=1 --",
      "'; drop table jobs; --",
      '%',
      '_',
      '\\',
      'java & | ! ( ) :* <->',
      'c++',
      'node.js',
      '"quoted"',
      '\u{1F600}',
    ]) {
      const result = await search({ query })
      expect(result.parameters.query).toBe(query.trim())
    }
    expect((await search({ query: "java'; --" })).data.map((job) => job.job_title)).toContain('Java Developer')
    expect((await search({ location: "'; drop table jobs; --" })).data).toEqual([])
    const still = await getHandle().query<{ count: number }>(sql`select count(*)::int as count from jobs`)
    expect(still[0]?.count).toBe(54)
  })

  it('lists city and role facts for the job pages', async () => {
    const { jobs } = services
    expect(await jobs.findCity('hyderabad')).toMatchObject({
      slug: 'hyderabad',
      name: 'Hyderabad',
      state: 'Telangana',
      country: 'IN',
      jobCount: 40,
    })
    expect(await jobs.findCity('atlantis')).toBeNull()
    expect(await jobs.findRole('java-developer')).toMatchObject({ slug: 'java-developer', name: 'Java Developer', jobCount: 40 })
    expect(await jobs.findRole('astronaut')).toBeNull()
    const cities = await jobs.listTopCities(3)
    expect(cities[0]).toMatchObject({ slug: 'hyderabad', jobCount: 40 })
    expect(cities).toHaveLength(3)
    const roles = await jobs.listTopRoles(2)
    expect(roles[0]).toMatchObject({ slug: 'java-developer', name: 'Java Developer' })
  })

  it('documents the API in the OpenAPI document', async () => {
    const { status, body } = await getJson('/api/openapi.json')
    expect(status).toBe(200)
    const document = body as { paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>> }
    for (const path of ['/api/jobs/search', '/api/jobs/{job_id}', '/api/jobs/suggestions', '/api/jobs/{job_id}/click', '/api/health']) {
      expect(Object.keys(document.paths), path).toContain(path)
    }
    const parameters = document.paths['/api/jobs/search']?.get?.parameters?.map((parameter) => parameter.name) ?? []
    expect(parameters).toEqual(
      expect.arrayContaining([
        'query',
        'location',
        'page',
        'num_pages',
        'date_posted',
        'remote_jobs_only',
        'visa_sponsorship',
        'salary_min',
      ]),
    )
    expect(document.paths['/api/jobs/{job_id}/click']).toHaveProperty('post')
  })

  it('reports job search health', async () => {
    expect(await services.jobs.checkHealth()).toMatchObject({ status: 'available' })
  })
})
