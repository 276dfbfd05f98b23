import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BoundedFetchError } from '#server/lib/bounded-fetch.ts'
import { startJobFeedsStandIn, type JobFeedsStandIn } from '#tests/stand-ins/job-feeds.ts'
import { feedConnector } from './feed.ts'
import { decodeXmlBytes } from './feed-xml.ts'
import { expectGolden, normalisePages } from './golden.ts'
import { SourceReadError, type ConnectorPage } from './port.ts'
import { collectPages, createTestConnectorContext } from './test-context.ts'

/**
 * The feed connector against recorded feeds (a state PSC's RSS of recruitment notices, a company's
 * paged Atom feed, Indeed's and Jooble's XML job feeds) and hostile ones, through the real bounded
 * fetch and the one normaliser.
 */

let standIn: JobFeedsStandIn

beforeAll(async () => {
  standIn = await startJobFeedsStandIn()
})

afterAll(async () => {
  await standIn.close()
})

function source(path: string, name?: string) {
  return { kind: 'feed' as const, url: `${standIn.baseUrl}${path}`, ...(name === undefined ? {} : { name }) }
}

function read(path: string, overrides: Parameters<typeof createTestConnectorContext>[0] = {}): Promise<ConnectorPage[]> {
  return collectPages(feedConnector.fetchPostings(source(path), createTestConnectorContext(overrides)))
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the read to fail')
    },
    (caught: unknown) => caught,
  )
}

/** Samples the process's ArrayBuffer memory while `work` runs; returns the highest growth seen. */
async function peakArrayBufferGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage().arrayBuffers
  let peak = start
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers)
  }, 2)
  try {
    await work()
  } finally {
    clearInterval(sampler)
  }
  return Math.max(peak, process.memoryUsage().arrayBuffers) - start
}

const MB = 1024 * 1024
const unsafeMarkup = /<script|<img|<iframe|<svg|onerror|onclick|onload|onmouseover|javascript:/i

describe('RSS of government recruitment notices', () => {
  it('reads the notices as government jobs in India with their last dates, into the exact jobs rows', async () => {
    const pages = await read('/feeds/hpsc-advertisements.xml')
    const outcome = normalisePages(pages, 'test-feed')
    expect(outcome.postings.map((posting) => [posting.job_is_government, posting.job_country, posting.valid_through])).toEqual([
      [true, 'IN', '2026-12-15T23:59:59+05:30'],
      [true, 'IN', '2027-01-05T23:59:59+05:30'],
      [true, 'IN', '2026-12-20T23:59:59+05:30'],
    ])
    expect(outcome.rows.map((row) => [row.employerName, row.isGovernment])).toEqual([
      ['Haryana Public Service Commission', true],
      ['Higher Education Department, Haryana', true],
      ['Haryana Public Service Commission', true],
    ])
    expect(outcome.rejected).toEqual([{ stage: 'connector', item: 'hpsc-result-ae-2026', reasons: ['The feed item has no link'] }])
    await expectGolden('feed-government-rss', outcome, standIn.baseUrl)
  })

  it('names the employer after the declaration when it has a name', async () => {
    const pages = await collectPages(
      feedConnector.fetchPostings(source('/feeds/hpsc-advertisements.xml', 'HPSC Panchkula'), createTestConnectorContext()),
    )
    expect(pages[0]?.postings.map((posting) => posting.employer_name)).toEqual([
      'HPSC Panchkula',
      'Higher Education Department, Haryana',
      'HPSC Panchkula',
    ])
  })
})

