import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { encodeSearchCursor } from '#core/jobs/search-cursor.ts'
import { jobDetailResponseSchema, jobSearchResponseSchema } from '#core/jobs/search.schema.ts'
import { createJSearchClient, type JSearchClientOptions } from '#server/adapters/job-sources/jsearch-client.ts'
import { jobs } from '#server/db/schema/jobs.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { startJSearchStandIn, type JSearchStandIn } from '#tests/stand-ins/jsearch.ts'
import { jobIdFor } from './ingest/normalize.ts'
import { FALLBACK_JOB_LIMIT } from './live-search.ts'
import { rebuildSearchTables } from './search-tables.ts'
import { createLiveSearchStore, LIVE_SEARCH_SOURCE_ID } from './ingest/live-store.ts'
import { createJobsService } from './service.ts'

/**
 * JOB_SEARCH_PROVIDER=jsearch through the API: a search with words goes to JSearch (its stand-in),
 * what it answers is stored and read back in its order; when JSearch fails, up to 20 stored jobs
 * matching the search answer with status "cached"; with none, the error.
 */

function readRecorded(name: string): Array<Record<string, unknown>> {
  const answer: { data: Array<Record<string, unknown>> } = JSON.parse(
    readFileSync(new URL(`../../adapters/job-sources/fixtures/${name}`, import.meta.url), 'utf8'),
  )
  return answer.data
}

const bengaluruPage = readRecorded('jsearch-search-software-engineer-bengaluru-1.json')
const nursePage = readRecorded('jsearch-search-nurse-london-1.json')
const shopifyJobId = String(readRecorded('jsearch-job-details-shopify.json')[0]?.job_id)

/** Our id of a recorded JSearch job, as storing it gives it. */
const ourIdOf = (job: Record<string, unknown> | undefined) => jobIdFor(LIVE_SEARCH_SOURCE_ID, String(job?.job_id))

/** The recorded Bengaluru page as our API lists it: every job but the one without a description, in JSearch's order. */
const BENGALURU_TITLES = [
  'Software Development Engineer II',
  'Backend Engineer (Go)',
  'Senior Software Engineer - Android',
  'Java Developer',
  'Frontend Engineer (React)',
  'Software Engineer - Payments',
  'Senior Software Engineer, Jira Cloud',
  'Lead Consultant - Software Engineer',
  'Software Engineer Intern',
]

/** Stored Bengaluru software engineers for the fallback: more than it may answer. */
const STORED_MATCHES = FALLBACK_JOB_LIMIT + 5

