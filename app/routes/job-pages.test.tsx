import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '../../core/jobs/job.ts'
import type { CityInfo, JobsReader, RoleInfo } from '../../core/jobs/jobs-reader.ts'
import type { JobSearch, JobSearchResponse } from '../../core/jobs/search.ts'
import { buildJobPageMeta, JobPageView, type JobPageData } from '../features/job-pages/index.ts'
import { loadAllLanguageResources } from '../i18n/resources.ts'
import { createI18n } from '../i18n/setup.ts'
import { serverServicesContext } from '../lib/server-context.ts'
import { LANGUAGE_COOKIE } from '../shell/language.ts'
import { loader as governmentLoader } from './government-jobs.tsx'
import { loader as jobsLoader } from './jobs.tsx'
import { loader as jobsSlugLoader } from './jobs-slug.tsx'
import { loader as visaLoader } from './visa-sponsorship-jobs.tsx'

// The server has every language before it serves (entry.server.tsx); so do these tests.
beforeAll(async () => {
  await loadAllLanguageResources()
})

let sequence = 0

function buildWireJob(overrides: Partial<Job> = {}): Job {
  sequence += 1
  return {
    job_id: `job-${sequence}`,
    employer_name: `Acme Systems ${sequence}`,
    employer_logo: null,
    employer_website: null,
    job_employment_type: 'Full-time',
    job_employment_type_code: 'FULLTIME',
    job_title: 'Software Engineer',
    job_apply_link: `https://careers.example.com/jobs/${sequence}`,
    job_description: 'Build products used across India.',
    job_city: 'Pune',
    job_state: 'Maharashtra',
    job_country: 'IN',
    job_is_remote: false,
    job_posted_at_datetime_utc: '2026-11-19T06:00:00.000Z',
    job_posted_at_timestamp: Date.parse('2026-11-19T06:00:00.000Z') / 1000,
    job_salary_currency: 'INR',
    job_salary_period: 'YEAR',
    job_min_salary: 600000,
    job_max_salary: 900000,
    job_required_experience: {
      no_experience_required: false,
      required_experience_in_months: null,
      experience_mentioned: false,
      experience_preferred: false,
    },
    job_required_skills: null,
    job_required_education: {
      postgraduate_degree: false,
      professional_certification: false,
      high_school: false,
      associates_degree: false,
      bachelors_degree: false,
      degree_mentioned: false,
      degree_preferred: false,
      professional_certification_mentioned: false,
    },
    job_highlights: {},
    job_is_visa_sponsored: false,
    job_is_government: false,
    job_source: 'test',
    company_data: null,
    ...overrides,
  }
}

