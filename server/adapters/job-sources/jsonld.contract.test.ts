import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BoundedFetchError } from '#server/lib/bounded-fetch.ts'
import { startJobFeedsStandIn, type JobFeedsStandIn } from '#tests/stand-ins/job-feeds.ts'
import { expectGolden, normalisePages } from './golden.ts'
import { jsonLdConnector } from './jsonld.ts'
import type { ConnectorPage } from './port.ts'
import { collectPages, createTestConnectorContext } from './test-context.ts'

/**
 * The JSON-LD connector against careers pages as companies publish them (a WordPress page with its
 * postings in an @graph; a listing that links to a page per job) and against hostile ones, through
 * the real bounded fetch and the one normaliser.
 */

let standIn: JobFeedsStandIn

beforeAll(async () => {
  standIn = await startJobFeedsStandIn()
})

afterAll(async () => {
  await standIn.close()
})

function source(path: string, name?: string) {
  return { kind: 'jsonld' as const, url: `${standIn.baseUrl}${path}`, ...(name === undefined ? {} : { name }) }
}

function read(path: string, overrides: Parameters<typeof createTestConnectorContext>[0] = {}): Promise<ConnectorPage[]> {
  return collectPages(jsonLdConnector.fetchPostings(source(path), createTestConnectorContext(overrides)))
}

function requestedPaths(since: number): string[] {
  return standIn.requests.slice(since).map((request) => request.path)
}

const unsafeMarkup = /<script|<img|<iframe|<svg|onerror|onclick|onload|onmouseover|javascript:/i

describe('JSON-LD careers pages', () => {
  it('reads every JobPosting of an @graph page into the exact jobs rows', async () => {
    const pages = await read('/careers/kaveri-fintech')
    expect(pages).toHaveLength(1)
    const outcome = normalisePages(pages, 'test-jsonld')
    expect(outcome.rows.map((row) => row.title)).toEqual([
      'Senior Backend Engineer (Java)',
      'Product Designer',
      'Data Analyst — Collections (Remote, part-time)',
    ])
    await expectGolden('jsonld-graph-careers', outcome, standIn.baseUrl)
  })

  it('follows a listing’s links to its job pages on the same site, each once, and reads their JSON-LD', async () => {
    const since = standIn.requests.length
    const pages = await read('/careers/')
    // The comment's link, the link inside a script's string, other sites and mailto: are not followed.
    expect(requestedPaths(since)).toEqual([
      '/careers/',
      '/careers/jobs/1021-warehouse-operations-manager',
      '/careers/jobs/1022-customs-compliance-specialist',
      '/careers/jobs/1023-fleet-operations-lead?utm_source=careers&utm_medium=list',
    ])
    expect(pages.map((page) => page.postings.length)).toEqual([0, 1, 1, 1])
    await expectGolden('jsonld-listing', normalisePages(pages, 'test-jsonld'), standIn.baseUrl)
  })

  it('reads no more job pages than maxPages', async () => {
    const since = standIn.requests.length
    const pages = await read('/careers/', { maxPages: 2 })
    expect(pages).toHaveLength(3)
    expect(requestedPaths(since)).toEqual([
      '/careers/',
      '/careers/jobs/1021-warehouse-operations-manager',
      '/careers/jobs/1022-customs-compliance-specialist',
    ])
  })

  it('names the employer after the declaration when a posting has no hiringOrganization, and links it to the page', async () => {
    standIn.answerNext({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><title>Jobs</title><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Loan Officer',
        description: '<p>Field role.</p>',
        jobLocation: { '@type': 'Place', address: 'Mysuru, Karnataka' },
      })}</script>`,
    })
    const pages = await collectPages(
      jsonLdConnector.fetchPostings(source('/careers/kaveri-fintech', 'Kaveri Fintech'), createTestConnectorContext()),
    )
    const pageUrl = `${standIn.baseUrl}/careers/kaveri-fintech`
    expect(pages[0]?.postings).toEqual([
      {
        job_id: `${pageUrl}#Loan Officer`,
        job_title: 'Loan Officer',
        job_description: '<p>Field role.</p>',
        employer_name: 'Kaveri Fintech',
        job_apply_link: pageUrl,
        apply_options: [{ publisher: '127.0.0.1', apply_link: pageUrl, is_direct: false }],
        location: 'Mysuru, Karnataka',
      },
    ])
  })

  it('turns a job page that cannot be read into a rejection and reads the others', async () => {
    const iterator = jsonLdConnector.fetchPostings(source('/careers/'), createTestConnectorContext({ retries: 0 }))[Symbol.asyncIterator]()
    const listing = await iterator.next()
    expect(listing.done).toBe(false)
    standIn.answerNext({ status: 404, body: 'Not Found' })
    const pages: ConnectorPage[] = []
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) pages.push(next.value)
    expect(pages[0]).toEqual({
      postings: [],
      rejected: [
        {
          item: `${standIn.baseUrl}/careers/jobs/1021-warehouse-operations-manager`,
          reason: 'The job page could not be read: The server answered 404',
        },
      ],
    })
    expect(pages.slice(1).map((page) => page.postings.map((posting) => posting.job_title))).toEqual([
      ['Customs Compliance Specialist'],
      ['Fleet Operations Lead'],
    ])
  })

  it('rejects a job page that has no JobPosting, saying so', async () => {
    const iterator = jsonLdConnector.fetchPostings(source('/careers/'), createTestConnectorContext({ maxPages: 1 }))[Symbol.asyncIterator]()
    await iterator.next()
    standIn.answerNext({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<!doctype html><title>Job</title><h1>Apply by e-mail</h1>',
    })
    const jobPage = await iterator.next()
    expect(jobPage.value).toEqual({
      postings: [],
      rejected: [
        { item: `${standIn.baseUrl}/careers/jobs/1021-warehouse-operations-manager`, reason: 'The job page has no schema.org JobPosting' },
      ],
    })
  })
})

