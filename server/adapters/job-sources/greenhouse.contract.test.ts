import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BoundedFetchError } from '#server/lib/bounded-fetch.ts'
import { startJobBoardsStandIn, standInBoards, type JobBoardsStandIn } from '#tests/stand-ins/job-boards.ts'
import { expectGolden, normalisePages } from './golden.ts'
import { greenhouseConnector } from './greenhouse.ts'
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

function source(overrides: Partial<SourceOf<'greenhouse'>> = {}): SourceOf<'greenhouse'> {
  return { kind: 'greenhouse', board: standInBoards.greenhouse, baseUrl: standIn.baseUrl, ...overrides }
}

function read(declared = source(), context = createTestConnectorContext()) {
  return collectPages(greenhouseConnector.fetchPostings(declared, context))
}

describe('Greenhouse connector against the Job Board API', () => {
  it('turns the recorded board into the golden jobs rows and rejections', async () => {
    await expectGolden('greenhouse', normalisePages(await read(), 'test-greenhouse'), standIn.baseUrl)
  })

  it('asks for the board, then all its jobs with their content, once each', async () => {
    await read()
    expect(standIn.requests).toEqual([
      { method: 'GET', path: '/v1/boards/paysetu', query: {} },
      { method: 'GET', path: '/v1/boards/paysetu/jobs', query: { content: 'true' } },
    ])
  })

  it('hands on the HTML the employer wrote, unescaped once, for the normaliser to sanitise', async () => {
    const pages = await read()
    const designer = pages[0]?.postings.find((posting) => posting.job_id === '4012345023')
    expect(designer?.job_description).toBe(
      '<p>Design the merchant app used by kirana stores, chemists and tiffin services in 14 languages.</p><ul><li>3+ years of product design for mobile apps</li><li>A portfolio that shows research with real users in Tier 2 and Tier 3 cities</li></ul>',
    )
    const { rows } = normalisePages(pages, 'test-greenhouse')
    expect(JSON.stringify(rows)).not.toMatch(/<|&lt;|&amp;|&#39;|ghTrack|onclick/)
  })

  it('names the employer as the board does, else as the source declares', async () => {
    const [fromBoard] = await read(source({ name: 'PaySetu Careers' }))
    expect(new Set(fromBoard?.postings.map((posting) => posting.employer_name))).toEqual(new Set(['PaySetu']))

    standIn.answerNext({ status: 200, body: JSON.stringify({ name: '', content: '' }) })
    const [declared] = await read(source({ name: 'PaySetu Careers' }))
    expect(new Set(declared?.postings.map((posting) => posting.employer_name))).toEqual(new Set(['PaySetu Careers']))
  })

  it('says a board that does not exist does not exist', async () => {
    const error = await read(source({ board: 'no-such-board' })).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SourceReadError)
    expect(error).toMatchObject({ message: 'Greenhouse board "no-such-board" does not exist' })
  })

  it('waits out a 429 as Retry-After says and hands a lasting 500 to the run', async () => {
    standIn.answerNext({ status: 429, headers: { 'retry-after': '0' } })
    const [page] = await read()
    expect(page?.postings).toHaveLength(6)
    expect(standIn.requests.map((request) => request.path)).toEqual(['/v1/boards/paysetu', '/v1/boards/paysetu', '/v1/boards/paysetu/jobs'])

    standIn.answerNext({ status: 500, headers: { 'retry-after': '0' } }, 2)
    const error = await read().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BoundedFetchError)
    expect(error).toMatchObject({ kind: 'status', status: 500 })
  })
})
