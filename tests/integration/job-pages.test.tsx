import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, expect, it } from 'vitest'
import { buildJobPageMeta, JobPageView, type JobPageData } from '#app/features/job-pages/index.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { loader as governmentLoader } from '#app/routes/government-jobs.tsx'
import { loader as jobsLoader } from '#app/routes/jobs.tsx'
import { loader as jobsSlugLoader } from '#app/routes/jobs-slug.tsx'
import { loader as visaLoader } from '#app/routes/visa-sponsorship-jobs.tsx'
import { languageCookie } from '#app/lib/cookies.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { JOBS_PER_PAGE } from '#core/jobs/search-constants.ts'
import { rebuildSearchTables, type RawPosting } from '#server/features/jobs/index.ts'
import type { Services } from '#server/services.ts'
import { buildJob, daysAgo, insertJobs, type NewJob } from '#tests/support/factories.ts'
import { toCookieHeader } from '#tests/support/cookies.ts'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * The server-rendered job pages (/jobs, /jobs/in-{city}, /jobs/{role}, /visa-sponsorship-jobs,
 * /government-jobs): the route loaders run against the real jobs service over a test database, and
 * their data renders the way the server renders it.
 */

// The server has every language before it serves (entry.server.tsx); so do these tests.
beforeAll(async () => {
  await loadAllLanguageResources()
})

const EVIL_DESCRIPTION = 'Evil </script><script>alert(1)</script> text'
/** Two pages of government jobs, so the listing's total is more than one page shows. */
const GOVERNMENT_JOB_COUNT = JOBS_PER_PAGE + 2
/** With the featured remote job, two pages of remote jobs. */
const REMOTE_QA_JOB_COUNT = JOBS_PER_PAGE + 1
const PUNE_JOB_COUNT = 3

/**
 * A small catalogue where every page has jobs of its own and jobs it must leave out. The list is in
 * order of recency, newest first, so /jobs page 1 holds the </script> job and a remote one.
 */
function buildCatalogue(): NewJob[] {
  const pune = { job_city: 'Pune', job_state: 'Maharashtra' }
  const mumbai = { job_city: 'Mumbai', job_state: 'Maharashtra' }
  const remote = { job_city: null, job_state: null, job_is_remote: true }
  const featured = { isFeatured: true }
  const entries: Array<[posting: Partial<RawPosting>, row?: Partial<NewJob>]> = [
    // Real ingestion strips scripts from a description; the row holds one anyway, to prove the page never trusts it.
    [{ job_id: 'evil', job_title: 'Security Analyst' }, { description: EVIL_DESCRIPTION }],
    [{ job_id: 'remote-qa-00', job_title: 'QA Engineer', ...remote }],
    [{ job_id: 'pune-se-1', job_title: 'Software Engineer', ...pune }],
    [{ job_id: 'mumbai-da-1', job_title: 'Data Analyst', ...mumbai }],
    [{ job_id: 'featured-pm', job_title: 'Product Manager', job_city: 'Gurugram', job_state: 'Haryana' }, featured],
    [{ job_id: 'featured-remote', job_title: 'Frontend Developer', ...remote }, featured],
    [{ job_id: 'mumbai-counsel', job_title: 'In-house Counsel', ...mumbai }],
    [{ job_id: 'pune-se-2', job_title: 'Software Engineer', ...pune }],
    [{ job_id: 'mumbai-da-2', job_title: 'Senior Data Analyst', ...mumbai }],
    [
      {
        job_id: 'visa-nurse',
        job_title: 'Staff Nurse',
        job_city: 'London',
        job_state: 'England',
        job_country: 'GB',
        job_is_visa_sponsored: true,
      },
    ],
    [{ job_id: 'pune-da', job_title: 'Data Analyst', ...pune }],
    [
      {
        job_id: 'visa-se',
        job_title: 'Software Engineer',
        job_city: 'New York',
        job_state: 'New York',
        job_country: 'US',
        job_is_visa_sponsored: true,
      },
    ],
    [{ job_id: 'mumbai-accountant', job_title: 'Accountant', ...mumbai }],
  ]
  for (let index = 1; index < REMOTE_QA_JOB_COUNT; index += 1) {
    entries.push([{ job_id: `remote-qa-${String(index).padStart(2, '0')}`, job_title: 'QA Engineer', ...remote }])
  }
  for (let index = 0; index < GOVERNMENT_JOB_COUNT; index += 1) {
    entries.push([
      {
        job_id: `government-${String(index).padStart(2, '0')}`,
        job_title: 'Junior Engineer (Civil)',
        job_city: 'Delhi',
        job_state: 'Delhi',
        // One post per division: the same post, employer and city twice would be one job (its dedup hash).
        employer_name: `Public Works Department, Division ${index + 1}`,
        company_type: 'government',
        job_is_government: true,
      },
    ])
  }
  return entries.map(([posting, row], index) =>
    buildJob({ job_posted_at_datetime_utc: daysAgo(0.05 * (index + 1)).toISOString(), ...posting }, row),
  )
}

