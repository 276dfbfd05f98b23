import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { normalizeJobPosting } from '#server/features/jobs/index.ts'
import { startJSearchStandIn, type JSearchStandIn } from '#tests/stand-ins/jsearch.ts'
import {
  createJSearchClient,
  JSEARCH_DETAILS_CACHE_TTL_MS,
  JSEARCH_SEARCH_CACHE_TTL_MS,
  type JSearchClientOptions,
} from './jsearch-client.ts'
import { jsearchConnector } from './jsearch.ts'
import { SourceReadError, type ConnectorPage, type LiveSearchParams, type SourceOf } from './port.ts'
import { createTestConnectorContext, TEST_NOW } from './test-context.ts'
import { providerErrorOf } from '#tests/support/provider-error.ts'

/**
 * The JSearch client (live search) and connector (ingestion) against the JSearch stand-in
 * (tests/stand-ins/jsearch.ts), which serves the recorded answers in ./fixtures.
 */

const fixtures = new URL('./fixtures/', import.meta.url)
const goldenFile = new URL('jsearch.golden.json', fixtures)

function readFixture(name: string): { data: Array<Record<string, unknown>> } {
  return JSON.parse(readFileSync(new URL(name, fixtures), 'utf8'))
}

const bengaluru1 = readFixture('jsearch-search-software-engineer-bengaluru-1.json').data
const bengaluru2 = readFixture('jsearch-search-software-engineer-bengaluru-2.json').data
const shopify = readFixture('jsearch-job-details-shopify.json').data[0] ?? {}
const idsOf = (jobs: ReadonlyArray<Record<string, unknown>>) => jobs.map((job) => job.job_id)

const BENGALURU_SEARCH: LiveSearchParams = { query: 'software engineer in Bengaluru', page: 1, num_pages: 1, country: 'IN' }

let standIn: JSearchStandIn

beforeEach(async () => {
  standIn = await startJSearchStandIn()
})

afterEach(async () => {
  await standIn.close()
})

/** A clock the test moves by hand. */
function createClock(start = TEST_NOW.getTime()) {
  let current = start
  return {
    now: () => current,
    advance(ms: number) {
      current += ms
    },
  }
}

function createClient(options: Partial<JSearchClientOptions> = {}) {
  return createJSearchClient({ apiKey: standIn.apiKey, host: standIn.host, baseUrl: standIn.baseUrl, ...options })
}

