import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, expect, it } from 'vitest'
import { JobPageView, type JobPageData } from '#app/features/job-pages/index.ts'
import { CarriedSearchSection } from '#app/features/history/pages.ts'
import { LandingPage } from '#app/features/landing/index.ts'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { createQueryClient } from '#app/lib/query-client.ts'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as jobsLoader } from '#app/routes/jobs.tsx'
import type { Job } from '#core/jobs/job.schema.ts'
import { rebuildSearchTables } from '#server/features/jobs/index.ts'
import type { Services } from '#server/services.ts'
import { buildJob, daysAgo, insertJobs, type NewJob } from '#tests/support/factories.ts'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { saveOnboardingCity } from '#tests/support/personal-search.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * Every path by which a signed-in person reaches a search without words and without a place leads with
 * their city, then their country (decision 078): /jobs (its pages, its Next links and "Show all
 * equally"), the landing page's search of words that only ask for a filter, and the search View All
 * carries to /dashboard. A guest's /jobs is everyone's listing, without the line.
 */

beforeAll(async () => {
  await loadAllLanguageResources()
})

const PUNE = ['pune-0', 'pune-1', 'pune-2', 'pune-3']
const INDIA = ['mumbai-0', 'delhi-0', 'mumbai-1', 'delhi-1', 'mumbai-2', 'delhi-2', 'mumbai-3', 'delhi-3']
const ABROAD = ['london-0', 'berlin-0', 'london-1']
/** Everyone's /jobs, newest first: Pune's jobs are the oldest of their kind at each turn. */
const NEWEST_FIRST = [...INDIA.slice(0, 4), ...ABROAD, ...PUNE, ...INDIA.slice(4)]
/** Hers: Pune, then the rest of India, then abroad, each newest first. */
const LED = [...PUNE, ...INDIA, ...ABROAD]

const places = {
  pune: { job_city: 'Pune', job_state: 'Maharashtra', job_country: 'IN' },
  mumbai: { job_city: 'Mumbai', job_state: 'Maharashtra', job_country: 'IN' },
  delhi: { job_city: 'Delhi', job_state: 'Delhi', job_country: 'IN' },
  london: { job_city: 'London', job_state: 'England', job_country: 'GB' },
  berlin: { job_city: 'Berlin', job_state: 'Berlin', job_country: 'DE' },
} as const

function buildCatalogue(): NewJob[] {
  return NEWEST_FIRST.map((id, index) => {
    const city = id.split('-')[0] as keyof typeof places
    return buildJob({
      job_id: id,
      job_title: 'Office Assistant',
      ...places[city],
      job_posted_at_datetime_utc: daysAgo(0.1 * (index + 1)).toISOString(),
    })
  })
}

function readFound(page: JobPageData) {
  if (page.status !== 'found') throw new Error('expected a found job page')
  return page
}

const ids = (jobs: readonly Job[]) => jobs.map((job) => job.job_id)

/** Renders inside a data router whose root loader names the reader (signed in or not) and their language. */
function render(
  node: ReactNode,
  options: { language?: string; isSignedIn: boolean; entry?: string | { pathname: string; state: unknown } },
): string {
  const user = options.isSignedIn ? { id: 'user-asha', email: 'asha@example.com', name: 'Asha Rao' } : null
  const router = createMemoryRouter([{ id: 'root', path: '*', loader: () => null, Component: () => node }], {
    initialEntries: [options.entry ?? '/'],
    hydrationData: { loaderData: { root: { lang: options.language ?? 'en', user } } },
  })
  return renderToString(
    <TranslationProvider i18n={createI18n(options.language ?? 'en')}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TranslationProvider>,
  )
}

/** The "Showing jobs near … first · Show all equally" line's text and its link. */
function readPlaceLine(html: string): { text: string; href: string } | null {
  const line = /<p[^>]*data-testid="place-preference"[^>]*>([\s\S]*?)<\/p>/u.exec(html)?.[1]
  if (line === undefined) return null
  const href = /href="([^"]*)"/u.exec(line)?.[1]?.replaceAll('&amp;', '&') ?? ''
  return { text: line.replace(/<[^>]+>/gu, '').replace(/<!-- -->/gu, ''), href }
}