describe('Atom, Indeed and Jooble feeds', () => {
  it('follows an Atom feed’s rel="next" pages and reads every entry into the exact jobs rows', async () => {
    const since = standIn.requests.length
    const pages = await read('/feeds/careers.atom')
    expect(standIn.requests.slice(since).map((request) => request.path)).toEqual(['/feeds/careers.atom', '/feeds/careers.atom?page=2'])
    expect(standIn.requests.at(-1)?.accept).toMatch(/^application\/rss\+xml, application\/atom\+xml/)
    expect(pages.map((page) => page.postings.length)).toEqual([2, 1])
    await expectGolden('feed-atom', normalisePages(pages, 'test-feed'), standIn.baseUrl)
  })

  it('stops paging at maxPages', async () => {
    const since = standIn.requests.length
    const pages = await read('/feeds/careers.atom', { maxPages: 1 })
    expect(pages).toHaveLength(1)
    expect(standIn.requests.length - since).toBe(1)
  })

  it('reads an Indeed XML job feed into the exact jobs rows', async () => {
    const outcome = normalisePages(await read('/feeds/indeed.xml'), 'test-feed')
    expect(outcome.rows.map((row) => [row.sourceId, row.employerName, row.city, row.country])).toEqual([
      ['SSS-MUM-44817', 'Konkan Housing Finance Ltd', 'Mumbai', 'IN'],
      ['SSS-HYD-44790', 'Deccan Infra Projects Pvt. Ltd.', 'Hyderabad', 'IN'],
      ['SSS-DXB-44731', 'Al Noor Specialty Hospital', 'Dubai', 'AE'],
      ['SSS-REM-44822', 'Vetri Broadband', null, 'IN'],
    ])
    await expectGolden('feed-indeed', outcome, standIn.baseUrl)
  })

  it('reads a Jooble XML job feed, its day-first dates included, into the exact jobs rows', async () => {
    const outcome = normalisePages(await read('/feeds/jooble.xml'), 'test-feed')
    expect(outcome.postings.map((posting) => [posting.job_id, posting.date_posted, posting.valid_through ?? null])).toEqual([
      ['7741902', '2026-11-22', '2026-12-22'],
      ['7741915', '2026-11-21', null],
    ])
    await expectGolden('feed-jooble', outcome, standIn.baseUrl)
  })

  it('reads a feed in the encoding its XML declaration names when the answer names none', () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Caf\xe9 jobs \xa3</title></channel></rss>',
      'latin1',
    )
    expect(decodeXmlBytes(latin1)).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Café jobs £</title></channel></rss>',
    )
  })
})

