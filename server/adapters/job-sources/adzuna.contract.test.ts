import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BoundedFetchError } from '#server/lib/bounded-fetch.ts'
import { startJobBoardsStandIn, type JobBoardsStandIn } from '#tests/stand-ins/job-boards.ts'
import { adzunaConnector, createAdzunaConnector } from './adzuna.ts'
import { expectGolden, normalisePages } from './golden.ts'
import { SourceReadError, type SourceOf } from './port.ts'
import { collectPages, createTestConnectorContext, type TestContextOptions } from './test-context.ts'

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

function source(overrides: Partial<SourceOf<'adzuna'>> = {}): SourceOf<'adzuna'> {
  return { kind: 'adzuna', query: 'developer', baseUrl: standIn.baseUrl, ...overrides }
}

function context(options: TestContextOptions = {}) {
  return createTestConnectorContext({ credentials: { adzuna: standIn.adzuna }, ...options })
}

function read(connector = adzunaConnector, declared = source(), withContext = context()) {
  return collectPages(connector.fetchPostings(declared, withContext))
}

async function failure(reading: Promise<unknown>): Promise<unknown> {
  return reading.then(
    () => null,
    (caught: unknown) => caught,
  )
}

describe('Adzuna connector against the job search API', () => {
  it('turns the recorded Indian search into the golden jobs rows and rejections', async () => {
    await expectGolden('adzuna', normalisePages(await read(), 'test-adzuna'), standIn.baseUrl)
  })

  it('searches India by default with the app id and key, the query and 50 results a page', async () => {
    await read()
    expect(standIn.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/api/jobs/in/search/1',
        query: {
          app_id: standIn.adzuna.appId,
          app_key: standIn.adzuna.appKey,
          what: 'developer',
          results_per_page: '50',
          'content-type': 'application/json',
        },
      },
    ])
  })

  it('asks for every page until the results run out', async () => {
    const pages = await read(createAdzunaConnector({ resultsPerPage: 3 }))
    expect(standIn.requests.map((request) => request.path)).toEqual([
      '/v1/api/jobs/in/search/1',
      '/v1/api/jobs/in/search/2',
      '/v1/api/jobs/in/search/3',
    ])
    expect(pages.map((page) => page.postings.length)).toEqual([3, 3, 1])
  })

  it('stops once it has read as many results as the count says', async () => {
    const pages = await read(createAdzunaConnector({ resultsPerPage: 7 }))
    expect(standIn.requests.map((request) => request.path)).toEqual(['/v1/api/jobs/in/search/1'])
    expect(pages.flatMap((page) => page.postings)).toHaveLength(7)
  })

  it('stops at the run’s page limit', async () => {
    const pages = await read(createAdzunaConnector({ resultsPerPage: 3 }), source(), context({ maxPages: 2 }))
    expect(standIn.requests.map((request) => request.path)).toEqual(['/v1/api/jobs/in/search/1', '/v1/api/jobs/in/search/2'])
    expect(pages.flatMap((page) => page.postings)).toHaveLength(6)
  })

  it('yields nothing for a search without results', async () => {
    expect(await read(adzunaConnector, source({ query: 'cobol mainframe' }))).toEqual([])
    expect(await read(adzunaConnector, source({ country: 'GB' }))).toEqual([])
    expect(standIn.requests.map((request) => request.path)).toEqual(['/v1/api/jobs/in/search/1', '/v1/api/jobs/gb/search/1'])
  })

  it('leaves out the salaries Adzuna predicted', async () => {
    const [page] = await read()
    const predicted = page?.postings.find((posting) => posting.job_id === '4420011873')
    expect(predicted).toBeDefined()
    expect(predicted).not.toHaveProperty('job_min_salary')
    expect(predicted).not.toHaveProperty('job_max_salary')
    const stated = page?.postings.find((posting) => posting.job_id === '4419823561')
    expect(stated).toMatchObject({ job_min_salary: 1500000, job_max_salary: 2200000, job_salary_period: 'YEAR' })
  })

  it('says so when ADZUNA_APP_ID and ADZUNA_APP_KEY are not set, without asking', async () => {
    const error = await failure(read(adzunaConnector, source(), createTestConnectorContext()))
    expect(error).toBeInstanceOf(SourceReadError)
    expect(error).toMatchObject({ message: 'Adzuna cannot be searched: ADZUNA_APP_ID and ADZUNA_APP_KEY are not set' })
    expect(standIn.requests).toEqual([])
  })

  it('says so when Adzuna refuses the keys, without repeating the key', async () => {
    const error = await failure(
      read(adzunaConnector, source(), context({ credentials: { adzuna: { appId: 'a1b2c3d4', appKey: 'revoked-key' } } })),
    )
    expect(error).toBeInstanceOf(SourceReadError)
    expect(error).toMatchObject({ message: 'Adzuna refused ADZUNA_APP_ID and ADZUNA_APP_KEY' })
  })

  it('says a country Adzuna does not serve is one', async () => {
    const error = await failure(read(adzunaConnector, source({ country: 'NP' })))
    expect(error).toBeInstanceOf(SourceReadError)
    expect(error).toMatchObject({ message: 'Adzuna does not search jobs in country "np"' })
  })

  it('waits out a 429 as Retry-After says and hands a lasting 500 to the run', async () => {
    standIn.answerNext({ status: 429, headers: { 'retry-after': '0' } })
    const [page] = await read()
    expect(page?.postings).toHaveLength(7)
    expect(standIn.requests).toHaveLength(2)

    standIn.answerNext({ status: 500, headers: { 'retry-after': '0' } }, 2)
    const error = await failure(read())
    expect(error).toBeInstanceOf(BoundedFetchError)
    expect(error).toMatchObject({ kind: 'status', status: 500 })
    expect(String(error)).not.toContain(standIn.adzuna.appKey)
  })
})
