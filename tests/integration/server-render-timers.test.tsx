import { environmentManager } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import type { Services } from '#server/services.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { createQueryClient } from '#app/lib/query-client.ts'
import Home, { loader as homeLoader } from '#app/routes/home.tsx'
import App, { loader as rootLoader } from '#app/root.tsx'

// The build's plugin (vite.config.ts) provides the language chunks' URLs; a unit test has no build.
vi.mock('virtual:language-chunks', () => ({ default: {} }))

// The server has every language before it serves (entry.server.tsx); so do these tests.
beforeAll(async () => {
  await loadAllLanguageResources()
})

afterEach(() => {
  vi.useRealTimers()
})

let database: DatabaseHandle
let services: Services

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  await insertJobs(database, [
    buildJob({ job_id: 'job-1', job_title: 'Platform Engineer' }),
    buildJob({ job_id: 'job-2', job_title: 'Site Reliability Engineer' }),
  ])
  services = buildTestServices(database)
})

afterAll(async () => {
  await database.close()
})

/**
 * The document body the server renders for a URL: the root and the landing route with their real
 * loaders' data from the real services. The loaders run first; fake timers then count what the render
 * itself leaves scheduled.
 */
async function renderLandingPage(url: string): Promise<string> {
  const rootData = rootLoader(buildLoaderArgs(url, services).args)
  const homeData = await homeLoader(buildLoaderArgs(url, services).args)
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: App, children: [{ id: 'routes/home', index: true, Component: Home }] },
  ])
  const { pathname, search } = new URL(url)
  vi.useFakeTimers()
  return renderToString(
    <Stub initialEntries={[`${pathname}${search}`]} hydrationData={{ loaderData: { root: rootData, 'routes/home': homeData } }} />,
  )
}

describe('the query client of a server render', () => {
  it('schedules no timer, so nothing of the render outlives the response (issue 6)', async () => {
    const html = await renderLandingPage('http://localhost/?q=software+engineer')
    // The page rendered its jobs from the query cache: the render did fill a cache.
    expect(html).toContain('Platform Engineer')
    expect(html).toContain('Site Reliability Engineer')
    // A finite gcTime would have left a garbage-collection timer per query here (10 minutes each).
    expect(vi.getTimerCount()).toBe(0)
  })

  it('schedules no timer for the landing page without a search either', async () => {
    await renderLandingPage('http://localhost/')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('the query client in the browser', () => {
  const isServer = environmentManager.isServer()
  afterEach(() => {
    environmentManager.setIsServer(() => isServer)
  })

  it('keeps the spec defaults: stale 5 min, cache 10 min, 3 retries of what the HTTP client has not retried', () => {
    environmentManager.setIsServer(() => false)
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries?.staleTime).toBe(5 * 60_000)
    expect(queries?.gcTime).toBe(10 * 60_000)
    const retry = queries?.retry
    if (typeof retry !== 'function') throw new Error('expected a retry function')
    // Anything else (a loader of another kind) gets the spec's 3 retries.
    expect([0, 1, 2, 3].map((count) => retry(count, new Error('chunk failed')))).toEqual([true, true, true, false])
    // The HTTP client has made its 3 attempts already: retrying its ApiError would multiply them.
    expect(retry(0, toApiError(new TypeError('Failed to fetch')))).toBe(false)
  })
})
