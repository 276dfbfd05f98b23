import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { createQueryClient } from '#app/lib/query-client.ts'
import { LandingPage, type LandingInitialSearch } from '#app/features/landing/index.ts'
import type { JobFigures } from '#core/jobs/listings.ts'
import { RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { ErrorBoundary, loader } from '#app/routes/home.tsx'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { rebuildSearchTables } from '#server/features/jobs/index.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestServices } from '#tests/support/services.ts'

/**
 * The landing route's loader on the real services: a search in the URL is answered on the server,
 * and a search the server cannot run takes the API's error path (serverRoute) to the route's
 * ErrorBoundary, which shows the landing page with the search-failed panel.
 */

let database: DatabaseHandle

beforeAll(async () => {
  await loadAllLanguageResources()
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  await insertJobs(database, [
    buildJob({ job_id: 'data-analyst-pune', job_title: 'Data Analyst', job_city: 'Pune', job_state: 'Maharashtra' }),
    buildJob({ job_id: 'data-analyst-london', job_title: 'Data Analyst', job_city: 'London', job_state: null, job_country: 'GB' }),
    buildJob({ job_id: 'software-engineer-pune', job_title: 'Software Engineer', job_city: 'Pune', job_state: 'Maharashtra' }),
  ])
  // The vocabulary spelling corrections come from.
  await rebuildSearchTables(database.db)
})

afterAll(async () => {
  await database.close()
})

/** Renders the landing page the way the server does with what its loader found. */
function renderLanding(url: string, initial: LandingInitialSearch, language = 'en', figures: JobFigures | null = null): string {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => null,
        children: [{ id: 'routes/home', index: true, Component: () => <LandingPage initial={initial} figures={figures} /> }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: { lang: language, user: null }, 'routes/home': null } } },
  )
  return renderToString(
    <TranslationProvider i18n={createI18n(language)}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TranslationProvider>,
  )
}