function readStatus(result: { init: ResponseInit | null }): number {
  return result.init?.status ?? 200
}

/** The jobs a found page lists; fails the test when the loader answered not found. */
function readJobs(page: JobPageData): Job[] {
  if (page.status !== 'found') throw new Error('expected a found job page')
  return page.jobs
}

/** Renders the page inside a data router (the job cards read the root loader's viewer), as the server would. */
function renderPage(page: JobPageData, language = 'en'): string {
  const router = createMemoryRouter([{ id: 'root', path: '*', loader: () => null, Component: () => <JobPageView page={page} /> }], {
    hydrationData: { loaderData: { root: { lang: language } } },
  })
  return renderToString(
    <TranslationProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  )
}

function readJsonLd(html: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  return blocks.map((block) => JSON.parse(block[1] ?? ''))
}

/** The JobPosting whose identifier is the job's id. */
function findPosting(postings: Array<Record<string, unknown>>, jobId: string): Record<string, unknown> | undefined {
  return postings.find((posting) => (posting.identifier as { value?: unknown } | undefined)?.value === jobId)
}

/** Job cards are the <article> elements of the results list. */
function countCards(html: string): number {
  return html.match(/<article\b/g)?.length ?? 0
}

/** The text of the results' count line ("12 jobs found"). */
function readCountLine(html: string): string | undefined {
  return html.match(/<p role="status"[^>]*>([^<]*)<\/p>/)?.[1]
}

function findMeta(page: JobPageData, predicate: (descriptor: Record<string, unknown>) => boolean) {
  return buildJobPageMeta(page).find((descriptor) => predicate(descriptor as Record<string, unknown>)) as Record<string, string> | undefined
}

