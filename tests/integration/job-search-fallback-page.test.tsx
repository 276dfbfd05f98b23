import pino from 'pino'
import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { JobPageView, type JobPageData } from '#app/features/job-pages/index.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { loader as jobsLoader } from '#app/routes/jobs.tsx'
import { createJSearchClient } from '#server/adapters/job-sources/jsearch-client.ts'
import { createLiveSearchStore, createJobsService, rebuildSearchTables } from '#server/features/jobs/index.ts'
import type { Services } from '#server/services.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { startJSearchStandIn, type JSearchStandIn } from '#tests/stand-ins/jsearch.ts'

/**
 * The job search page (/jobs?q=…) with JOB_SEARCH_PROVIDER=jsearch: when JSearch fails, the page
 * lists stored jobs and says so, in the reader's language (spec 001 §4 "Search fallback").
 */

const NOTICE = {
  en: 'Showing recently saved jobs while search is unavailable',
  hi: 'खोज अभी उपलब्ध नहीं है, इसलिए हाल में सेव की गई नौकरियाँ दिखाई जा रही हैं',
}
const SEARCH_URL = 'http://localhost/jobs?q=software+engineer&location=Bengaluru'

beforeAll(async () => {
  await loadAllLanguageResources()
})

function renderPage(page: JobPageData, language: string): string {
  const router = createMemoryRouter([{ id: 'root', path: '*', loader: () => null, Component: () => <JobPageView page={page} /> }], {
    hydrationData: { loaderData: { root: { lang: language } } },
  })
  return renderToString(
    <TranslationProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  )
}

describeOnDatabases('job search page when JSearch fails', (getHandle) => {
  let standIn: JSearchStandIn
  let services: Services

  beforeAll(async () => {
    standIn = await startJSearchStandIn()
    const handle = getHandle()
    await insertJobs(handle, [buildJob({ job_id: 'stored-se', job_title: 'Software Engineer', employer_name: 'Stored Systems' })])
    await rebuildSearchTables(handle.db)
    const logger = pino({ level: 'silent' })
    const source = createJSearchClient({ apiKey: standIn.apiKey, host: standIn.host, baseUrl: standIn.baseUrl })
    const jobs = createJobsService({ database: handle, logger, liveSearch: { source, storePostings: createLiveSearchStore(handle.db) } })
    services = { ...buildTestServices(handle, { logger }), jobs }
  })

  afterAll(async () => {
    await standIn.close()
  })

  it('lists the stored jobs and says they stand in for search, in English and Hindi', async () => {
    standIn.answerNext({ status: 500 })
    const { data: page } = await jobsLoader(buildLoaderArgs(SEARCH_URL, services).args)
    expect(page).toMatchObject({ status: 'found', isCached: true, jobs: [{ job_id: 'stored-se' }] })
    expect(renderPage(page, 'en')).toContain(NOTICE.en)
    expect(renderPage(page, 'hi')).toContain(NOTICE.hi)
  })

  it('says nothing of the kind when JSearch answers', async () => {
    const { data: page } = await jobsLoader(buildLoaderArgs(SEARCH_URL, services).args)
    expect(page).toMatchObject({ status: 'found', isCached: false })
    const html = renderPage(page, 'en')
    expect(html).toContain('Software Development Engineer II')
    expect(html).not.toContain(NOTICE.en)
  })
})
