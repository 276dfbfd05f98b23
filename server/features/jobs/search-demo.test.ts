import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import {
  jobSearchSchema,
  jobSearchResponseSchema,
  suggestionResponseSchema,
  type JobSearchResponse,
  type Suggestion,
} from '#core/jobs/search.schema.ts'
import { encodeSearchCursor } from '#core/jobs/search-cursor.ts'
import { roundEstimate } from '#server/features/jobs/service.ts'
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

  /** Every page of a listing, following each answer's Next (page + 1 with its cursor) until has_more is false. */
  async function walkListing(params: Record<string, string>): Promise<{ ids: string[]; total: number; pages: number }> {
    const ids: string[] = []
    let page = 1
    let after: string | null = null
    for (;;) {
      const answer = await search({ ...params, page: String(page), ...(after === null ? {} : { after }) })
      ids.push(...answer.data.map((job) => job.job_id))
      expect(answer.data.length).toBeGreaterThan(0)
      if (!answer.parameters.has_more) return { ids, total: answer.parameters.total, pages: page }
      page += 1
      after = answer.parameters.next_cursor
    }
  }

  it('reaches every job of a listing through its pages, each once, and says so at the last page', async () => {
    const [role] = await buildTestServices(getHandle()).jobs.listTopRoles(1)
    const listings: Array<Record<string, string>> = [
      {},
      { city_slug: 'mumbai' },
      { role_slug: role?.slug ?? 'missing' },
      { visa_sponsorship: 'true' },
      { featured: 'true' },
      { remote_jobs_only: 'true' },
      { government_only: 'true' },
      { query: 'engineer' },
      { query: 'manager', location: 'India' },
    ]
    for (const params of listings) {
      const listing = await walkListing(params)
      expect(new Set(listing.ids).size, JSON.stringify(params)).toBe(listing.ids.length)
      expect(listing.ids.length, JSON.stringify(params)).toBe(listing.total)
      expect(listing.pages).toBe(Math.ceil(listing.total / 10))
      // Past the end: an empty page that still tells the total, not an error.
      const past = await search({ ...params, page: String(listing.pages + 1) })
      expect(past.data).toEqual([])
      expect(past.parameters.has_more).toBe(false)
      expect(past.parameters.total).toBe(listing.total)
    }
  })

  it('answers a repeated search from its answer cache for a while, and afresh without it', async () => {
    const cached = buildTestServices(getHandle()).jobs
    const fresh = buildTestServices(getHandle(), { jobs: { resultCacheTtlMs: 0, rankingCacheTtlMs: 0, cacheTtlMs: 0 } }).jobs
    const params = jobSearchSchema.parse({ city_slug: 'pune' })
    const first = (await cached.searchJobs(params)).jobs[0]
    if (!first) throw new Error('expected a job in Pune')
    await getHandle().query(sql`update jobs set is_active = false where id = ${first.job_id}`)
    try {
      expect((await cached.searchJobs(params)).jobs[0]?.job_id).toBe(first.job_id)
      expect((await fresh.searchJobs(params)).jobs.map((job) => job.job_id)).not.toContain(first.job_id)
    } finally {
      await getHandle().query(sql`update jobs set is_active = true where id = ${first.job_id}`)
    }
  })

  it('reads a page by its number when a cursor comes with a listing that has no continuation', async () => {
    const { jobs } = buildTestServices(getHandle())
    const params = { query: 'staff nurse', page: '2' }
    const byNumber = await jobs.searchJobs(jobSearchSchema.parse(params))
    expect(byNumber.total).toBeGreaterThan(10)
    expect(byNumber.total).toBeLessThan(200)
    const after = encodeSearchCursor({ postedAtMs: Date.now(), id: 'stale' })
    const withCursor = await jobs.searchJobs(jobSearchSchema.parse({ ...params, after }))
    expect(withCursor.jobs.map((job) => job.job_id)).toEqual(byNumber.jobs.map((job) => job.job_id))
  })

  it('refuses a cursor it did not write', async () => {
    for (const after of ['not a cursor', 'AAAA', 'x'.repeat(400), encodeURIComponent('MTIz')]) {
      const response = await app.request(`/api/jobs/search?${new URLSearchParams({ query: 'engineer', page: '2', after }).toString()}`)
      expect(response.status, after).toBe(400)
    }
  })

  it('orders pages the same way by page number as by cursor, past the ranked head too', async () => {
    const services = buildTestServices(getHandle(), { jobs: { candidateLimit: 30 } })
    const byNumber: string[] = []
    const byCursor: string[] = []
    let after: string | undefined
    for (let page = 1; page <= 6; page++) {
      const numbered = await services.jobs.searchJobs(jobSearchSchema.parse({ query: 'engineer', page: String(page) }))
      byNumber.push(...numbered.jobs.map((job) => job.job_id))
      const cursored = await services.jobs.searchJobs(
        jobSearchSchema.parse({ query: 'engineer', page: String(page), ...(after === undefined ? {} : { after }) }),
      )
      byCursor.push(...cursored.jobs.map((job) => job.job_id))
      // Page 4 starts past the head of 30: its cursor is the head's boundary.
      if (page === 3) expect(cursored.nextCursor).not.toBeNull()
      after = cursored.nextCursor ?? undefined
    }
    expect(byCursor).toEqual(byNumber)
    expect(new Set(byNumber).size).toBe(60)
    // On to the end by cursor: every title/skills match once, as many as the total says.
    let page = 7
    for (;;) {
      const next = await services.jobs.searchJobs(jobSearchSchema.parse({ query: 'engineer', page: String(page), after }))
      byCursor.push(...next.jobs.map((job) => job.job_id))
      if (!next.hasMore) {
        expect(next.total).toBeGreaterThan(60)
        expect(byCursor).toHaveLength(next.total)
        break
      }
      after = next.nextCursor ?? undefined
      page += 1
    }
    expect(new Set(byCursor).size).toBe(byCursor.length)
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
        (select count(*)::int from company_reviews where company_id = ${company.id} and status = 'approved') as reviews,
        (select round(avg(rating)::numeric, 1)::float8 from company_reviews where company_id = ${company.id} and status = 'approved') as rating`)
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

  it('answers the total of every listing, exact up to TOTAL_EXACT_LIMIT and estimated past it', async () => {
    const { jobs } = buildTestServices(getHandle())
    const [expected] = await getHandle().query<{ government: number; city: number; nurse: number; engineer: number }>(sql`
      select
        (select count(*)::int from jobs where is_active and is_government) as government,
        (select count(*)::int from jobs where is_active and city_slug = 'mumbai') as city,
        (select count(*)::int from jobs where is_active and search_head @@ plainto_tsquery('english', 'nurse')) as nurse,
        (select count(*)::int from jobs where is_active and search_head @@ plainto_tsquery('english', 'engineer')) as engineer`)
    expect(expected?.government).toBeGreaterThan(10)
    const government = await jobs.searchJobs(jobSearchSchema.parse({ government_only: 'true' }))
    expect([government.total, government.isTotalEstimate]).toEqual([expected?.government, false])
    const city = await jobs.searchJobs(jobSearchSchema.parse({ city_slug: 'mumbai' }))
    expect([city.total, city.isTotalEstimate]).toEqual([expected?.city, false])
    // The words count too: the total is what the search matches, not the whole catalogue.
    const nurse = await jobs.searchJobs(jobSearchSchema.parse({ query: 'nurse' }))
    expect([nurse.total, nurse.isTotalEstimate]).toEqual([expected?.nurse, false])
    // Past the exact limit (small here, as 800 jobs are few) the total is an estimate.
    const estimating = buildTestServices(getHandle(), { jobs: { totalExactLimit: 50, candidateLimit: 30 } }).jobs
    const engineer = await estimating.searchJobs(jobSearchSchema.parse({ query: 'engineer' }))
    const engineers = expected?.engineer ?? 0
    expect(engineers).toBeGreaterThan(50)
    expect(engineer.isTotalEstimate).toBe(true)
    // An estimate within a fifth of the truth, rounded to two figures.
    expect(Math.abs(engineer.total - engineers) / engineers).toBeLessThan(0.25)
    expect(engineer.total).toBe(roundEstimate(engineer.total))
  })
})
