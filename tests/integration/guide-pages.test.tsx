import { sql } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { findCountryGuide } from '#core/guides/guides.ts'
import { GuideView, GuidesIndexView, type GuidePageData, type GuidesIndexPage } from '#app/features/guides/index.ts'
import { loader as guideLoader, meta as guideMeta } from '#app/features/guides/routes/guide.tsx'
import { loader as guidesLoader, meta as guidesMeta } from '#app/features/guides/routes/guides.tsx'
import type { JobPageData } from '#app/features/job-pages/index.ts'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { languageCookie } from '#app/lib/cookies.ts'
import { loader as jobsLoader } from '#app/routes/jobs.tsx'
import { listGuideSitemapEntries } from '#server/features/guides/index.ts'
import type { Services } from '#server/services.ts'
import { buildJob, daysAgo, insertJobs, type NewJob } from '#tests/support/factories.ts'
import { toCookieHeader } from '#tests/support/cookies.ts'
import { buildLoaderArgs, readLoaderAnswer } from '#tests/support/loader-args.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * The country guides' pages (decision 063): their loaders against the real jobs table count the open
 * jobs of each country as the job listings do, and the pages render with their head and structured data.
 */

beforeAll(async () => {
  await loadAllLanguageResources()
})

function job(id: string, city: string, state: string | null, country: string, row: Partial<NewJob> = {}, hoursAgo = 1): NewJob {
  return buildJob(
    {
      job_id: id,
      job_title: 'Software Engineer',
      job_city: city,
      job_state: state,
      job_country: country,
      job_posted_at_datetime_utc: daysAgo(hoursAgo / 24).toISOString(),
    },
    row,
  )
}

/** Germany: 3 in Berlin, 2 in Munich and an expired Berlin job; two in Dubai; one in London; Indian jobs that no guide counts. */
function buildCatalogue(): NewJob[] {
  return [
    job('de-ber-1', 'Berlin', 'Berlin', 'DE', {}, 1),
    job('de-ber-2', 'Berlin', 'Berlin', 'DE', {}, 2),
    job('de-ber-3', 'Berlin', 'Berlin', 'DE', {}, 3),
    job('de-muc-1', 'Munich', 'Bavaria', 'DE', {}, 4),
    job('de-muc-2', 'Munich', 'Bavaria', 'DE', {}, 5),
    job('de-ber-expired', 'Berlin', 'Berlin', 'DE', { isActive: false, expiredAt: daysAgo(1) }, 6),
    job('ae-dxb-1', 'Dubai', null, 'AE', {}, 7),
    job('ae-dxb-2', 'Dubai', null, 'AE', {}, 8),
    job('gb-lon-1', 'London', 'England', 'GB', {}, 9),
    job('in-pune-1', 'Pune', 'Maharashtra', 'IN', {}, 10),
    job('in-pune-2', 'Pune', 'Maharashtra', 'IN', {}, 11),
  ]
}

/** Renders a page inside a data router, as the server renders it. */
function render(node: React.ReactNode, language = 'en'): string {
  const router = createMemoryRouter([{ id: 'root', path: '*', loader: () => null, Component: () => node }], {
    hydrationData: { loaderData: { root: { lang: language } } },
  })
  return renderToString(
    <TranslationProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  )
}

type Descriptor = Record<string, unknown>

function findDescriptor(descriptors: readonly unknown[], predicate: (descriptor: Descriptor) => boolean): Descriptor | undefined {
  return descriptors.find((descriptor) => predicate(descriptor as Descriptor)) as Descriptor | undefined
}

function structuredData(descriptors: readonly unknown[]): Descriptor[] {
  return descriptors.flatMap((descriptor) => {
    const item = (descriptor as Descriptor)['script:ld+json']
    return item === undefined ? [] : [item as Descriptor]
  })
}

function readFound(answer: { data: unknown }): Extract<GuidePageData, { status: 'found' }> {
  const page = answer.data as GuidePageData
  if (page.status !== 'found') throw new Error('expected a found guide page')
  return page
}

