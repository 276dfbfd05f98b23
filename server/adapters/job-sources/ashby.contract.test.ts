import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BoundedFetchError } from '#server/lib/bounded-fetch.ts'
import { startJobBoardsStandIn, standInBoards, type JobBoardsStandIn } from '#tests/stand-ins/job-boards.ts'
import { ashbyConnector } from './ashby.ts'
import { expectGolden, normalisePages } from './golden.ts'
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

function source(overrides: Partial<SourceOf<'ashby'>> = {}): SourceOf<'ashby'> {
  return { kind: 'ashby', board: standInBoards.ashby, baseUrl: standIn.baseUrl, ...overrides }
}

function read(declared = source()) {
  return collectPages(ashbyConnector.fetchPostings(declared, createTestConnectorContext()))
}

describe('Ashby connector against the job posting API', () => {
  it('turns the recorded job board into the golden jobs rows and rejections', async () => {
    await expectGolden('ashby', normalisePages(await read(), 'test-ashby'), standIn.baseUrl)
  })

  it('asks for the board once, with compensation', async () => {
    await read()
    expect(standIn.requests).toEqual([{ method: 'GET', path: '/posting-api/job-board/quillbyte', query: { includeCompensation: 'true' } }])
  })

  it('leaves out jobs the board does not list, without calling them rejected', async () => {
    const [page] = await read()
    expect(page?.postings.map((posting) => posting.job_title)).not.toContain('Head of Finance')
    expect(page?.rejected.map((rejection) => rejection.item)).not.toContain('7dae5f60-8192-43a4-8eb5-f60718293a45')
    expect(page?.postings).toHaveLength(5)
  })

  it('takes the base salary among the compensation components, and the posting id from its link when the answer has none', async () => {
    const [page] = await read()
    const engineer = page?.postings.find((posting) => posting.job_id === '4a7b2c3d-5e6f-4071-9b82-c3d4e5f60712')
    expect(engineer).toMatchObject({
      job_min_salary: 180000,
      job_max_salary: 230000,
      job_salary_currency: 'USD',
      job_salary_period: 'YEAR',
    })
    const support = page?.postings.find((posting) => posting.job_title === 'Customer Support Specialist (Part-time)')
    expect(support?.job_id).toBe('e2c4b6a8-1d3f-4a5b-9c7d-0e1f2a3b4c5d')
  })

  it('names the employer as the source declares, else after the board name', async () => {
    const [declared] = await read(source({ name: 'Quillbyte AI' }))
    expect(declared?.postings[0]?.employer_name).toBe('Quillbyte AI')
    const [fromBoard] = await read()
    expect(fromBoard?.postings[0]?.employer_name).toBe('Quillbyte')
  })

  it('says a board that does not exist does not exist', async () => {
    const error = await read(source({ board: 'no-such-board' })).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SourceReadError)
    expect(error).toMatchObject({ message: 'Ashby job board "no-such-board" does not exist' })
  })

  it('refuses an answer that is not JSON as a source it cannot read', async () => {
    standIn.answerNext({ status: 200, headers: { 'content-type': 'text/html' }, body: '<html><body>Maintenance</body></html>' })
    const error = await read().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SourceReadError)
    expect(error).toMatchObject({ message: 'Ashby answered with something other than JSON' })
  })

  it('waits out a 429 as Retry-After says and hands a lasting 500 to the run', async () => {
    standIn.answerNext({ status: 429, headers: { 'retry-after': '0' } })
    const [page] = await read()
    expect(page?.postings).toHaveLength(5)
    expect(standIn.requests).toHaveLength(2)

    standIn.answerNext({ status: 500, headers: { 'retry-after': '0' } }, 2)
    const error = await read().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BoundedFetchError)
    expect(error).toMatchObject({ kind: 'status', status: 500 })
  })
})