describe('JSearch client', () => {
  it("searches with the subscription's key and host and JSearch's params, and answers its postings in its order", async () => {
    const answer = await createClient().searchJobs({
      ...BENGALURU_SEARCH,
      date_posted: 'week',
      remote_jobs_only: true,
      employment_types: ['FULLTIME', 'INTERN'],
      job_requirements: ['no_degree'],
    })

    expect(standIn.requests).toEqual([
      {
        path: '/search',
        query: {
          query: 'software engineer in Bengaluru',
          page: '1',
          num_pages: '1',
          country: 'in',
          date_posted: 'week',
          remote_jobs_only: 'true',
          employment_types: 'FULLTIME,INTERN',
          job_requirements: 'no_degree',
        },
        hasValidKey: true,
        at: expect.any(Number),
      },
    ])
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(answer.postings.map((posting) => posting.job_id)).toEqual(idsOf(bengaluru1))
    const [flipkart] = answer.postings
    expect(flipkart).toMatchObject({
      job_title: 'Software Development Engineer II',
      employer_name: 'Flipkart',
      apply_options: bengaluru1[0]?.apply_options,
      job_offer_expiration_datetime_utc: '2026-12-18T09:30:00.000Z',
      location: 'Bengaluru, Karnataka, India',
    })
    // JSearch's map links, coordinates and scores stay behind.
    expect(flipkart).not.toHaveProperty('job_google_link')
    expect(flipkart).not.toHaveProperty('job_latitude')
  })

  it('asks for several pages at once and gets them in one answer', async () => {
    const answer = await createClient().searchJobs({ ...BENGALURU_SEARCH, num_pages: 2 })
    expect(answer.postings.map((posting) => posting.job_id)).toEqual(idsOf([...bengaluru1, ...bengaluru2]).filter(Boolean))
    expect(standIn.requests).toHaveLength(1)
  })

  it("answers get_job_details with the job, or null for an id JSearch doesn't know", async () => {
    const client = createClient()
    const job = await client.getJobDetails(String(shopify.job_id))
    expect(job).toMatchObject({ job_id: shopify.job_id, job_title: 'Data Engineer', employer_name: 'Shopify', job_city: 'Toronto' })
    expect(await client.getJobDetails('AAAAAAAAAAAAAAAAAAAAAA==')).toBeNull()
    expect(standIn.requests.map((request) => [request.path, request.query])).toEqual([
      ['/job-details', { job_id: shopify.job_id }],
      ['/job-details', { job_id: 'AAAAAAAAAAAAAAAAAAAAAA==' }],
    ])
  })

  it("answers a repeated search for a day and a repeated job for seven days from memory (spec 001 §9's lifetimes)", async () => {
    const clock = createClock()
    const client = createClient({ now: clock.now })
    const first = await client.searchJobs(BENGALURU_SEARCH)
    await client.getJobDetails(String(shopify.job_id))
    clock.advance(JSEARCH_SEARCH_CACHE_TTL_MS - 1)
    expect(await client.searchJobs(BENGALURU_SEARCH)).toEqual(first)
    await client.getJobDetails(String(shopify.job_id))
    expect(standIn.requests).toHaveLength(2)

    // Another page is another answer.
    await client.searchJobs({ ...BENGALURU_SEARCH, page: 2 })
    expect(standIn.requests).toHaveLength(3)

    clock.advance(1)
    await client.searchJobs(BENGALURU_SEARCH)
    expect(standIn.requests).toHaveLength(4)
    clock.advance(JSEARCH_DETAILS_CACHE_TTL_MS - JSEARCH_SEARCH_CACHE_TTL_MS - 1)
    await client.getJobDetails(String(shopify.job_id))
    expect(standIn.requests).toHaveLength(4)
    clock.advance(1)
    await client.getJobDetails(String(shopify.job_id))
    expect(standIn.requests.map((request) => request.path)).toEqual(['/search', '/job-details', '/search', '/search', '/job-details'])
  })

  it('stops calling when the quota is used up, says until when, and calls again once it renews', async () => {
    await standIn.close()
    standIn = await startJSearchStandIn({ quota: { limit: 500, remaining: 2, resetSeconds: 3600 } })
    const clock = createClock()
    const client = createClient({ now: clock.now })
    await client.searchJobs(BENGALURU_SEARCH)
    await client.searchJobs({ ...BENGALURU_SEARCH, page: 2 })

    const refused = await providerErrorOf(client.searchJobs({ ...BENGALURU_SEARCH, page: 3 }))
    expect(refused.code).toBe('API_QUOTA_EXCEEDED')
    expect(refused.message).toBe("jsearch: the plan's quota of 500 requests is used up until 2026-11-24T07:30:00.000Z; no calls until then")
    expect(await providerErrorOf(client.getJobDetails(String(shopify.job_id)))).toMatchObject({ code: 'API_QUOTA_EXCEEDED' })
    expect(standIn.requests).toHaveLength(2)

    clock.advance(3600 * 1000)
    standIn.quota.remaining = 500
    await client.searchJobs({ ...BENGALURU_SEARCH, page: 3 })
    expect(standIn.requests).toHaveLength(3)
  })

  it('stops calling when RapidAPI refuses a call for the quota (429 with none remaining)', async () => {
    await standIn.close()
    standIn = await startJSearchStandIn({ quota: { limit: 100, remaining: 0, resetSeconds: 60 } })
    const client = createClient()
    const refused = await providerErrorOf(client.searchJobs(BENGALURU_SEARCH))
    expect(refused).toMatchObject({ code: 'API_QUOTA_EXCEEDED', isRetryable: false })
    expect(await providerErrorOf(client.searchJobs({ ...BENGALURU_SEARCH, page: 2 }))).toMatchObject({ code: 'API_QUOTA_EXCEEDED' })
    expect(standIn.requests).toHaveLength(1)
  })

  it('starts at most requestsPerSecond calls in any second', async () => {
    const client = createClient({ requestsPerSecond: 5 })
    const started = Date.now()
    await Promise.all([1, 2, 3, 4, 5, 6].map((page) => client.searchJobs({ ...BENGALURU_SEARCH, page })))
    const arrivals = standIn.requests.map((request) => request.at)
    expect(arrivals).toHaveLength(6)
    // Five go at once; the sixth may start only a second after the first started, which was after
    // `started` (arrival times alone would shift with the first connection's set-up on a busy machine).
    expect((arrivals[4] ?? 0) - started).toBeLessThan(900)
    expect((arrivals[5] ?? 0) - started).toBeGreaterThanOrEqual(980)
  })

  it('waits out a short Retry-After of a 429 and tries once more', async () => {
    standIn.answerNext({ status: 429, retryAfterSeconds: 1 })
    const answer = await createClient().searchJobs(BENGALURU_SEARCH)
    expect(answer.postings).toHaveLength(bengaluru1.length)
    const [first, second] = standIn.requests
    expect(standIn.requests).toHaveLength(2)
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(980)
  })

  it('fails on a long Retry-After and makes no call until it has passed', async () => {
    const clock = createClock()
    const client = createClient({ now: clock.now })
    standIn.answerNext({ status: 429, retryAfterSeconds: 120 })
    expect(await providerErrorOf(client.searchJobs(BENGALURU_SEARCH))).toMatchObject({ code: 'API_RATE_LIMITED', isRetryable: true })
    expect(await providerErrorOf(client.searchJobs({ ...BENGALURU_SEARCH, page: 2 }))).toMatchObject({ code: 'API_RATE_LIMITED' })
    expect(standIn.requests).toHaveLength(1)
    clock.advance(120_000)
    await client.searchJobs(BENGALURU_SEARCH)
    expect(standIn.requests).toHaveLength(2)
  })

  it('turns a 500 and a time-out into a retryable API_SERVICE_UNAVAILABLE, without retrying (the search falls back instead)', async () => {
    const client = createClient({ timeoutMs: 300 })
    standIn.answerNext({ status: 500, body: { message: 'Internal Server Error' } })
    const serverError = await providerErrorOf(client.searchJobs(BENGALURU_SEARCH))
    expect(serverError).toMatchObject({ code: 'API_SERVICE_UNAVAILABLE', isRetryable: true, message: 'jsearch: the API answered HTTP 500' })
    standIn.answerNext({ delayMs: 2_000 })
    const slow = await providerErrorOf(client.searchJobs(BENGALURU_SEARCH))
    expect(slow).toMatchObject({ code: 'API_SERVICE_UNAVAILABLE', isRetryable: true, message: 'jsearch: no answer within 300 ms' })
    expect(standIn.requests).toHaveLength(2)
    // A failure is not cached: the next call goes out and succeeds.
    expect((await client.searchJobs(BENGALURU_SEARCH)).postings).toHaveLength(bengaluru1.length)
  })

  it('reports a refused key the way RapidAPI refuses it, naming JSEARCH_API_KEY', async () => {
    const refused = await providerErrorOf(createClient({ apiKey: 'not-the-subscription' }).searchJobs(BENGALURU_SEARCH))
    expect(refused).toMatchObject({ code: 'API_SERVICE_UNAVAILABLE', isRetryable: false })
    expect(refused.message).toBe('jsearch: RapidAPI refused JSEARCH_API_KEY (HTTP 403): check the key and its JSearch subscription')
    expect(standIn.requests).toEqual([expect.objectContaining({ path: '/search', hasValidKey: false })])
  })

  it('will not start without a key', () => {
    expect(() => createJSearchClient({ apiKey: undefined })).toThrow(
      'JSearch needs JSEARCH_API_KEY: set it to the RapidAPI key of a JSearch subscription',
    )
    expect(() => createJSearchClient({ apiKey: ' ' })).toThrow(/JSEARCH_API_KEY/)
  })
})