const pune: CityInfo = { slug: 'pune', name: 'Pune', state: 'Maharashtra', country: 'IN', jobCount: 1234 }
const mumbai: CityInfo = { slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra', country: 'IN', jobCount: 2000 }
const dataAnalyst: RoleInfo = { slug: 'data-analyst', name: 'Data Analyst', jobCount: 321 }
const inHouseCounsel: RoleInfo = { slug: 'in-house-counsel', name: 'In-house Counsel', jobCount: 3 }

/** Answers every search with `jobs` up to page 3 (has_more when asked); knows two cities and two roles. */
function createFakeJobsReader(jobs: Job[], options: { hasMore?: boolean } = {}) {
  const searches: JobSearch[] = []
  const reader: JobsReader = {
    async searchJobs(params: JobSearch, requestId: string): Promise<JobSearchResponse> {
      searches.push(params)
      return {
        status: 'OK',
        request_id: requestId,
        parameters: {
          query: null,
          location: null,
          corrected_query: null,
          resolved_location: null,
          page: params.page,
          num_pages: 1,
          has_more: options.hasMore ?? false,
          notices: [],
        },
        data: params.page > 3 ? [] : jobs,
      }
    },
    countJobs: async () => jobs.length,
    findJob: async () => null,
    suggest: async () => [],
    findCity: async (slug) => [mumbai, pune].find((city) => city.slug === slug) ?? null,
    findRole: async (slug) => [dataAnalyst, inHouseCounsel].find((role) => role.slug === slug) ?? null,
    listTopCities: async (limit) => [mumbai, pune].slice(0, limit),
    listTopRoles: async (limit) => [dataAnalyst, inHouseCounsel].slice(0, limit),
  }
  return { reader, searches }
}

function buildArgs(url: string, reader: JobsReader, options: { params?: Record<string, string>; cookie?: string } = {}) {
  const notFound: string[] = []
  const context = new RouterContextProvider()
  context.set(serverServicesContext, {
    requestId: 'req-test',
    cspNonce: 'nonce-test',
    publicUrl: 'https://jobyatra.example',
    jobs: reader,
    reportNotFound: (path) => notFound.push(path),
  })
  const headers = new Headers(options.cookie ? { cookie: options.cookie } : {})
  const args = { request: new Request(url, { headers }), context, params: options.params ?? {} }
  // Each route's generated LoaderArgs also carry route-pattern details our loaders never read.
  return { args: args as never, notFound }
}

function readStatus(result: { init: ResponseInit | null }): number {
  return result.init?.status ?? 200
}

/** Renders the page inside a data router (the job cards read the root loader's viewer), as the server would. */
function renderPage(page: JobPageData, language = 'en'): string {
  const router = createMemoryRouter(
    [{ id: 'root', path: '*', loader: () => null, Component: () => <JobPageView page={page} /> }],
    { hydrationData: { loaderData: { root: { lang: language } } } },
  )
  return renderToString(
    <I18nextProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
}

function readJsonLd(html: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  return blocks.map((block) => JSON.parse(block[1] ?? ''))
}

/** Job cards are the <article> elements of the results list. */
function countCards(html: string): number {
  return html.match(/<article\b/g)?.length ?? 0
}

function findMeta(page: JobPageData, predicate: (descriptor: Record<string, unknown>) => boolean) {
  return buildJobPageMeta(page).find((descriptor) => predicate(descriptor as Record<string, unknown>)) as Record<string, string> | undefined
}

describe('job pages', () => {
  const jobs = [
    buildWireJob(),
    buildWireJob({ job_is_remote: true, job_city: null, job_state: null, job_title: 'Remote QA Engineer' }),
    buildWireJob({ job_description: 'Evil </script><script>alert(1)</script> text' }),
  ]

  it('renders /jobs with its title, canonical URL and one JobPosting per job card', async () => {
    const { reader, searches } = createFakeJobsReader(jobs)
    const result = await jobsLoader(buildArgs('http://localhost/jobs', reader).args)
    expect(readStatus(result)).toBe(200)
    expect(searches[0]).toMatchObject({ page: 1, featured: false, remote_jobs_only: false })

    const page = result.data
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('Latest jobs in India and abroad | JobYatra')
    expect(findMeta(page, (d) => d.name === 'description')?.content).toMatch(/latest jobs in India and abroad/i)
    expect(findMeta(page, (d) => d.rel === 'canonical')?.href).toBe('https://jobyatra.example/jobs')
    expect(findMeta(page, (d) => d.property === 'og:url')?.content).toBe('https://jobyatra.example/jobs')

    const html = renderPage(page)
    expect(html).toContain('<h1')
    expect(countCards(html)).toBe(3)
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
    expect(postings[1]?.jobLocationType).toBe('TELECOMMUTE')
  })

  it('cannot be broken out of by a job description that contains </script>', async () => {
    const { reader } = createFakeJobsReader(jobs)
    const html = renderPage((await jobsLoader(buildArgs('http://localhost/jobs', reader).args)).data)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(readJsonLd(html)[2]?.description).toBe('Evil </script><script>alert(1)</script> text')
  })

  it.each([
    ['?featured=true', { featured: true, remote_jobs_only: false }, 'Featured jobs | JobYatra', '/jobs?featured=true'],
    ['?remote=true', { featured: false, remote_jobs_only: true }, 'Remote jobs | JobYatra', '/jobs?remote=true'],
    ['?remote=true&featured=true', { featured: true, remote_jobs_only: true }, 'Featured remote jobs | JobYatra', '/jobs?featured=true&remote=true'],
  ])('/jobs%s changes the listing and the title', async (query, search, title, canonicalPath) => {
    const { reader, searches } = createFakeJobsReader(jobs)
    const page = (await jobsLoader(buildArgs(`http://localhost/jobs${query}`, reader).args)).data
    expect(searches[0]).toMatchObject(search)
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe(title)
    expect(findMeta(page, (d) => d.rel === 'canonical')?.href).toBe(`https://jobyatra.example${canonicalPath}`)
  })

  it('renders a city page for /jobs/in-{citySlug} and leaves the city out of its related links', async () => {
    const { reader, searches } = createFakeJobsReader(jobs)
    const result = await jobsSlugLoader(buildArgs('http://localhost/jobs/in-pune', reader, { params: { slug: 'in-pune' } }).args)
    expect(readStatus(result)).toBe(200)
    expect(searches[0]).toMatchObject({ city_slug: 'pune', page: 1 })
    const page = result.data
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('Jobs in Pune | JobYatra')
    expect(findMeta(page, (d) => d.name === 'description')?.content).toBe(
      '1,234 jobs in Pune, Maharashtra: salaries, employers and apply links, updated daily on JobYatra.',
    )
    const html = renderPage(page)
    expect(html).toContain('href="/jobs/in-mumbai"')
    expect(html).not.toContain('href="/jobs/in-pune"')
    expect(html).toContain('href="/jobs/data-analyst"')
  })

  it('renders a role page for /jobs/{roleSlug}', async () => {
    const { reader, searches } = createFakeJobsReader(jobs)
    const page = (await jobsSlugLoader(buildArgs('http://localhost/jobs/data-analyst', reader, { params: { slug: 'data-analyst' } }).args)).data
    expect(searches[0]).toMatchObject({ role_slug: 'data-analyst' })
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('Data Analyst jobs | JobYatra')
  })

  it('falls back to a role whose slug starts with in- when no city has it', async () => {
    const { reader, searches } = createFakeJobsReader(jobs)
    const page = (await jobsSlugLoader(buildArgs('http://localhost/jobs/in-house-counsel', reader, { params: { slug: 'in-house-counsel' } }).args)).data
    expect(searches[0]).toMatchObject({ role_slug: 'in-house-counsel' })
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('In-house Counsel jobs | JobYatra')
  })

  it.each(['in-atlantis', 'no-such-role', 'Bad_Slug', 'in-'])('answers /jobs/%s with 404, the not-found page and a logged miss', async (slug) => {
    const { reader, searches } = createFakeJobsReader(jobs)
    const { args, notFound } = buildArgs(`http://localhost/jobs/${slug}`, reader, { params: { slug } })
    const result = await jobsSlugLoader(args)
    expect(readStatus(result)).toBe(404)
    expect(notFound).toEqual([`/jobs/${slug}`])
    expect(searches).toHaveLength(0)
    expect(renderPage(result.data)).toContain('Oops! Page not found')
    expect(findMeta(result.data, (d) => d.name === 'robots')?.content).toBe('noindex')
  })

  it('renders /visa-sponsorship-jobs and /government-jobs from their own searches', async () => {
    const visa = createFakeJobsReader(jobs)
    const visaPage = (await visaLoader(buildArgs('http://localhost/visa-sponsorship-jobs', visa.reader).args)).data
    expect(visa.searches[0]).toMatchObject({ visa_sponsorship: true })
    expect(findMeta(visaPage, (d) => 'title' in d)?.title).toBe('Visa sponsorship jobs | JobYatra')

    const government = createFakeJobsReader(jobs)
    const governmentPage = (await governmentLoader(buildArgs('http://localhost/government-jobs', government.reader).args)).data
    expect(government.searches[0]).toMatchObject({ government_only: true })
    expect(findMeta(governmentPage, (d) => 'title' in d)?.title).toBe('Government jobs | JobYatra')
  })

  it('links pages with plain prev/next links that keep the flags', async () => {
    const { reader, searches } = createFakeJobsReader(jobs, { hasMore: true })
    const first = (await jobsLoader(buildArgs('http://localhost/jobs?remote=true', reader).args)).data
    expect(findMeta(first, (d) => d.rel === 'next')?.href).toBe('https://jobyatra.example/jobs?remote=true&page=2')
    expect(findMeta(first, (d) => d.rel === 'prev')).toBeUndefined()
    expect(renderPage(first)).toContain('href="/jobs?remote=true&amp;page=2"')

    const second = (await jobsLoader(buildArgs('http://localhost/jobs?page=2&remote=true', reader).args)).data
    expect(searches[1]).toMatchObject({ page: 2, remote_jobs_only: true })
    expect(findMeta(second, (d) => 'title' in d)?.title).toBe('Remote jobs – Page 2 | JobYatra')
    expect(findMeta(second, (d) => d.rel === 'prev')?.href).toBe('https://jobyatra.example/jobs?remote=true')
    expect(findMeta(second, (d) => d.rel === 'canonical')?.href).toBe('https://jobyatra.example/jobs?remote=true&page=2')
  })

  it.each(['0', 'abc', '2.5', '51', '4'])('answers ?page=%s, a page we do not have, with 404', async (value) => {
    const { reader } = createFakeJobsReader(jobs)
    const { args, notFound } = buildArgs(`http://localhost/government-jobs?page=${value}`, reader)
    const result = await governmentLoader(args)
    expect(readStatus(result)).toBe(404)
    expect(notFound).toEqual(['/government-jobs'])
  })

  it('shows an empty first page instead of a 404', async () => {
    const { reader } = createFakeJobsReader([])
    const result = await governmentLoader(buildArgs('http://localhost/government-jobs', reader).args)
    expect(readStatus(result)).toBe(200)
    const html = renderPage(result.data)
    expect(html).toContain('No openings here right now')
    expect(readJsonLd(html)).toHaveLength(0)
  })

  it('writes the title and text in the language of the cookie', async () => {
    const { reader } = createFakeJobsReader(jobs)
    const { args } = buildArgs('http://localhost/government-jobs', reader, { cookie: `${LANGUAGE_COOKIE}=hi` })
    const page = (await governmentLoader(args)).data
    expect(findMeta(page, (d) => 'title' in d)?.title).toBe('सरकारी नौकरियां | JobYatra')
    expect(findMeta(page, (d) => d.property === 'og:locale')?.content).toBe('hi_IN')
    expect(renderPage(page, 'hi')).toContain('सरकारी नौकरियां')
  })
})