/** Renders the home route the way the server does after its loader threw `thrown`. */
function renderFailedLanding(url: string, thrown: unknown): string {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => null, children: [{ id: 'routes/home', index: true, Component: () => null, ErrorBoundary }] }],
    {
      initialEntries: [url],
      hydrationData: { loaderData: { root: { lang: 'en', user: null } }, errors: { 'routes/home': thrown } },
    },
  )
  return renderToString(
    <TranslationProvider i18n={createI18n('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TranslationProvider>,
  )
}

describe('landing route', () => {
  it('answers a search in the URL on the server, in the API shape', async () => {
    const { args } = buildLoaderArgs('http://localhost/?q=data+analyst', buildTestServices(database), {
      headers: { 'accept-language': 'en-IN,en;q=0.9' },
    })
    const { initial } = await loader(args)
    expect(initial.error).toBeNull()
    expect(initial.response?.status).toBe('OK')
    expect(initial.response?.request_id).toBe('req-test')
    expect(initial.response?.data.map((job) => job.job_id)).toEqual(['data-analyst-pune', 'data-analyst-london'])
  })

  it('tells the total, links View All to the public listing, and names the place in the reader language', async () => {
    const { args } = buildLoaderArgs('http://localhost/?q=data+analyst&location=Pune', buildTestServices(database))
    const { initial } = await loader(args)
    expect(initial.response?.parameters).toMatchObject({ total: 1, total_is_estimate: false, has_more: false })
    const html = renderLanding('/?q=data+analyst&location=Pune', initial)
    expect(html).toContain('1 job found')
    expect(html).toMatch(/<a[^>]*href="\/jobs\?q=data\+analyst&amp;location=Pune"[^>]*>View 1 Job/)
    const hindi = renderLanding('/?q=data+analyst&location=Pune', initial, 'hi')
    expect(hindi).toMatch(/<h2[^>]*>पुणे में data analyst की नौकरियाँ<\/h2>/)
    expect(hindi).toContain('1 नौकरी मिली')
    // The popular location chips name their cities from the same list of names.
    for (const chip of ['बेंगलुरु', 'मुंबई', 'दिल्ली', 'पुणे', 'रिमोट', 'अमेरिका']) expect(hindi).toMatch(new RegExp(`<button[^>]*>${chip}</button>`))
  })

  it("ranks the visitor's country first, from the request's Accept-Language", async () => {
    const inBritain = buildLoaderArgs('http://localhost/?q=data+analyst', buildTestServices(database), {
      headers: { 'accept-language': 'en-GB' },
    })
    const { initial } = await loader(inBritain.args)
    expect(initial.response?.data.map((job) => job.job_id)).toEqual(['data-analyst-london', 'data-analyst-pune'])
  })

  it('heads a corrected search with the words it used and links to the words as typed', async () => {
    const { args } = buildLoaderArgs('http://localhost/?q=sofware+enginer', buildTestServices(database))
    const { initial } = await loader(args)
    expect(initial.response?.parameters).toMatchObject({ corrected_query: 'software engineer', spelling_corrected: true })
    const html = renderLanding('/?q=sofware+enginer', initial)
    expect(html).toMatch(/<h2[^>]*>Showing results for software engineer<\/h2>/)
    expect(html).toMatch(/<a[^>]*href="\/\?q=sofware\+enginer&amp;spell_check=false"[^>]*>Search instead for sofware enginer<\/a>/)

    const exact = buildLoaderArgs('http://localhost/?q=sofware+enginer&spell_check=false', buildTestServices(database))
    const typed = (await loader(exact.args)).initial
    expect(typed.response?.parameters).toMatchObject({ corrected_query: null, spelling_corrected: false })
    const typedHtml = renderLanding('/?q=sofware+enginer&spell_check=false', typed)
    expect(typedHtml).toMatch(/<h2[^>]*>sofware enginer jobs<\/h2>/)
    expect(typedHtml).not.toContain('Search instead for')
  })

  it('turns a failed search into the API error body and status, logged as the API logs it, for the ErrorBoundary', async () => {
    const gone = await openDatabase({ kind: 'pglite', dataDir: null })
    await gone.close()
    const { args, logRecords } = buildLoaderArgs('http://localhost/?q=data+analyst', buildTestServices(gone))
    const thrown: unknown = await loader(args).then(
      () => null,
      (error: unknown) => error,
    )
    expect(thrown).toMatchObject({
      init: { status: 500 },
      data: { error: { code: 'SERVER_INTERNAL_ERROR', message: 'Server error. Our team has been notified.', retryable: false } },
    })
    expect(logRecords.filter((record) => record.msg === 'request failed')).toHaveLength(1)

    const html = renderFailedLanding('/?q=data+analyst', new UNSAFE_ErrorResponseImpl(500, 'Internal Server Error', readData(thrown)))
    expect(html).toContain('Having Trouble Connecting')
    // The page around the results is still the landing page, with the search the person asked for.
    expect(html).toMatch(/<input[^>]*value="data analyst"/)
  })
})

describe("the hero's figures", () => {
  it('counts open jobs, those added in the last day, and portals from the jobs table, and shows only what it counted', async () => {
    const counted = await openDatabase({ kind: 'pglite', dataDir: null })
    const option = (publisher: string) => ({ publisher, apply_link: `https://${publisher.toLowerCase()}.example/job`, is_direct: false })
    const now = new Date()
    const longAgo = new Date(Date.now() - 20 * 86_400_000)
    await insertJobs(counted, [
      buildJob({ job_id: 'a', job_city: 'Pune' }, { createdAt: now, applyOptions: [option('LinkedIn'), option('Naukri')] }),
      buildJob({ job_id: 'b', job_city: 'Pune' }, { createdAt: now, applyOptions: [option('linkedin')] }),
      buildJob({ job_id: 'c', job_city: 'Chennai' }, { createdAt: longAgo, applyOptions: [option('Indeed')] }),
      buildJob({ job_id: 'gone', job_city: 'Delhi' }, { createdAt: now, isActive: false, applyOptions: [option('Monster')] }),
    ])
    try {
      const { args } = buildLoaderArgs('http://localhost/', buildTestServices(counted))
      const { initial, figures } = await loader(args)
      expect(figures).toEqual({ openJobs: 3, addedToday: 2, portals: 3 })

      const html = renderLanding('/', initial, 'en', figures)
      expect(html).toMatch(/>3<\/span><span[^>]*>Open jobs right now</)
      expect(html).toMatch(/>2<\/span><span[^>]*>Jobs added in the last day</)
      expect(html).toMatch(/>3<\/span><span[^>]*>Job portals and career pages</)
      expect(html).toMatch(new RegExp(`>${RESUME_TEMPLATE_IDS.length}</span><span[^>]*>Resume templates<`))
      for (const claim of ['12,000+', '4.8/5', '5X', '95%']) expect(html).not.toContain(claim)
      expect(renderLanding('/', initial, 'hi', figures)).toContain('अभी खुली नौकरियाँ')
    } finally {
      await counted.close()
    }
  })

  it('leaves out a figure that is zero, and every job figure when they could not be counted', async () => {
    const initial: LandingInitialSearch = { key: null, response: null, error: null, isTitleMissing: false }
    const noneThisWeek = renderLanding('/', initial, 'en', { openJobs: 40, addedToday: 0, portals: 2 })
    expect(noneThisWeek).toContain('Open jobs right now')
    expect(noneThisWeek).not.toContain('Jobs added in the last day')
    expect(noneThisWeek).toContain('Explore 40+ Jobs')

    const gone = await openDatabase({ kind: 'pglite', dataDir: null })
    await gone.close()
    const { args, logRecords } = buildLoaderArgs('http://localhost/', buildTestServices(gone))
    const { figures } = await loader(args)
    expect(figures).toBeNull()
    expect(logRecords.some((record) => record.msg === 'landing figures could not be counted')).toBe(true)
    const html = renderLanding('/', initial, 'en', figures)
    expect(html).not.toContain('Open jobs right now')
    expect(html).toContain('Resume templates')
  })
})

function readData(thrown: unknown): unknown {
  return typeof thrown === 'object' && thrown !== null && 'data' in thrown ? thrown.data : null
}
