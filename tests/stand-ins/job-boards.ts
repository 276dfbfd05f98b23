import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import ashbyJobBoard from '#server/adapters/job-sources/fixtures/ashby-job-board.json' with { type: 'json' }
import adzunaSearch from '#server/adapters/job-sources/fixtures/adzuna-search.json' with { type: 'json' }
import greenhouseBoard from '#server/adapters/job-sources/fixtures/greenhouse-board.json' with { type: 'json' }
import greenhouseJobs from '#server/adapters/job-sources/fixtures/greenhouse-jobs.json' with { type: 'json' }
import leverPostings from '#server/adapters/job-sources/fixtures/lever-postings.json' with { type: 'json' }

/**
 * The public job APIs of Greenhouse, Lever, Ashby and Adzuna on 127.0.0.1, answering from recorded
 * responses (server/adapters/job-sources/fixtures/) the way each provider does:
 * - Greenhouse `GET /v1/boards/{board}` and `/v1/boards/{board}/jobs`, with description, departments
 *   and offices only when `content=true`;
 * - Lever `GET /v0/postings/{company}`, paged exactly by `skip` and `limit`;
 * - Ashby `GET /posting-api/job-board/{board}`, with compensation only when `includeCompensation=true`;
 * - Adzuna `GET /v1/api/jobs/{country}/search/{page}`, refusing a wrong app_id/app_key with 401,
 *   matching `what` against title and description and paging by `results_per_page` (default 10).
 * An unknown board, company or country answers 404 as the provider does. It records every request
 * and `answerNext` makes it answer the next ones with another status (429 with Retry-After, 500 …);
 * `holdNext` keeps the next request waiting until released, so a run can be caught in progress.
 */

export const standInBoards = { greenhouse: 'paysetu', lever: 'kitelane', ashby: 'quillbyte', adzunaCountry: 'in' } as const

/** The countries Adzuna serves; only India has recorded results, the others answer an empty search. */
const adzunaCountries = new Set([
  'at',
  'au',
  'be',
  'br',
  'ca',
  'ch',
  'de',
  'es',
  'fr',
  'gb',
  'in',
  'it',
  'mx',
  'nl',
  'nz',
  'pl',
  'sg',
  'us',
  'za',
])

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
}

export interface QueuedAnswer {
  status: number
  headers?: Record<string, string>
  body?: string
}

export interface JobBoardsStandIn {
  baseUrl: string
  adzuna: { appId: string; appKey: string }
  requests: RecordedRequest[]
  answerNext(answer: QueuedAnswer, times?: number): void
  /**
   * The next request waits, unanswered, until `release` is called; then it is answered as it would
   * have been. `held` settles when that request has arrived.
   */
  holdNext(): { held: Promise<void>; release(): void }
  close(): Promise<void>
}