describeOnDatabases('a signed-in browse on every page that reaches it', (getHandle) => {
  let services: Services
  let asha: TestAccount

  beforeAll(async () => {
    const handle = getHandle()
    await insertJobs(handle, buildCatalogue())
    await rebuildSearchTables(handle.db)
    services = buildTestServices(handle, { jobs: { cacheTtlMs: 0 } })
    const app = buildTestApp(handle, { services })
    asha = await createSignedInAccount(app, handle, { name: 'Asha Rao' })
    await saveOnboardingCity(app, asha, { city: 'Pune', state: 'Maharashtra' })
  })

  async function openJobs(path: string, account: TestAccount | null) {
    const { args } = buildLoaderArgs(`http://localhost${path}`, services, account ? { cookie: account.cookie } : {})
    return readFound((await jobsLoader(args)).data)
  }

  it("a guest's /jobs is everyone's listing, newest first, without the line", async () => {
    const page = await openJobs('/jobs', null)
    expect(ids(page.jobs)).toEqual(NEWEST_FIRST.slice(0, 10))
    expect(page.preferredCities).toEqual([])
    expect(readPlaceLine(render(<JobPageView page={page} />, { isSignedIn: false }))).toBeNull()
    const next = await openJobs(page.nextPath ?? '', null)
    expect(ids(next.jobs)).toEqual(NEWEST_FIRST.slice(10))
  })

  it('signed in, /jobs leads with her city, then India, then abroad, says so in English and Hindi, and its Next link goes on', async () => {
    const page = await openJobs('/jobs', asha)
    expect(ids(page.jobs)).toEqual(LED.slice(0, 10))
    expect(page.preferredCities).toEqual(['Pune'])
    expect(readPlaceLine(render(<JobPageView page={page} />, { isSignedIn: true }))).toEqual({
      text: 'Showing jobs near Pune first·Show all equally',
      href: '/jobs?prefer_my_cities=false',
    })
    expect(readPlaceLine(render(<JobPageView page={page} />, { isSignedIn: true, language: 'hi' }))?.text).toBe(
      'पुणे के पास की नौकरियाँ पहले दिखाई जा रही हैं·सभी को बराबर दिखाएँ',
    )
    expect(page.nextPath).toMatch(/^\/jobs\?page=2&after=/u)
    const next = await openJobs(page.nextPath ?? '', asha)
    expect(ids(next.jobs)).toEqual(LED.slice(10))
    // The page number alone (a link without its cursor) cuts the same listing.
    expect(ids((await openJobs('/jobs?page=2', asha)).jobs)).toEqual(LED.slice(10))
  })

  it('"Show all equally" lists every place equally, keeps it on its Next link and filter chips, and offers the way back', async () => {
    const page = await openJobs('/jobs?prefer_my_cities=false', asha)
    expect(ids(page.jobs)).toEqual(NEWEST_FIRST.slice(0, 10))
    expect(page.preferredCities).toEqual([])
    const html = render(<JobPageView page={page} />, { isSignedIn: true })
    expect(readPlaceLine(html)).toEqual({ text: 'Showing jobs from every place equally·Show jobs near my city first', href: '/jobs' })
    expect(html).toContain('href="/jobs?featured=true&amp;prefer_my_cities=false"')
    expect(page.nextPath).toMatch(/^\/jobs\?prefer_my_cities=false&page=2&after=/u)
    // The <head> names the page as everyone has it.
    expect(page.meta).toMatchObject({ canonicalUrl: 'https://jobyatra.example/jobs', nextUrl: 'https://jobyatra.example/jobs?page=2' })
    expect(ids((await openJobs(page.nextPath ?? '', asha)).jobs)).toEqual(NEWEST_FIRST.slice(10))
  })

  it('a search with words on /jobs leads with her city as the landing page does', async () => {
    const page = await openJobs('/jobs?q=office+assistant', asha)
    expect(page.preferredCities).toEqual(['Pune'])
    expect(ids(page.jobs).slice(0, 4)).toEqual(PUNE)
    expect(ids((await openJobs('/jobs?q=office+assistant', null)).jobs).slice(0, 4)).toEqual(NEWEST_FIRST.slice(0, 4))
  })

  it('the landing page, signed in, leads a search of words that only ask for a filter ("jobs") with her city', async () => {
    const { args } = buildLoaderArgs('http://localhost/?q=jobs', services, { cookie: asha.cookie })
    const { initial } = await homeLoader(args)
    expect(initial.response?.parameters.preferred_cities).toEqual(['Pune'])
    expect(initial.response?.data.map((job) => job.job_id)).toEqual(LED)
    const html = render(<LandingPage initial={initial} figures={null} />, { isSignedIn: true, entry: '/?q=jobs' })
    expect(readPlaceLine(html)).toEqual({ text: 'Showing jobs near Pune first·Show all equally', href: '/?q=jobs&prefer_my_cities=false' })

    const guest = await homeLoader(buildLoaderArgs('http://localhost/?q=jobs', services).args)
    expect(guest.initial.response?.parameters.preferred_cities).toEqual([])
    expect(guest.initial.response?.data.map((job) => job.job_id)).toEqual(NEWEST_FIRST)
  })

  it('the search carried to /dashboard says whether her city led it, and opens its listing the same way', async () => {
    const page = await openJobs('/jobs', asha)
    const carried = { jobs: page.jobs, query: 'jobs', location: '' }
    const led = render(<CarriedSearchSection />, {
      isSignedIn: true,
      entry: { pathname: '/dashboard', state: { ...carried, preferredCities: ['Pune'], isEveryPlaceEqual: false } },
    })
    expect(readPlaceLine(led)).toEqual({
      text: 'Showing jobs near Pune first·Show all equally',
      href: '/jobs?q=jobs&prefer_my_cities=false',
    })
    expect(led).toMatch(/<a[^>]*href="\/jobs\?q=jobs"[^>]*>Open in job search/u)

    const equal = render(<CarriedSearchSection />, {
      isSignedIn: true,
      entry: { pathname: '/dashboard', state: { ...carried, preferredCities: [], isEveryPlaceEqual: true } },
    })
    expect(readPlaceLine(equal)).toEqual({
      text: 'Showing jobs from every place equally·Show jobs near my city first',
      href: '/jobs?q=jobs',
    })
    expect(equal).toMatch(/<a[^>]*href="\/jobs\?q=jobs&amp;prefer_my_cities=false"[^>]*>Open in job search/u)
  })
})