describeOnDatabases('job pages', (getHandle) => {
  const catalogue = buildCatalogue()
  let services: Services

  beforeAll(async () => {
    await insertJobs(getHandle(), catalogue)
    // City and role pages read their names and counts from search_suggestions.
    await rebuildSearchTables(getHandle().db)
    services = buildTestServices(getHandle(), { jobs: { cacheTtlMs: 0 } })
  })

  it('renders /jobs with its title, canonical URL and one JobPosting per job card', async () => {
    const result = await jobsLoader(buildLoaderArgs('http://localhost/jobs', services).args)
    expect(readStatus(result)).toBe(200)

    const page = result.data
    expect(readJobs(page).map((job) => job.job_id)).toEqual(catalogue.slice(0, JOBS_PER_PAGE).map((job) => job.id))
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('Latest jobs in India and abroad | JobYatra')
    expect(findMeta(page, (d) => d.name === 'description')?.content).toMatch(/latest jobs in India and abroad/i)
    expect(findMeta(page, (d) => d.rel === 'canonical')?.href).toBe('https://jobyatra.example/jobs')
    expect(findMeta(page, (d) => d.property === 'og:url')?.content).toBe('https://jobyatra.example/jobs')

    const html = renderPage(page)
    expect(html).toContain('<h1')
    expect(countCards(html)).toBe(JOBS_PER_PAGE)
    const postings = readJsonLd(html)
    expect(postings).toHaveLength(countCards(html))
    for (const posting of postings) {
      expect(posting['@type']).toBe('JobPosting')
      expect(posting).toMatchObject({
        title: expect.stringMatching(/\S/),
        description: expect.stringMatching(/\S/),
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        hiringOrganization: { '@type': 'Organization', name: expect.stringMatching(/\S/) },
      })
    }
    expect(findPosting(postings, 'remote-qa-00')?.jobLocationType).toBe('TELECOMMUTE')
    expect(findPosting(postings, 'pune-se-1')?.jobLocationType).toBeUndefined()
  })

  it('cannot be broken out of by a job description that contains </script>', async () => {
    const html = renderPage((await jobsLoader(buildLoaderArgs('http://localhost/jobs', services).args)).data)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(findPosting(readJsonLd(html), 'evil')?.description).toBe(EVIL_DESCRIPTION)
  })

  it.each([
    ['?featured=true', ['featured-pm', 'featured-remote'], 'Featured jobs | JobYatra', '/jobs?featured=true'],
    [
      '?remote=true',
      ['remote-qa-00', 'featured-remote', ...Array.from({ length: JOBS_PER_PAGE - 2 }, (_, index) => `remote-qa-0${index + 1}`)],
      'Remote jobs | JobYatra',
      '/jobs?remote=true',
    ],
    ['?remote=true&featured=true', ['featured-remote'], 'Featured remote jobs | JobYatra', '/jobs?featured=true&remote=true'],
  ])('/jobs%s lists only the jobs the flags ask for, and says so in the title', async (query, jobIds, title, canonicalPath) => {
    const page = (await jobsLoader(buildLoaderArgs(`http://localhost/jobs${query}`, services).args)).data
    expect(readJobs(page).map((job) => job.job_id)).toEqual(jobIds)
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe(title)
    expect(findMeta(page, (d) => d.rel === 'canonical')?.href).toBe(`https://jobyatra.example${canonicalPath}`)
  })

  it('renders a city page for /jobs/in-{citySlug} and leaves the city out of its related links', async () => {
    const result = await jobsSlugLoader(buildLoaderArgs('http://localhost/jobs/in-pune', services, { params: { slug: 'in-pune' } }).args)
    expect(readStatus(result)).toBe(200)
    const page = result.data
    expect(readJobs(page).map((job) => job.job_id)).toEqual(['pune-se-1', 'pune-se-2', 'pune-da'])
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('Jobs in Pune | JobYatra')
    expect(findMeta(page, (d) => d.name === 'description')?.content).toBe(
      `${PUNE_JOB_COUNT} jobs in Pune, Maharashtra: salaries, employers and apply links, updated daily on JobYatra.`,
    )
    const html = renderPage(page)
    expect(html).toContain('href="/jobs/in-mumbai"')
    expect(html).not.toContain('href="/jobs/in-pune"')
    expect(html).toContain('href="/jobs/data-analyst"')
  })

  it('renders a role page for /jobs/{roleSlug} with every job of the role, whatever its seniority', async () => {
    const page = (
      await jobsSlugLoader(buildLoaderArgs('http://localhost/jobs/data-analyst', services, { params: { slug: 'data-analyst' } }).args)
    ).data
    expect(readJobs(page).map((job) => job.job_id)).toEqual(['mumbai-da-1', 'mumbai-da-2', 'pune-da'])
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('Data Analyst jobs | JobYatra')
  })

  it('falls back to a role whose slug starts with in- when no city has it', async () => {
    const page = (
      await jobsSlugLoader(
        buildLoaderArgs('http://localhost/jobs/in-house-counsel', services, { params: { slug: 'in-house-counsel' } }).args,
      )
    ).data
    expect(readJobs(page).map((job) => job.job_id)).toEqual(['mumbai-counsel'])
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('In-house Counsel jobs | JobYatra')
  })

  it.each(['in-atlantis', 'no-such-role', 'Bad_Slug', 'in-'])(
    'answers /jobs/%s with 404, the not-found page and a logged miss',
    async (slug) => {
      const { args, notFound } = buildLoaderArgs(`http://localhost/jobs/${slug}`, services, { params: { slug } })
      const result = await jobsSlugLoader(args)
      expect(readStatus(result)).toBe(404)
      expect(notFound.paths).toEqual([`/jobs/${slug}`])
      expect(result.data.status).toBe('notFound')
      expect(renderPage(result.data)).toContain('Oops! Page not found')
      expect(findMeta(result.data, (d) => d.name === 'robots')?.content).toBe('noindex')
    },
  )

  it('renders /visa-sponsorship-jobs and /government-jobs with only their own jobs', async () => {
    const visaPage = (await visaLoader(buildLoaderArgs('http://localhost/visa-sponsorship-jobs', services).args)).data
    expect(readJobs(visaPage).map((job) => job.job_id)).toEqual(['visa-nurse', 'visa-se'])
    expect(findMeta(visaPage, (d) => 'title' in d)?.title).toBe('Visa sponsorship jobs | JobYatra')

    const governmentPage = (await governmentLoader(buildLoaderArgs('http://localhost/government-jobs', services).args)).data
    const governmentJobs = readJobs(governmentPage)
    expect(governmentJobs).toHaveLength(JOBS_PER_PAGE)
    expect(governmentJobs.every((job) => job.job_is_government)).toBe(true)
    expect(findMeta(governmentPage, (d) => 'title' in d)?.title).toBe('Government jobs | JobYatra')
  })

  it('says how many jobs the whole listing has, not how many the page shows', async () => {
    const first = (await governmentLoader(buildLoaderArgs('http://localhost/government-jobs', services).args)).data
    const firstHtml = renderPage(first)
    expect(countCards(firstHtml)).toBe(JOBS_PER_PAGE)
    expect(readCountLine(firstHtml)).toBe(`${GOVERNMENT_JOB_COUNT} jobs found`)
    expect(findMeta(first, (d) => d.rel === 'next')?.href).toBe('https://jobyatra.example/government-jobs?page=2')
    // The visible Next link carries the cursor of the last job shown, so page 2 starts right after it.
    expect(firstHtml).toMatch(/href="\/government-jobs\?page=2&amp;after=[A-Za-z0-9_-]+"/)

    const second = (await governmentLoader(buildLoaderArgs('http://localhost/government-jobs?page=2', services).args)).data
    const secondHtml = renderPage(second)
    expect(countCards(secondHtml)).toBe(GOVERNMENT_JOB_COUNT - JOBS_PER_PAGE)
    expect(readCountLine(secondHtml)).toBe(`${GOVERNMENT_JOB_COUNT} jobs found`)
    expect(findMeta(second, (d) => d.rel === 'next')).toBeUndefined()
  })

  it('links pages with plain prev/next links that keep the flags', async () => {
    const first = (await jobsLoader(buildLoaderArgs('http://localhost/jobs?remote=true', services).args)).data
    expect(findMeta(first, (d) => d.rel === 'next')?.href).toBe('https://jobyatra.example/jobs?remote=true&page=2')
    expect(findMeta(first, (d) => d.rel === 'prev')).toBeUndefined()
    expect(renderPage(first)).toMatch(/href="\/jobs\?remote=true&amp;page=2&amp;after=[A-Za-z0-9_-]+"/)

    const second = (await jobsLoader(buildLoaderArgs('http://localhost/jobs?page=2&remote=true', services).args)).data
    const secondJobs = readJobs(second)
    expect(secondJobs.map((job) => job.job_id)).toEqual(['remote-qa-09', 'remote-qa-10'])
    expect(secondJobs.every((job) => job.job_is_remote)).toBe(true)
    expect(findMeta(second, (d) => 'title' in d)?.title).toBe('Remote jobs – Page 2 | JobYatra')
    expect(findMeta(second, (d) => d.rel === 'prev')?.href).toBe('https://jobyatra.example/jobs?remote=true')
    expect(findMeta(second, (d) => d.rel === 'canonical')?.href).toBe('https://jobyatra.example/jobs?remote=true&page=2')
  })

  it('follows the visible Next link to the same page as the page number, and says where the listing ends past it', async () => {
    const first = (await governmentLoader(buildLoaderArgs('http://localhost/government-jobs', services).args)).data
    if (first.status !== 'found' || first.nextPath === null) throw new Error('expected a next page')
    expect(renderPage(first)).toContain('Page 1 of 2')
    const byCursor = (await governmentLoader(buildLoaderArgs(`http://localhost${first.nextPath}`, services).args)).data
    const byNumber = (await governmentLoader(buildLoaderArgs('http://localhost/government-jobs?page=2', services).args)).data
    expect(readJobs(byCursor).map((job) => job.job_id)).toEqual(readJobs(byNumber).map((job) => job.job_id))
    expect(renderPage(byCursor)).toContain('Page 2 of 2')

    const past = await governmentLoader(buildLoaderArgs('http://localhost/government-jobs?page=5', services).args)
    expect(readStatus(past)).toBe(404)
    const html = renderPage(past.data)
    expect(html).toContain('This listing ends before page 5')
    expect(html).toContain(`It has ${GOVERNMENT_JOB_COUNT} jobs on 2 pages.`)
    expect(html).toContain('href="/government-jobs?page=2"')
    expect(html).toContain('href="/government-jobs"')
  })

  it('lists a search on /jobs (where View All goes on), with its total and pages that keep the search', async () => {
    const result = await jobsLoader(buildLoaderArgs('http://localhost/jobs?q=software+engineer&location=Pune', services).args)
    const page = result.data
    const ids = readJobs(page).map((job) => job.job_id)
    expect(ids.sort()).toEqual(['pune-se-1', 'pune-se-2'])
    const html = renderPage(page)
    expect(html).toContain('software engineer jobs in Pune')
    // In Hindi the place is named in Hindi, as on the landing page.
    expect(renderPage(page, 'hi')).toMatch(/<h1[^>]*>पुणे में software engineer की नौकरियाँ<\/h1>/)
    expect(readCountLine(html)).toBe('2 jobs found')
    // Someone's search is followed but not indexed; the flag links keep the search.
    expect(findMeta(page, (d) => d.name === 'robots')?.content).toBe('noindex, follow')
    expect(html).toContain('href="/jobs?q=software+engineer&amp;location=Pune&amp;remote=true"')
  })

  it('says a corrected misspelling on /jobs and offers the words as typed', async () => {
    const page = (await jobsLoader(buildLoaderArgs('http://localhost/jobs?q=sofware+enginer', services).args)).data
    expect(readJobs(page).length).toBeGreaterThan(0)
    const html = renderPage(page)
    expect(html).toMatch(/<h1[^>]*>Showing results for software engineer<\/h1>/)
    expect(html).toContain('href="/jobs?q=sofware+enginer&amp;spell_check=false"')
    expect(html).toContain('Search instead for sofware enginer')
  })

  it.each(['0', 'abc', '2.5', '51', '3', '4'])('answers ?page=%s, a page we do not have, with 404', async (value) => {
    const { args, notFound } = buildLoaderArgs(`http://localhost/government-jobs?page=${value}`, services)
    const result = await governmentLoader(args)
    expect(readStatus(result)).toBe(404)
    expect(notFound.paths).toEqual(['/government-jobs'])
  })

  it('writes the title and text in the language of the cookie', async () => {
    const { args } = buildLoaderArgs('http://localhost/government-jobs', services, { cookie: await toCookieHeader(languageCookie, 'hi') })
    const page = (await governmentLoader(args)).data
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('सरकारी नौकरियाँ | JobYatra')
    expect(findMeta(page, (d) => d.property === 'og:locale')?.content).toBe('hi_IN')
    expect(renderPage(page, 'hi')).toContain('सरकारी नौकरियाँ')
  })

  it('names the city, its state, roles and places in Hindi on a Hindi page', async () => {
    const cookie = await toCookieHeader(languageCookie, 'hi')
    const city = (
      await jobsSlugLoader(buildLoaderArgs('http://localhost/jobs/in-mumbai', services, { params: { slug: 'in-mumbai' }, cookie }).args)
    ).data
    expect(findMeta(city, (d) => 'title' in d)?.title).toBe('मुंबई में नौकरियाँ | JobYatra')
    const html = renderPage(city, 'hi')
    expect(html).toMatch(/<h1[^>]*>मुंबई में नौकरियाँ<\/h1>/)
    // The intro names the state, each card's location line the city, state and country, the related links the places and roles.
    expect(html).toContain('मुंबई, महाराष्ट्र में')
    expect(html).toContain('मुंबई, महाराष्ट्र, भारत')
    expect(html).toContain('पुणे में नौकरियाँ')
    expect(html).toContain('डेटा एनालिस्ट की नौकरियाँ')
    // Job titles stay as employers wrote them; place names do not.
    expect(html).not.toMatch(/>(?:Mumbai|Maharashtra|Pune)\b/)

    const role = (
      await jobsSlugLoader(
        buildLoaderArgs('http://localhost/jobs/data-analyst', services, { params: { slug: 'data-analyst' }, cookie }).args,
      )
    ).data
    expect(findMeta(role, (d) => 'title' in d)?.title).toBe('डेटा एनालिस्ट की नौकरियाँ | JobYatra')
  })
})

describeOnDatabases('job pages of an empty catalogue', (getHandle) => {
  it('shows an empty first page instead of a 404', async () => {
    const result = await governmentLoader(
      buildLoaderArgs('http://localhost/government-jobs', buildTestServices(getHandle(), { jobs: { cacheTtlMs: 0 } })).args,
    )
    expect(readStatus(result)).toBe(200)
    expect(readJobs(result.data)).toEqual([])
    const html = renderPage(result.data)
    expect(html).toContain('No openings here right now')
    expect(readJsonLd(html)).toHaveLength(0)
  })
})
