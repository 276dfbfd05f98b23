import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BoundedFetchError } from '#server/lib/bounded-fetch.ts'
import { startJobBoardsStandIn, standInBoards, type JobBoardsStandIn } from '#tests/stand-ins/job-boards.ts'
import { expectGolden, normalisePages } from './golden.ts'
import { createLeverConnector, leverConnector } from './lever.ts'
import { SourceReadError, type SourceOf } from './port.ts'
import { collectPages, createTestConnectorContext } from './test-context.ts'

let standIn: JobBoardsStandIn

beforeAll(async () => {
  standIn = await startJobBoardsStandIn()
})

afterAll(async () => {
  await standIn.close()
})

beforeEach(() => {
  standIn.requests.length = 0
})

function source(overrides: Partial<SourceOf<'lever'>> = {}): SourceOf<'lever'> {
  return { kind: 'lever', company: standInBoards.lever, baseUrl: standIn.baseUrl, ...overrides }
}

/** The skip and limit of every request, in order. */
function pagesAsked(): string[] {
  return standIn.requests.map(
    (request) => `${request.path}?mode=${request.query.mode}&skip=${request.query.skip}&limit=${request.query.limit}`,
  )
}

describe('Lever connector against the Postings API', () => {
  it('turns the recorded postings, read over three pages, into the golden jobs rows and rejections', async () => {
    const pages = await collectPages(createLeverConnector({ pageSize: 3 }).fetchPostings(source(), createTestConnectorContext()))
    expect(pages.map((page) => page.postings.length + page.rejected.length)).toEqual([3, 3, 2])
    await expectGolden('lever', normalisePages(pages, 'test-lever'), standIn.baseUrl)
  })

  it('asks for every page with skip and limit until a page comes back short', async () => {
    await collectPages(createLeverConnector({ pageSize: 3 }).fetchPostings(source(), createTestConnectorContext()))
    expect(pagesAsked()).toEqual([
      '/v0/postings/kitelane?mode=json&skip=0&limit=3',
      '/v0/postings/kitelane?mode=json&skip=3&limit=3',
      '/v0/postings/kitelane?mode=json&skip=6&limit=3',
    ])
  })

  it('asks once more after a full last page and stops at the empty one', async () => {
    const pages = await collectPages(createLeverConnector({ pageSize: 4 }).fetchPostings(source(), createTestConnectorContext()))
    expect(pagesAsked()).toEqual([
      '/v0/postings/kitelane?mode=json&skip=0&limit=4',
      '/v0/postings/kitelane?mode=json&skip=4&limit=4',
      '/v0/postings/kitelane?mode=json&skip=8&limit=4',
    ])
    expect(pages.map((page) => page.postings.length + page.rejected.length)).toEqual([4, 4, 0])
  })

  it('stops at the run’s page limit', async () => {
    const pages = await collectPages(
      createLeverConnector({ pageSize: 3 }).fetchPostings(source(), createTestConnectorContext({ maxPages: 2 })),
    )
    expect(pagesAsked()).toEqual(['/v0/postings/kitelane?mode=json&skip=0&limit=3', '/v0/postings/kitelane?mode=json&skip=3&limit=3'])
    expect(pages.flatMap((page) => page.postings)).toHaveLength(6)
  })

  it('reads a company in pages of 100 by default', async () => {
    const [page] = await collectPages(leverConnector.fetchPostings(source(), createTestConnectorContext()))
    expect(pagesAsked()).toEqual(['/v0/postings/kitelane?mode=json&skip=0&limit=100'])
    expect(page?.postings).toHaveLength(7)
  })

  it('names the employer as the source declares, else after the company slug', async () => {
    const [declared] = await collectPages(leverConnector.fetchPostings(source({ name: 'Kitelane Software' }), createTestConnectorContext()))
    expect(declared?.postings[0]?.employer_name).toBe('Kitelane Software')
    const [fromSlug] = await collectPages(leverConnector.fetchPostings(source(), createTestConnectorContext()))
    expect(fromSlug?.postings[0]?.employer_name).toBe('Kitelane')
  })

  it('says a company that does not exist does not exist', async () => {
    const error = await collectPages(
      leverConnector.fetchPostings(source({ company: 'no-such-company' }), createTestConnectorContext()),
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SourceReadError)
    expect(error).toMatchObject({ message: 'Lever company "no-such-company" does not exist' })
  })

  it('waits out a 429 in the middle of the paging and goes on from the same page', async () => {
    const postings = createLeverConnector({ pageSize: 3 }).fetchPostings(source(), createTestConnectorContext())[Symbol.asyncIterator]()
    const first = await postings.next()
    expect(first.done).toBe(false)
    standIn.answerNext({ status: 429, headers: { 'retry-after': '0' } })
    const rest: number[] = []
    for (let next = await postings.next(); next.done !== true; next = await postings.next()) {
      rest.push(next.value.postings.length + next.value.rejected.length)
    }
    expect(rest).toEqual([3, 2])
    expect(pagesAsked()).toEqual([
      '/v0/postings/kitelane?mode=json&skip=0&limit=3',
      '/v0/postings/kitelane?mode=json&skip=3&limit=3',
      '/v0/postings/kitelane?mode=json&skip=3&limit=3',
      '/v0/postings/kitelane?mode=json&skip=6&limit=3',
    ])
  })

  it('hands a lasting server error to the run', async () => {
    standIn.answerNext({ status: 503, headers: { 'retry-after': '0' } }, 2)
    const error = await collectPages(leverConnector.fetchPostings(source(), createTestConnectorContext())).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BoundedFetchError)
    expect(error).toMatchObject({ kind: 'status', status: 503 })
  })
})