describeOnDatabases('country guide pages', (getHandle) => {
  let services: Services

  beforeAll(async () => {
    await insertJobs(getHandle(), buildCatalogue())
    services = buildTestServices(getHandle(), { jobs: { cacheTtlMs: 0 } })
  })

  async function loadGuide(slug: string, cookie?: string) {
    const built = buildLoaderArgs(`http://localhost/guides/${slug}`, services, {
      params: { countrySlug: slug },
      ...(cookie ? { cookie } : {}),
    })
    return { answer: await readLoaderAnswer(() => guideLoader(built.args)), notFound: built.notFound }
  }

  async function loadIndex(query = '', cookie?: string): Promise<GuidesIndexPage> {
    const built = buildLoaderArgs(`http://localhost/guides${query}`, services, cookie ? { cookie } : {})
    return (await guidesLoader(built.args)) as GuidesIndexPage
  }

  it('counts on /guides the open jobs of every country, leaving out expired jobs and other countries', async () => {
    const page = await loadIndex()
    const cards = page.groups.flatMap((group) => group.guides)
    expect(cards).toHaveLength(15)
    const bySlug = new Map(cards.map((card) => [card.slug, card.openJobs]))
    expect(bySlug.get('germany')).toBe(5)
    expect(bySlug.get('united-arab-emirates')).toBe(2)
    expect(bySlug.get('united-kingdom')).toBe(1)
    expect(bySlug.get('canada')).toBe(0)
    // Grouped by region, Gulf first.
    expect(page.groups.map((group) => group.region)).toEqual(['gulf', 'asia-pacific', 'europe', 'north-america'])
  })

  it('measures the counts when asked: a job posted since shows at once, an expired one leaves', async () => {
    await insertJobs(getHandle(), [job('de-ham-new', 'Hamburg', 'Hamburg', 'DE', {}, 0.5)])
    expect(readFound((await loadGuide('germany')).answer).openJobs).toBe(6)
    await getHandle().query(
      // The same change the expiry job makes.
      sql`update jobs set is_active = false, expired_at = now() where id = 'de-ham-new'`,
    )
    expect(readFound((await loadGuide('germany')).answer).openJobs).toBe(5)
  })

  it('leads from the guide to a listing of exactly the jobs it counted', async () => {
    const page = readFound((await loadGuide('germany')).answer)
    expect(page.jobsPath).toBe('/jobs?country=DE')
    const listing = (await jobsLoader(buildLoaderArgs(`http://localhost${page.jobsPath}`, services).args)).data as JobPageData
    if (listing.status !== 'found') throw new Error('expected the country listing')
    expect(listing.total).toBe(page.openJobs)
    expect(listing.jobs.map((listed) => listed.job_id).sort()).toEqual(['de-ber-1', 'de-ber-2', 'de-ber-3', 'de-muc-1', 'de-muc-2'])
    expect(listing.meta.title).toBe('Jobs in Germany | JobYatra')
    expect(listing.meta.canonicalUrl).toBe('https://jobyatra.example/jobs?country=DE')
    // Its busiest cities, each with its own job page.
    expect(page.topCities).toEqual([
      { name: 'Berlin', path: '/jobs/in-berlin', openJobs: 3 },
      { name: 'Munich', path: '/jobs/in-munich', openJobs: 2 },
    ])
  })

  it('answers an unknown country in /jobs?country= with the 404 page', async () => {
    const answer = await readLoaderAnswer(() => jobsLoader(buildLoaderArgs('http://localhost/jobs?country=QQ', services).args))
    expect(answer.status).toBe(404)
  })

  it('answers a slug with no guide with the 404 page, and logs the miss', async () => {
    const { answer, notFound } = await loadGuide('atlantis')
    expect(answer.status).toBe(404)
    expect((answer.data as GuidePageData).status).toBe('notFound')
    expect(notFound.paths).toEqual(['/guides/atlantis'])
  })

  it('gives a guide its own head: title, description, canonical URL, Open Graph article and Article JSON-LD', async () => {
    const page = readFound((await loadGuide('germany')).answer)
    const descriptors = guideMeta({ loaderData: page } as never)
    const guide = findCountryGuide('germany')
    expect(findDescriptor(descriptors, (d) => 'title' in d)?.title).toBe('Working in Germany: a guide for Indians | JobYatra')
    expect(findDescriptor(descriptors, (d) => d.name === 'description')?.content).toBe(guide?.summary)
    expect(findDescriptor(descriptors, (d) => d.rel === 'canonical')?.href).toBe('https://jobyatra.example/guides/germany')
    expect(findDescriptor(descriptors, (d) => d.property === 'og:type')?.content).toBe('article')
    const items = structuredData(descriptors)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Working in Germany: a guide for Indians',
      dateModified: guide?.lastReviewed,
      mainEntityOfPage: 'https://jobyatra.example/guides/germany',
      about: { '@type': 'Country', identifier: 'DE' },
    })
    // The guides are articles, not questions and answers.
    expect(items.some((item) => item['@type'] === 'FAQPage')).toBe(false)
    expect(page.breadcrumbs).toEqual([{ label: 'Country guides', to: '/guides' }, { label: 'Germany' }])
  })

  it('renders every section with its table of contents, the true count and the link to the jobs', async () => {
    const page = readFound((await loadGuide('germany')).answer)
    const html = render(<GuideView page={page} />)
    expect(html).toMatch(/<h1[^>]*>Working in Germany<\/h1>/)
    for (const id of [
      'overview',
      'visa-routes',
      'sponsorship',
      'salaries',
      'cost-of-living',
      'job-sites',
      'credentials',
      'language',
      'tax-and-money',
      'pitfalls',
    ]) {
      expect(html).toContain(`<h2 id="${id}"`)
      expect(html).toContain(`href="#${id}"`)
    }
    expect(html).toContain('5 open jobs in Germany right now.')
    expect(html).toContain('href="/jobs?country=DE"')
    expect(html).toContain('EU Blue Card')
    expect(html).toContain('Opportunity Card')
    expect(html).toMatch(/Indicative yearly pay in EUR, last reviewed/)
    expect(html).toContain('href="/guides/netherlands"')
  })

  it('says there are no open jobs where there are none, and offers the visa-sponsorship listing instead', async () => {
    const page = readFound((await loadGuide('canada')).answer)
    expect(page.openJobs).toBe(0)
    const html = render(<GuideView page={page} />)
    expect(html).toContain('We list no open jobs in Canada right now.')
    expect(html).not.toContain('href="/jobs?country=CA"')
    expect(html).toContain('href="/visa-sponsorship-jobs"')
  })

  it('shows the page in Hindi with the country named in Hindi and the English body marked as English', async () => {
    const cookie = await toCookieHeader(languageCookie, 'hi')
    const page = readFound((await loadGuide('germany', cookie)).answer)
    expect(page.countryName).toBe('जर्मनी')
    expect(page.meta.title).toBe('जर्मनी में काम: भारतीयों के लिए गाइड | JobYatra')
    const html = render(<GuideView page={page} />, 'hi')
    expect(html).toContain('वीज़ा के रास्ते')
    expect(html).toContain('lang="en"')
    const index = await loadIndex('?q=' + encodeURIComponent('जर्मनी'), cookie)
    expect(index.groups.flatMap((group) => group.guides.map((card) => card.slug))).toEqual(['germany'])
  })

  it('filters /guides by region and by name, and keeps filtered lists out of the index', async () => {
    const gulf = await loadIndex('?region=gulf')
    expect(gulf.groups.map((group) => group.region)).toEqual(['gulf'])
    expect(gulf.shownCount).toBe(5)
    expect(gulf.meta.noIndex).toBe(true)
    const search = await loadIndex('?q=GERM')
    expect(search.groups.flatMap((group) => group.guides.map((card) => card.slug))).toEqual(['germany'])
    const unknownRegion = await loadIndex('?region=antarctica')
    expect(unknownRegion.shownCount).toBe(15)

    const all = await loadIndex()
    expect(all.meta.noIndex).toBe(false)
    const descriptors = guidesMeta({ loaderData: all } as never)
    expect(findDescriptor(descriptors, (d) => d.rel === 'canonical')?.href).toBe('https://jobyatra.example/guides')
    expect(structuredData(descriptors)[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 15 })
    const html = render(<GuidesIndexView page={all} />)
    expect(html).toContain('<h2 id="guides-region-gulf"')
    expect(html).toMatch(/href="\/guides\/germany"[^>]*>Germany<\/a>/)
    expect(html).toContain('5 open jobs')
  })
})

describe('the guides in the sitemap', () => {
  it('lists /guides and every guide with the day it was last reviewed', () => {
    const entries = listGuideSitemapEntries()
    expect(entries[0]?.path).toBe('/guides')
    expect(entries).toHaveLength(16)
    const germany = entries.find((entry) => entry.path === '/guides/germany')
    expect(germany?.lastModified?.toISOString().slice(0, 10)).toBe(findCountryGuide('germany')?.lastReviewed)
  })
})