export async function startJobBoardsStandIn(): Promise<JobBoardsStandIn> {
  const adzuna = { appId: 'a1b2c3d4', appKey: 'stand-in-adzuna-key-5e6f7a8b9c0d' }
  const requests: RecordedRequest[] = []
  const queuedAnswers: QueuedAnswer[] = []

  function route(path: string, query: Record<string, string>): { status: number; body: unknown } {
    const greenhouse = /^\/v1\/boards\/([^/]+)(\/jobs)?$/.exec(path)
    if (greenhouse !== null) return greenhouseAnswer(decodeURIComponent(greenhouse[1] ?? ''), greenhouse[2] !== undefined, query)
    const lever = /^\/v0\/postings\/([^/]+)$/.exec(path)
    if (lever !== null) return leverAnswer(decodeURIComponent(lever[1] ?? ''), query)
    const ashby = /^\/posting-api\/job-board\/([^/]+)$/.exec(path)
    if (ashby !== null) return ashbyAnswer(decodeURIComponent(ashby[1] ?? ''), query)
    const adzunaSearchPath = /^\/v1\/api\/jobs\/([^/]+)\/search\/([^/]+)$/.exec(path)
    if (adzunaSearchPath !== null) return adzunaAnswer(adzunaSearchPath[1] ?? '', adzunaSearchPath[2] ?? '', query, adzuna)
    return { status: 404, body: { error: 'Not Found' } }
  }

  /** Requests to keep waiting, in turn: each is answered once `released` settles. */
  const holds: Array<{ released: Promise<void>; onHeld: () => void }> = []

  const server = createServer((request, response) => {
    const hold = holds.shift()
    if (hold !== undefined) {
      hold.onHeld()
      void hold.released.then(() => answer(request, response))
      return
    }
    answer(request, response)
  })

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const query = Object.fromEntries(url.searchParams)
    requests.push({ method: request.method ?? '', path: url.pathname, query })
    request.resume()
    const queued = queuedAnswers.shift()
    if (queued !== undefined) {
      response.writeHead(queued.status, { 'content-type': 'application/json', ...queued.headers })
      response.end(queued.body ?? JSON.stringify({ error: 'stand-in answer' }))
      return
    }
    if (request.method !== 'GET') {
      answerJson(response, 405, { error: 'Method Not Allowed' })
      return
    }
    const routed = route(url.pathname, query)
    answerJson(response, routed.status, routed.body)
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    adzuna,
    requests,
    answerNext(answer, times = 1) {
      for (let index = 0; index < times; index += 1) queuedAnswers.push(answer)
    },
    holdNext() {
      let release = () => {}
      let onHeld = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      const held = new Promise<void>((resolve) => {
        onHeld = resolve
      })
      holds.push({ released, onHeld })
      return { held, release }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function answerJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

function greenhouseAnswer(board: string, isJobList: boolean, query: Record<string, string>) {
  if (board !== standInBoards.greenhouse) return { status: 404, body: { status: 404, error: 'Job not found' } }
  if (!isJobList) return { status: 200, body: greenhouseBoard }
  if (query.content === 'true') return { status: 200, body: greenhouseJobs }
  const jobs = greenhouseJobs.jobs.map(({ content: _content, departments: _departments, offices: _offices, ...summary }) => summary)
  return { status: 200, body: { ...greenhouseJobs, jobs } }
}

function leverAnswer(company: string, query: Record<string, string>) {
  if (company !== standInBoards.lever) return { status: 404, body: { ok: false, error: 'Document not found' } }
  const skip = Number(query.skip ?? 0)
  const limit = query.limit === undefined ? leverPostings.length : Number(query.limit)
  if (!Number.isInteger(skip) || skip < 0 || !Number.isInteger(limit) || limit < 0) {
    return { status: 400, body: { ok: false, error: 'Invalid skip or limit' } }
  }
  return { status: 200, body: leverPostings.slice(skip, skip + limit) }
}

function ashbyAnswer(board: string, query: Record<string, string>) {
  if (board !== standInBoards.ashby) return { status: 404, body: { success: false, errors: ['Job board not found'] } }
  if (query.includeCompensation === 'true') return { status: 200, body: ashbyJobBoard }
  const jobs = ashbyJobBoard.jobs.map(({ compensation: _compensation, ...rest }) => rest)
  return { status: 200, body: { ...ashbyJobBoard, jobs } }
}

const adzunaAuthFailure = {
  __CLASS__: 'Adzuna::API::Response::Exception',
  exception: 'AUTH_FAIL',
  display: 'Authorisation failed',
  doc: 'https://api.adzuna.com/v1/doc',
}

function adzunaAnswer(country: string, pageText: string, query: Record<string, string>, credentials: { appId: string; appKey: string }) {
  if (query.app_id !== credentials.appId || query.app_key !== credentials.appKey) return { status: 401, body: adzunaAuthFailure }
  if (!adzunaCountries.has(country)) return { status: 404, body: { exception: 'NOT_FOUND', display: 'Country not supported' } }
  const page = Number(pageText)
  const perPage = Number(query.results_per_page ?? 10)
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1) {
    return { status: 400, body: { exception: 'BAD_REQUEST', display: 'Invalid page or results_per_page' } }
  }
  const words = (query.what ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const recorded = country === standInBoards.adzunaCountry ? adzunaSearch.results : []
  const matching = recorded.filter((result) => {
    const text = `${result.title} ${result.description}`.replace(/<[^>]+>/g, '').toLowerCase()
    return words.every((word) => text.includes(word))
  })
  const results = matching.slice((page - 1) * perPage, page * perPage)
  return { status: 200, body: { ...adzunaSearch, count: matching.length, results } }
}