describeOnDatabases('live job search through JSearch', (getHandle) => {
  let standIn: JSearchStandIn

  beforeAll(async () => {
    standIn = await startJSearchStandIn()
    const stored = Array.from({ length: STORED_MATCHES }, (_, index) =>
      buildJob({ job_id: `stored-se-${index}`, job_title: 'Software Engineer', employer_name: `Stored Employer ${index}` }),
    )
    await insertJobs(getHandle(), [...stored, buildJob({ job_id: 'stored-da', job_title: 'Data Analyst' })])
    await rebuildSearchTables(getHandle().db)
  })

  afterEach(() => {
    standIn.requests.length = 0
    standIn.quota.remaining = standIn.quota.limit
  })

  afterAll(async () => {
    await standIn.close()
  })

  /** The app with the jobs service searching JSearch live; a fresh client each time, so no answer is cached from another test. */
  function buildLiveApp(options: Partial<JSearchClientOptions> = {}) {
    const handle = getHandle()
    const source = createJSearchClient({
      apiKey: standIn.apiKey,
      host: standIn.host,
      baseUrl: standIn.baseUrl,
      ...options,
    })
    const logger = pino({ level: 'silent' })
    const live = createJobsService({ database: handle, logger, liveSearch: { source, storePostings: createLiveSearchStore(handle.db) } })
    return buildTestApp(handle, { services: { ...buildTestServices(handle, { logger }), jobs: live } })
  }

  async function search(app: ReturnType<typeof buildLiveApp>, params: Record<string, string>) {
    const response = await app.request(`/api/jobs/search?${new URLSearchParams(params).toString()}`)
    const body: unknown = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    return { body: jobSearchResponseSchema.parse(body), cacheControl: response.headers.get('cache-control') }
  }

  it("sends a search with words to JSearch and answers its jobs, stored, in JSearch's order and our shape", async () => {
    const { body, cacheControl } = await search(buildLiveApp(), { query: 'software engineer', location: 'Bengaluru' })

    expect(standIn.requests.map((request) => [request.path, request.query])).toEqual([
      ['/search', { query: 'software engineer in Bengaluru', page: '1', num_pages: '1', country: 'in' }],
    ])
    expect(body.status).toBe('OK')
    expect(body.data.map((job) => job.job_title)).toEqual(BENGALURU_TITLES)
    expect(body.data.map((job) => job.job_id)).toEqual(bengaluruPage.slice(0, BENGALURU_TITLES.length).map(ourIdOf))
    expect(body.data[1]).toMatchObject({
      employer_name: 'Razorpay',
      job_city: 'Bengaluru',
      job_country: 'IN',
      job_min_salary: 2_500_000,
      job_max_salary: 4_000_000,
      job_salary_currency: 'INR',
      job_source: LIVE_SEARCH_SOURCE_ID,
    })
    // JSearch answered a full page, so more may follow; it does not say how many.
    expect(body.parameters).toMatchObject({
      query: 'software engineer',
      location: 'Bengaluru',
      has_more: true,
      total: BENGALURU_TITLES.length,
      total_is_estimate: true,
      next_cursor: null,
    })
    expect(cacheControl).toBe('public, max-age=60')

    const stored = await getHandle().db.select({ id: jobs.id }).from(jobs).where(eq(jobs.source, LIVE_SEARCH_SOURCE_ID))
    expect(stored.map((row) => row.id)).toEqual(expect.arrayContaining(body.data.map((job) => job.job_id)))
  })

  it("sends the search's filters as JSearch's params, the place's country, and a visa-sponsorship query", async () => {
    const app = buildLiveApp()
    const nurses = await search(app, {
      query: 'registered nurse',
      location: 'London',
      remote_jobs_only: 'true',
      employment_types: 'FULLTIME,PARTTIME',
      date_posted: 'week',
      job_requirements: 'no_degree',
      page: '2',
    })
    await search(app, { query: 'registered nurse', location: 'London', visa_sponsorship: 'true', remote_jobs_only: 'true' })

    expect(standIn.requests.map((request) => request.query)).toEqual([
      {
        query: 'registered nurse in London',
        page: '2',
        num_pages: '1',
        country: 'gb',
        date_posted: 'week',
        remote_jobs_only: 'true',
        employment_types: 'FULLTIME,PARTTIME',
        job_requirements: 'no_degree',
      },
      { query: 'registered nurse visa sponsorship in London', page: '1', num_pages: '1', country: 'gb' },
    ])
    // Nothing is recorded for page 2: JSearch answers an empty page, and so do we.
    expect(nurses.body.data).toEqual([])
    expect(nurses.body.parameters).toMatchObject({ has_more: false, total: 10 })
  })

  it('asks JSearch once for a search repeated within the day', async () => {
    const app = buildLiveApp()
    const first = await search(app, { query: 'registered nurse', location: 'London' })
    const second = await search(app, { query: 'registered nurse', location: 'London' })
    expect(standIn.requests).toHaveLength(1)
    expect(second.body.data.map((job) => job.job_id)).toEqual(nursePage.map(ourIdOf))
    // The same jobs; only their closing date moved on, since the repeat showed them again (decision 021).
    const withoutClosing = (data: typeof first.body.data) => data.map(({ job_offer_expiration_datetime_utc: _closing, ...job }) => job)
    expect(withoutClosing(second.body.data)).toEqual(withoutClosing(first.body.data))
  })

  it("answers from our database the searches JSearch cannot: no words, our listings' filters, a cursor", async () => {
    const app = buildLiveApp()
    const searches: Array<Record<string, string>> = [
      { location: 'Bengaluru' },
      { query: 'software engineer', city_slug: 'bengaluru' },
      { query: 'software engineer', featured: 'true' },
      { query: 'software engineer', salary_min: '500000' },
      { query: 'software engineer', company_types: 'startup' },
      { query: 'software engineer', employment_types: 'TEMPORARY' },
      {
        query: 'software engineer',
        page: '2',
        after: encodeSearchCursor({ postedAtMs: Date.parse('2026-11-01T00:00:00Z'), id: 'stored-se-1' }),
      },
    ]
    for (const params of searches) expect((await search(app, params)).body.status).toBe('OK')
    expect(standIn.requests).toEqual([])
  })

  describe('when JSearch fails', () => {
    it.each([
      ['a server error', { status: 500 }],
      ['a rate limit it will not lift soon', { status: 429, retryAfterSeconds: 600 }],
    ])('answers up to 20 stored matching jobs marked cached, after %s', async (_, failure) => {
      standIn.answerNext(failure)
      const { body, cacheControl } = await search(buildLiveApp(), { query: 'software engineer', location: 'Bengaluru', num_pages: '5' })

      expect(standIn.requests).toHaveLength(1)
      expect(body.status).toBe('cached')
      expect(body.data).toHaveLength(FALLBACK_JOB_LIMIT)
      for (const job of body.data) {
        expect(job.job_title).toMatch(/engineer/i)
        expect(job.job_country).toBe('IN')
      }
      expect(body.data.map((job) => job.job_id)).not.toContain('stored-da')
      expect(body.parameters).toMatchObject({
        page: 1,
        has_more: false,
        total: FALLBACK_JOB_LIMIT,
        total_is_estimate: false,
        next_cursor: null,
      })
      expect(cacheControl).toBe('no-store')
    })

    it('answers stored jobs when JSearch does not answer in time', async () => {
      standIn.answerNext({ delayMs: 1_500 })
      const { body } = await search(buildLiveApp({ timeoutMs: 200 }), { query: 'software engineer', location: 'Bengaluru' })
      expect(body.status).toBe('cached')
      expect(body.data.length).toBeGreaterThan(0)
    })

    it('answers stored jobs while the quota is used up, without calling JSearch again', async () => {
      standIn.quota.remaining = 0
      const app = buildLiveApp()
      const first = await search(app, { query: 'software engineer', location: 'Bengaluru' })
      const second = await search(app, { query: 'engineer', location: 'Bengaluru' })
      expect([first.body.status, second.body.status]).toEqual(['cached', 'cached'])
      expect(standIn.requests).toHaveLength(1)
    })

    it("answers the spec's error when no stored job matches either", async () => {
      standIn.answerNext({ status: 503 })
      const app = buildLiveApp()
      const unavailable = await app.request('/api/jobs/search?query=astronaut&spell_check=false')
      expect(unavailable.status).toBe(502)
      expect(apiErrorSchema.parse(await unavailable.json())).toEqual({
        error: { code: 'API_SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable. Please try again later.', retryable: true },
      })

      standIn.quota.remaining = 0
      const overQuota = await app.request('/api/jobs/search?query=astronaut&spell_check=false&page=2')
      expect(overQuota.status).toBe(429)
      expect(apiErrorSchema.parse(await overQuota.json())).toEqual({
        error: { code: 'API_QUOTA_EXCEEDED', message: 'Too many requests. Please wait a moment and try again.', retryable: false },
      })
    })
  })

  describe('GET /api/jobs/{job_id}', () => {
    it("fetches a JSearch job we do not hold from JSearch's job details, stores it and answers it under our id", async () => {
      const app = buildLiveApp()
      const response = await app.request(`/api/jobs/${encodeURIComponent(shopifyJobId)}`)
      expect(response.status).toBe(200)
      const { data } = jobDetailResponseSchema.parse(await response.json())
      expect(data).toMatchObject({
        job_id: jobIdFor(LIVE_SEARCH_SOURCE_ID, shopifyJobId),
        job_title: 'Data Engineer',
        employer_name: 'Shopify',
        job_city: 'Toronto',
        job_country: 'CA',
        job_salary_currency: 'CAD',
      })
      expect(standIn.requests.map((request) => [request.path, request.query])).toEqual([['/job-details', { job_id: shopifyJobId }]])

      const again = await app.request(`/api/jobs/${data.job_id}`)
      expect(again.status).toBe(200)
      expect(standIn.requests).toHaveLength(1)
    })

    it('answers 404 for an id neither we nor JSearch know, and never asks JSearch about an id in our own form', async () => {
      const app = buildLiveApp()
      expect((await app.request(`/api/jobs/${encodeURIComponent('AAAAAAAAAAAAAAAAAAAAAA==')}`)).status).toBe(404)
      expect((await app.request('/api/jobs/jy0123456789abcd')).status).toBe(404)
      expect(standIn.requests.map((request) => request.query)).toEqual([{ job_id: 'AAAAAAAAAAAAAAAAAAAAAA==' }])
    })
  })

  it('leaves search to our database when no live search is configured', async () => {
    const app = buildTestApp(getHandle())
    const { body } = await search(app, { query: 'software engineer', location: 'Bengaluru' })
    expect(body.status).toBe('OK')
    expect(standIn.requests).toEqual([])
  })
})
