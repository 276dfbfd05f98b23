import { beforeAll, expect, test } from 'vitest'
import { COMPANIES_PER_PAGE } from '#core/companies/company-directory.ts'
import { defaultJobSearch } from '#core/jobs/search.schema.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { rebuildSearchTables } from '#server/features/jobs/index.ts'
import type { Services } from '#server/services.ts'
import { buildJob, buildReview, insertCompany, insertJobs, insertReviews } from '#tests/support/factories.ts'
import { buildLoaderArgs, readLoaderAnswer } from '#tests/support/loader-args.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import type { DirectoryData } from '#app/features/companies/load-directory.server.ts'
import type { ProfileData } from '#app/features/companies/load-profile.server.ts'
import { loader as companiesLoader } from './companies.tsx'
import { loader as profileLoader } from './company-profile.tsx'

beforeAll(async () => {
  await loadAllLanguageResources()
})

const FILLERS = COMPANIES_PER_PAGE

describeOnDatabases('company pages', (getHandle) => {
  let services: Services

  beforeAll(async () => {
    const handle = getHandle()
    const acme = await insertCompany(handle, {
      name: 'Acme Directory',
      slug: 'acme-directory',
      industry: 'Information Technology',
      companyType: 'enterprise',
      website: 'https://acme.example',
    })
    const beta = await insertCompany(handle, {
      name: 'Beta Labs',
      slug: 'beta-labs',
      industry: 'Healthcare',
      companyType: 'startup',
      isVerified: false,
    })
    const gamma = await insertCompany(handle, { name: 'Gamma Quiet', slug: 'gamma-quiet' })
    const percent = await insertCompany(handle, { name: '100% Pure_Foods', slug: 'pure-foods', industry: 'Food', companyType: 'midsize' })
    const jobs = [
      buildJob(
        { job_id: 'acme-1', job_title: 'Analyst acme-1', employer_name: 'Acme Directory', job_city: 'Pune', job_state: 'Maharashtra' },
        { companyId: acme.id },
      ),
      buildJob(
        { job_id: 'acme-2', job_title: 'Analyst acme-2', employer_name: 'Acme Directory', job_city: 'Pune', job_state: 'Maharashtra' },
        { companyId: acme.id },
      ),
      buildJob({ job_id: 'acme-3', job_title: 'Analyst acme-3', employer_name: 'Acme Directory' }, { companyId: acme.id }),
      buildJob(
        { job_id: 'beta-1', job_title: 'Analyst beta-1', employer_name: 'Beta Labs', job_city: 'Mumbai', job_state: 'Maharashtra' },
        { companyId: beta.id },
      ),
      buildJob(
        { job_id: 'gamma-old', job_title: 'Analyst gamma-old', employer_name: 'Gamma Quiet' },
        { companyId: gamma.id, isActive: false },
      ),
      buildJob({ job_id: 'pure-1', job_title: 'Analyst pure-1', employer_name: '100% Pure_Foods' }, { companyId: percent.id }),
    ]
    for (let index = 0; index < FILLERS; index += 1) {
      const filler = await insertCompany(handle, { name: `Filler ${index}`, industry: 'Retail', companyType: 'midsize' })
      jobs.push(
        buildJob(
          {
            job_id: `filler-${index}`,
            job_title: `Clerk ${index}`,
            employer_name: `Filler ${index}`,
            job_city: 'Nagpur',
            job_state: 'Maharashtra',
          },
          { companyId: filler.id },
        ),
      )
    }
    await insertJobs(handle, jobs)
    await insertReviews(handle, [
      buildReview(acme.id, { rating: 5 }),
      buildReview(acme.id, { rating: 4 }),
      buildReview(acme.id, { rating: 1, status: 'pending' }),
      buildReview(acme.id, { rating: 1, status: 'rejected', rejectionReason: 'Spam' }),
      buildReview(beta.id, { rating: 2, status: 'pending' }),
    ])
    await rebuildSearchTables(handle.db)
    services = buildTestServices(handle)
  })

  const base = { query: '', industry: null, size: null, city: null, page: 1 }

  test('the directory lists every company with open jobs, most open jobs first, with the true count', async () => {
    const first = await services.companies.listDirectory(base)
    // Acme, Beta, 100% Pure and the fillers; Gamma has no open job.
    expect(first.total).toBe(3 + FILLERS)
    expect(first.pages).toBe(2)
    expect(first.companies).toHaveLength(COMPANIES_PER_PAGE)
    expect(first.companies[0]).toMatchObject({ slug: 'acme-directory', openJobs: 3, averageRating: 4.5, totalReviews: 2 })
    const second = await services.companies.listDirectory({ ...base, page: 2 })
    expect(second.companies).toHaveLength(3)
    const slugs = [...first.companies, ...second.companies].map((company) => company.slug)
    expect(new Set(slugs).size).toBe(3 + FILLERS)
    expect(slugs).not.toContain('gamma-quiet')
  })

  test('search by name and the industry, size and city filters count in SQL', async () => {
    expect((await services.companies.listDirectory({ ...base, query: 'acme' })).companies.map((c) => c.slug)).toEqual(['acme-directory'])
    // % and _ are letters in a search, not wildcards.
    expect((await services.companies.listDirectory({ ...base, query: '%' })).companies.map((c) => c.slug)).toEqual(['pure-foods'])
    expect((await services.companies.listDirectory({ ...base, query: 'e_l' })).total).toBe(0)
    expect((await services.companies.listDirectory({ ...base, industry: 'Healthcare' })).companies.map((c) => c.slug)).toEqual([
      'beta-labs',
    ])
    expect((await services.companies.listDirectory({ ...base, size: 'midsize' })).total).toBe(1 + FILLERS)
    expect((await services.companies.listDirectory({ ...base, city: 'pune' })).companies.map((c) => c.slug)).toEqual(['acme-directory'])
    expect((await services.companies.listDirectory({ ...base, city: 'nagpur', size: 'midsize' })).total).toBe(FILLERS)
    const counts = await services.companies.listFilterCounts()
    expect(counts.industries).toContainEqual({ value: 'Retail', count: FILLERS })
    expect(counts.sizes).toContainEqual({ value: 'startup', count: 1 })
    expect(counts.cities[0]).toMatchObject({ value: 'nagpur', count: FILLERS })
  })

  test('the average rating counts approved reviews only', async () => {
    const acme = await services.companies.readProfile('acme-directory', null)
    expect(acme?.profile).toMatchObject({ averageRating: 4.5, totalReviews: 2 })
    expect(acme?.reviews.map((review) => review.rating).sort()).toEqual([4, 5])
    const beta = await services.companies.readProfile('beta-labs', null)
    expect(beta?.profile).toMatchObject({ averageRating: null, totalReviews: 0 })
  })

  test('/companies answers the directory; a malformed page or one past the end is a 404', async () => {
    const answer = await readLoaderAnswer(() => companiesLoader(buildLoaderArgs('http://local/companies?size=startup', services).args))
    expect(answer.status).toBe(200)
    const page = answer.data as DirectoryData
    expect(page.status === 'found' && page.result.companies.map((c) => c.slug)).toEqual(['beta-labs'])
    expect(page.status === 'found' && page.meta.noIndex).toBe(true)
    expect(page.status === 'found' && page.breadcrumbs).toEqual([{ label: 'Home', to: '/' }, { label: 'Companies' }])
    for (const url of ['http://local/companies?page=abc', 'http://local/companies?page=9']) {
      expect((await readLoaderAnswer(() => companiesLoader(buildLoaderArgs(url, services).args))).status, url).toBe(404)
    }
  })

  test('a company page has Organization and EmployerAggregateRating JSON-LD from approved reviews; none without reviews', async () => {
    const answer = await readLoaderAnswer(() =>
      profileLoader(buildLoaderArgs('http://local/companies/acme-directory', services, { params: { slug: 'acme-directory' } }).args),
    )
    expect(answer.status).toBe(200)
    const page = answer.data as ProfileData
    if (page.status !== 'found') throw new Error('expected the profile')
    expect(page.jobs.map((job) => job.job_id).sort()).toEqual(['acme-1', 'acme-2', 'acme-3'])
    expect(page.breadcrumbs).toEqual([{ label: 'Home', to: '/' }, { label: 'Companies', to: '/companies' }, { label: 'Acme Directory' }])
    const scripts = publicPageMeta(page.meta).flatMap((descriptor) =>
      'script:ld+json' in descriptor ? [descriptor['script:ld+json']] : [],
    )
    expect(scripts).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Acme Directory',
        url: 'https://jobyatra.example/companies/acme-directory',
        sameAs: ['https://acme.example'],
      }),
      expect.objectContaining({ '@type': 'EmployerAggregateRating', ratingValue: 4.5, ratingCount: 2, bestRating: 5, worstRating: 1 }),
    ])
    const canonical = publicPageMeta(page.meta).find((descriptor) => 'rel' in descriptor && descriptor.rel === 'canonical')
    expect(canonical).toMatchObject({ href: 'https://jobyatra.example/companies/acme-directory' })

    const beta = (
      await readLoaderAnswer(() =>
        profileLoader(buildLoaderArgs('http://local/companies/beta-labs', services, { params: { slug: 'beta-labs' } }).args),
      )
    ).data as ProfileData
    if (beta.status !== 'found') throw new Error('expected the profile')
    const betaTypes = (beta.meta.structuredData ?? []).map((item) => item['@type'])
    expect(betaTypes).toEqual(['Organization'])
  })

  test('an unknown slug is the 404 page; a company without open jobs still has its page', async () => {
    const missing = buildLoaderArgs('http://local/companies/no-such-co', services, { params: { slug: 'no-such-co' } })
    expect((await readLoaderAnswer(() => profileLoader(missing.args))).status).toBe(404)
    expect(missing.notFound.paths).toEqual(['/companies/no-such-co'])
    const gamma = await readLoaderAnswer(() =>
      profileLoader(buildLoaderArgs('http://local/companies/gamma-quiet', services, { params: { slug: 'gamma-quiet' } }).args),
    )
    expect(gamma.status).toBe(200)
    expect((gamma.data as ProfileData).status === 'found' && (gamma.data as { profile: { openJobs: number } }).profile.openJobs).toBe(0)
  })

  test('every company slug on a job card resolves to its page (200)', async () => {
    const result = await services.jobs.searchJobs({ ...defaultJobSearch, num_pages: 5 })
    const slugs = new Set(result.jobs.flatMap((job) => (job.company_data ? [job.company_data.slug] : [])))
    expect(slugs.size).toBeGreaterThan(3)
    for (const slug of slugs) {
      const answer = await readLoaderAnswer(() =>
        profileLoader(buildLoaderArgs(`http://local/companies/${slug}`, services, { params: { slug } }).args),
      )
      expect(answer.status, slug).toBe(200)
    }
  })

  test('the sitemap source lists /companies and every company with open jobs', async () => {
    expect(await services.companies.countSitemapEntries()).toBe(1 + 3 + FILLERS)
    const all = await services.companies.listSitemapEntries({ offset: 0, limit: 1000 })
    expect(all).toHaveLength(1 + 3 + FILLERS)
    expect(all[0]?.path).toBe('/companies')
    expect(all.map((entry) => entry.path)).not.toContain('/companies/gamma-quiet')
    expect(all.find((entry) => entry.path === '/companies/acme-directory')?.lastModified).toBeInstanceOf(Date)
    const pageTwo = await services.companies.listSitemapEntries({ offset: 2, limit: 2 })
    expect(pageTwo.map((entry) => entry.path)).toEqual(all.slice(2, 4).map((entry) => entry.path))
  })
})