describe('JSearch connector', () => {
  function declare(query: string, country?: string): SourceOf<'jsearch'> {
    return { kind: 'jsearch', query, ...(country === undefined ? {} : { country }), baseUrl: standIn.baseUrl }
  }

  function contextWithKey(options: Parameters<typeof createTestConnectorContext>[0] = {}) {
    return createTestConnectorContext({ credentials: { jsearch: { apiKey: standIn.apiKey, host: standIn.host } }, ...options })
  }

  async function readPages(source: SourceOf<'jsearch'>, context = contextWithKey()): Promise<ConnectorPage[]> {
    const pages: ConnectorPage[] = []
    for await (const page of jsearchConnector.fetchPostings(source, context)) pages.push(page)
    return pages
  }

  it('pages through /search one page a request until a short page, rejecting entries without an id', async () => {
    const pages = await readPages(declare('software engineer in Bengaluru', 'IN'))
    expect(standIn.requests.map((request) => request.query)).toEqual([
      { query: 'software engineer in Bengaluru', page: '1', num_pages: '1', country: 'in' },
      { query: 'software engineer in Bengaluru', page: '2', num_pages: '1', country: 'in' },
    ])
    expect(pages.map((page) => page.postings.map((posting) => posting.job_id))).toEqual([idsOf(bengaluru1), idsOf(bengaluru2).slice(0, 2)])
    expect(pages.map((page) => page.rejected)).toEqual([[], [{ item: null, reason: 'job_id is missing' }]])
  })

  it('stops at maxPages', async () => {
    const pages = await readPages(declare('software engineer in Bengaluru'), contextWithKey({ maxPages: 1 }))
    expect(pages).toHaveLength(1)
    expect(standIn.requests).toHaveLength(1)
  })

  it("stops paging when RapidAPI says the plan's quota is used up", async () => {
    await standIn.close()
    standIn = await startJSearchStandIn({ quota: { remaining: 1 } })
    const pages = await readPages(declare('software engineer in Bengaluru'))
    expect(pages.map((page) => page.postings.length)).toEqual([bengaluru1.length])
    expect(standIn.requests).toHaveLength(1)
  })

  it('cannot read a source without JSEARCH_API_KEY, or with a key RapidAPI refuses', async () => {
    await expect(readPages(declare('nurse'), createTestConnectorContext())).rejects.toThrow(
      new SourceReadError('JSearch needs JSEARCH_API_KEY: set it to the RapidAPI key of a JSearch subscription'),
    )
    expect(standIn.requests).toHaveLength(0)
    const wrongKey = createTestConnectorContext({ credentials: { jsearch: { apiKey: 'revoked', host: standIn.host } } })
    await expect(readPages(declare('nurse'), wrongKey)).rejects.toThrow(new SourceReadError('RapidAPI refused JSEARCH_API_KEY (HTTP 403)'))
  })

  it('turns recorded answers into the golden jobs rows (UPDATE_GOLDEN=1 rewrites the golden file)', async () => {
    const sources = [declare('software engineer in Bengaluru', 'IN'), declare('registered nurse in London', 'GB')]
    const golden: Record<string, unknown> = {}
    for (const source of sources) {
      const pages = await readPages(source)
      golden[source.query] = {
        rejected: pages.flatMap((page) => page.rejected),
        postings: pages.flatMap((page) =>
          page.postings.map((posting) => ({ job_id: posting.job_id, ...normalizeJobPosting(posting, 'jsearch', TEST_NOW) })),
        ),
      }
    }
    const actual: unknown = JSON.parse(JSON.stringify(golden))
    if (process.env.UPDATE_GOLDEN === '1') {
      // Written as Prettier writes it, so a rewritten file passes the format check.
      const options = await resolveConfig(fileURLToPath(goldenFile))
      writeFileSync(goldenFile, await format(JSON.stringify(actual), { ...options, parser: 'json' }))
    }
    expect(actual).toEqual(JSON.parse(readFileSync(goldenFile, 'utf8')))
  })
})