describe('JSON-LD careers pages that misbehave', () => {
  it('rejects broken blocks with their reasons, reads the rest, and lets no script, handler or javascript: link into a row', async () => {
    const outcome = normalisePages(await read('/hostile/malformed-jsonld'), 'test-jsonld')
    const pageUrl = `${standIn.baseUrl}/hostile/malformed-jsonld`
    expect(outcome.rejected).toEqual([
      {
        stage: 'connector',
        item: pageUrl,
        reasons: [expect.stringMatching(/^JSON-LD block 1 of 6 is not valid JSON: /)],
      },
      {
        stage: 'connector',
        item: pageUrl,
        reasons: [expect.stringMatching(/^JSON-LD block 2 of 6 is not valid JSON: /)],
      },
      { stage: 'normaliser', item: 'PR-DR-9', reasons: ['job_apply_link must be an http(s) URL'] },
    ])
    // A posting buried deeper than any page nests them is not looked for.
    expect(outcome.postings.map((posting) => posting.job_title)).not.toContain('Buried too deep to be a posting')

    expect(outcome.rows.map((row) => [row.title, row.employerName])).toEqual([
      ['Cashier', 'Pinecrest Retail'],
      ['Inventory Associate', 'Pinecrest Retail'],
    ])
    // The text around the hostile markup survives; the markup does not.
    expect(outcome.rows[0]?.description).toContain('Handle billing at our Koramangala store.')
    expect(outcome.rows[0]?.description).toContain('Weekends required.')
    expect(outcome.rows[1]?.description).toContain('Count stock nightly.')
    expect(JSON.stringify(outcome.rows)).not.toMatch(unsafeMarkup)
  })

  it('waits out a 429 with Retry-After and then reads the page', async () => {
    standIn.answerNext({ status: 429, headers: { 'retry-after': '1' }, body: 'Too Many Requests' })
    const since = standIn.requests.length
    const pages = await read('/careers/kaveri-fintech')
    const [limited, served] = standIn.requests.slice(since)
    expect((served?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(950)
    expect(pages[0]?.postings).toHaveLength(3)
  })

  it('fails the run, retryable, when the careers page answers 500 every time', async () => {
    standIn.answerNext({ status: 500, body: 'Internal Server Error' }, 2)
    const since = standIn.requests.length
    const error = await read('/careers/kaveri-fintech', { retries: 1 }).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BoundedFetchError)
    expect(error).toMatchObject({ kind: 'status', status: 500, isRetryable: true })
    expect(standIn.requests.length - since).toBe(2)
  })
})