describe('feeds that misbehave', () => {
  it('refuses malformed XML whole, saying where and why', async () => {
    const error = await failure(read('/hostile/malformed.xml'))
    expect(error).toBeInstanceOf(SourceReadError)
    expect((error as SourceReadError).message).toBe("The feed is not well-formed XML (line 9, column 26): char '&' is not expected.")
  })

  it('refuses a document that is not a feed', async () => {
    standIn.answerNext({
      status: 200,
      headers: { 'content-type': 'application/xml' },
      body: '<?xml version="1.0"?><urlset><url><loc>https://a.example/</loc></url></urlset>',
    })
    const error = await failure(read('/feeds/indeed.xml'))
    expect(error).toBeInstanceOf(SourceReadError)
    expect((error as SourceReadError).message).toBe('The document is not an RSS, Atom or XML job feed (its root element is <urlset>)')
  })

  it('refuses an empty answer and a document nested deeper than any feed', async () => {
    standIn.answerNext({ status: 200, headers: { 'content-type': 'application/rss+xml' }, body: '' })
    expect(await failure(read('/feeds/indeed.xml'))).toEqual(new SourceReadError('The feed is empty'))
    const depth = 100_000
    standIn.answerNext({
      status: 200,
      headers: { 'content-type': 'application/rss+xml' },
      body: `<rss>${'<item>'.repeat(depth)}${'</item>'.repeat(depth)}</rss>`,
    })
    expect(await failure(read('/feeds/indeed.xml'))).toEqual(
      new SourceReadError('The feed could not be parsed: Maximum nested tags exceeded'),
    )
  })

  it('does not expand entities a DOCTYPE declares (billion laughs): they stay as text, in bounded time and memory', async () => {
    const started = Date.now()
    let pages: ConnectorPage[] = []
    const growth = await peakArrayBufferGrowth(async () => {
      pages = await read('/hostile/billion-laughs.xml')
    })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(growth).toBeLessThan(16 * MB)
    expect(pages[0]?.postings).toEqual([
      {
        job_id: 'https://jobs.laughing.example/jobs/1',
        job_title: 'Clerk &lol9;',
        job_description: '&lol9;&lol9;&lol9;&lol9;&lol9;&lol9;&lol9;&lol9;',
        // Not "Trusted Employer Ltd": a declared entity is never expanded, harmless or not.
        employer_name: '&company;',
        job_apply_link: 'https://jobs.laughing.example/jobs/1',
      },
    ])
  })

  it('refuses a feed that declares an external entity without reading it', async () => {
    const error = await failure(read('/hostile/external-entity.xml'))
    expect(error).toBeInstanceOf(SourceReadError)
    expect((error as SourceReadError).message).toBe('The feed could not be parsed: External entities are not supported')
  })

  it('lets no script, event handler or javascript: link from a feed into a row, and rejects a javascript: apply link', async () => {
    const outcome = normalisePages(await read('/hostile/scripts.xml'), 'test-feed')
    expect(outcome.rows.map((row) => [row.title, row.employerName, row.city])).toEqual([
      ['Telecaller (Hindi)', 'Shree Ganesh Traders', 'Lucknow'],
      ['Field Sales Executive', 'Shree Ganesh Traders', 'Kanpur'],
    ])
    expect(outcome.rows[0]?.description).toContain('Call customers about our offers.')
    expect(outcome.rows[0]?.description).toContain('Salary ₹15,000 per month.')
    expect(outcome.rows[1]?.description).toContain('Visit retailers.')
    expect(JSON.stringify(outcome.rows)).not.toMatch(unsafeMarkup)
    expect(outcome.rejected).toEqual([
      { stage: 'normaliser', item: 'javascript:alert(document.cookie)', reasons: ['job_apply_link must be an http(s) URL'] },
    ])
  })

  it('refuses a 50 MB feed that declares its length, before reading it', async () => {
    const streamedBefore = standIn.streamedBytes()
    const error = await failure(read('/hostile/huge.xml'))
    expect(error).toBeInstanceOf(BoundedFetchError)
    expect(error).toMatchObject({ kind: 'too_large', message: 'The answer is larger than 2 MB', isRetryable: false })
    expect(standIn.streamedBytes() - streamedBefore).toBeLessThan(16 * MB)
  })

  it('stops reading a 50 MB feed sent without a length at the byte cap, with memory far below 50 MB', async () => {
    const streamedBefore = standIn.streamedBytes()
    let error: unknown
    const growth = await peakArrayBufferGrowth(async () => {
      error = await failure(read('/hostile/huge-chunked.xml'))
    })
    expect(error).toMatchObject({ kind: 'too_large' })
    expect(growth).toBeLessThan(16 * MB)
    expect(standIn.streamedBytes() - streamedBefore).toBeLessThan(16 * MB)
  })

  it('cuts a feed that never ends at the byte cap', async () => {
    const error = await failure(read('/hostile/endless.xml', { maxBytes: 512 * 1024 }))
    expect(error).toMatchObject({ kind: 'too_large', message: 'The answer is larger than 512 KB' })
  })

  it('cuts a feed that trickles forever at the deadline', async () => {
    const started = Date.now()
    const error = await failure(read('/hostile/trickle.xml', { timeoutMs: 800, retries: 0 }))
    expect(error).toMatchObject({ kind: 'timeout', isRetryable: true })
    expect(Date.now() - started).toBeLessThan(2_500)
  })

  it('waits out a 429 with Retry-After: 1 and then reads the feed', async () => {
    standIn.answerNext({ status: 429, headers: { 'retry-after': '1' } })
    const since = standIn.requests.length
    const pages = await read('/feeds/indeed.xml')
    const [limited, served] = standIn.requests.slice(since)
    expect((served?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(950)
    expect(pages[0]?.postings).toHaveLength(4)
  })

  it('fails at once when Retry-After asks for longer than a run waits, keeping the wait for the back-off', async () => {
    standIn.answerNext({ status: 429, headers: { 'retry-after': '3600' } })
    const error = await failure(read('/feeds/indeed.xml', { retries: 3 }))
    expect(error).toMatchObject({ kind: 'status', status: 429, retryAfterMs: 3_600_000, isRetryable: true })
  })

  it('fails, retryable, when the feed answers 500 on every attempt', async () => {
    standIn.answerNext({ status: 500, body: 'Internal Server Error' }, 2)
    const since = standIn.requests.length
    const error = await failure(read('/feeds/indeed.xml', { retries: 1 }))
    expect(error).toMatchObject({ kind: 'status', status: 500, isRetryable: true })
    expect(standIn.requests.length - since).toBe(2)
  })
})
