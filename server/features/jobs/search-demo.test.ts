import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import {
  jobSearchSchema,
  jobSearchResponseSchema,
  suggestionResponseSchema,
  type JobSearchResponse,
  type Suggestion,
} from '#core/jobs/search.schema.ts'
import { MAX_PAGE } from '#core/jobs/search-constants.ts'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { seedDemoData } from '#server/seed-demo.ts'

/**
 * Search over the demo data set the product ships with (a small slice of it): what a person typing
 * into the hero search meets, with the seed's own titles, cities, companies and reviews.
 */
describeOnDatabases('job search on the demo data', (getHandle) => {
  let app: ReturnType<typeof buildTestApp>

  beforeAll(async () => {
    await seedDemoData(getHandle(), { jobCount: 800, now: new Date() })
    app = buildTestApp(getHandle())
  })

  async function search(params: Record<string, string>): Promise<JobSearchResponse> {
    const response = await app.request(`/api/jobs/search?${new URLSearchParams(params).toString()}`)
    expect(response.status).toBe(200)
    return jobSearchResponseSchema.parse(await response.json())
  }

  async function suggest(q: string, kind: 'title' | 'location'): Promise<Suggestion[]> {
    const response = await app.request(`/api/jobs/suggestions?${new URLSearchParams({ q, kind }).toString()}`)
    expect(response.status).toBe(200)
    return suggestionResponseSchema.parse(await response.json()).data
  }

  it('finds software engineers for "sofware enginer", best matches first', async () => {
    const result = await search({ query: 'sofware enginer', num_pages: '2' })
    expect(result.parameters.corrected_query).toBe('software engineer')
    expect(result.data.length).toBeGreaterThanOrEqual(5)
    for (const job of result.data.slice(0, 5)) expect(job.job_title).toMatch(/software engineer/i)
  })

  it('promises no page past the deepest one a request may ask for (MAX_PAGE)', async () => {
    const deepest = await search({ page: String(MAX_PAGE) })
    expect(deepest.data).toHaveLength(10)
    expect(deepest.parameters.has_more).toBe(false)
    expect((await search({ page: String(MAX_PAGE - 1) })).parameters.has_more).toBe(true)
  })

  it('narrows to the city an alias names, and reads "X in Y"', async () => {
    const bangalore = await search({ query: 'engineer', location: 'Bangalore', num_pages: '3' })
    expect(bangalore.data.length).toBeGreaterThan(0)
    expect(new Set(bangalore.data.map((job) => job.job_city))).toEqual(new Set(['Bengaluru']))
    const phrase = await search({ query: 'engineer in bombay', num_pages: '3' })
    expect(phrase.parameters.resolved_location).toBe('Mumbai')
    expect(phrase.data.length).toBeGreaterThan(0)
    expect(phrase.data.every((job) => job.job_city === 'Mumbai')).toBe(true)
  })

  it('suggests real titles and places for misspelt input', async () => {
    expect((await suggest('sofware', 'title')).map((suggestion) => suggestion.value)).toContain('Software Engineer')
    expect((await suggest('bangalor', 'location'))[0]?.value).toBe('Bengaluru')
    expect((await suggest('hydrabad', 'location'))[0]?.value).toBe('Hyderabad')
  })

  it('pages a broad word without overlaps', async () => {
    const all = await search({ query: 'engineer', num_pages: '3' })
    const pages = []
    for (const page of ['1', '2', '3']) pages.push(...(await search({ query: 'engineer', page })).data.map((job) => job.job_id))
    expect(new Set(pages).size).toBe(pages.length)
    expect(pages).toEqual(all.data.map((job) => job.job_id))
  })

  it('shows company figures straight from the tables, never invented ones', async () => {
    const result = await search({ query: 'engineer', num_pages: '3' })
    const job = result.data.find((candidate) => candidate.company_data !== null)
    const company = job?.company_data
    if (!company) throw new Error('the demo data should link engineering jobs to companies')
    const [expected] = await getHandle().query<{ postings: number; reviews: number; rating: number | null }>(sql`
      select
        (select count(*)::int from jobs where company_id = ${company.id} and is_active) as postings,
        (select count(*)::int from company_reviews where company_id = ${company.id} and is_approved) as reviews,
        (select round(avg(rating)::numeric, 1)::float8 from company_reviews where company_id = ${company.id} and is_approved) as rating`)
    expect(company.total_job_postings).toBe(expected?.postings)
    expect(company.total_reviews).toBe(expected?.reviews)
    expect(company.average_rating).toBe(expected?.rating ?? null)
  })

  it('applies the page flags to the seeded government, remote and visa jobs', async () => {
    const government = await search({ government_only: 'true', num_pages: '2' })
    expect(government.data.length).toBeGreaterThan(0)
    expect(government.data.every((job) => job.job_is_government)).toBe(true)
    const visa = await search({ visa_sponsorship: 'true', remote_jobs_only: 'true', num_pages: '2' })
    expect(visa.parameters.notices.map((notice) => notice.code)).toEqual(['remote_search_disabled'])
    expect(visa.data.length).toBeGreaterThan(0)
    expect(visa.data.every((job) => job.job_is_visa_sponsored)).toBe(true)
  })

  it('counts the jobs a listing page shows, over every page of it', async () => {
    const { jobs } = buildTestServices(getHandle())
    const [expected] = await getHandle().query<{ government: number; city: number; everything: number }>(sql`
      select
        (select count(*)::int from jobs where is_active and is_government) as government,
        (select count(*)::int from jobs where is_active and city_slug = 'mumbai') as city,
        (select count(*)::int from jobs where is_active) as everything`)
    expect(expected?.government).toBeGreaterThan(10)
    expect(await jobs.countJobs(jobSearchSchema.parse({ government_only: 'true' }))).toBe(expected?.government)
    expect(await jobs.countJobs(jobSearchSchema.parse({ city_slug: 'mumbai' }))).toBe(expected?.city)
    // The words of a search are not counted: the total is the listing's.
    expect(await jobs.countJobs(jobSearchSchema.parse({ query: 'nurse' }))).toBe(expected?.everything)
  })
})
