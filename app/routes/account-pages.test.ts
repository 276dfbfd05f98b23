import { beforeAll, expect, test } from 'vitest'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import type { Services } from '#server/services.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { loader as careerIntelligence } from './career-intelligence.tsx'
import { loader as careerSalary } from './career-salary.tsx'
import { loader as dashboard } from './dashboard.tsx'
import { loader as favorites } from './favorites.tsx'
import { loader as jobApply } from './job-apply.tsx'
import { loader as jobRecommendations } from './job-recommendations.tsx'
import { loader as notifications } from './settings-notifications.tsx'
import { loader as settings } from './settings.tsx'

beforeAll(async () => {
  await loadAllLanguageResources()
})

type Loader = (args: never) => Promise<unknown>

/** What a loader threw (a redirect is a thrown Response), or null when it returned. */
async function thrownBy(run: () => Promise<unknown>): Promise<Response | null> {
  try {
    await run()
    return null
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

const gated: Array<[path: string, loader: Loader, params: Record<string, string>]> = [
  ['/dashboard', dashboard, {}],
  ['/favorites', favorites, {}],
  ['/settings', settings, {}],
  ['/settings/notifications', notifications, {}],
  ['/career-intelligence', careerIntelligence, {}],
  ['/jobs/se-blr/apply', jobApply, { slug: 'se-blr' }],
]

describeOnDatabases('signed-in pages', (getHandle) => {
  let services: Services
  let asha: TestAccount
  let app: ReturnType<typeof buildTestApp>

  beforeAll(async () => {
    services = buildTestServices(getHandle())
    app = buildTestApp(getHandle(), { services })
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    await insertJobs(getHandle(), [buildJob({ job_id: 'se-blr', employer_name: 'Acme Systems', job_title: 'Software Engineer' })])
  })

  test.each(gated)('%s sends a signed-out visitor to /auth and back after sign-in', async (path, loader, params) => {
    const { args } = buildLoaderArgs(`http://localhost${path}?tab=1`, services, { params })
    const response = await thrownBy(() => loader(args))
    expect(response?.status).toBe(302)
    expect(response?.headers.get('location')).toBe(`/auth?redirect=${encodeURIComponent(`${path}?tab=1`)}`)
  })

  test('/dashboard with no query keeps its return path like every other gated page (issue 18)', async () => {
    const { args } = buildLoaderArgs('http://localhost/dashboard', services)
    expect((await thrownBy(() => dashboard(args)))?.headers.get('location')).toBe('/auth?redirect=%2Fdashboard')
  })

  test.each(gated)('%s opens for a signed-in visitor', async (path, loader, params) => {
    const { args } = buildLoaderArgs(`http://localhost${path}`, services, { params, cookie: asha.cookie })
    const result = await loader(args)
    expect(result).toMatchObject({ title: expect.stringContaining('| JobYatra') })
  })

  test('redirects: /job-recommendations → /career-intelligence, /career/salary → /mock-interview', () => {
    expect(jobRecommendations().headers.get('location')).toBe('/career-intelligence')
    expect(careerSalary().headers.get('location')).toBe('/mock-interview')
  })

  test('the apply page names the job, employer and place and links to the apply page', async () => {
    const { args } = buildLoaderArgs('http://localhost/jobs/se-blr/apply', services, { params: { slug: 'se-blr' }, cookie: asha.cookie })
    expect(await jobApply(args)).toMatchObject({
      job: {
        title: 'Software Engineer',
        employer: 'Acme Systems',
        city: 'Bengaluru',
        state: 'Karnataka',
        applyLink: 'https://careers.example.com/jobs/se-blr',
      },
      title: 'Apply: Software Engineer | JobYatra',
    })
  })

  test('the apply page of an unknown job is the 404 page', async () => {
    const { args, notFound } = buildLoaderArgs('http://localhost/jobs/nope/apply', services, {
      params: { slug: 'nope' },
      cookie: asha.cookie,
    })
    expect(await jobApply(args)).toMatchObject({ init: { status: 404 }, data: { job: null } })
    expect(notFound.paths).toEqual(['/jobs/nope/apply'])
  })

  test('/dashboard carries onboarding from the start and the places to choose from; /settings the profile and this session', async () => {
    const { args } = buildLoaderArgs('http://localhost/dashboard', services, { cookie: asha.cookie })
    const page = await dashboard(args)
    expect(page).toMatchObject({ name: 'Asha', onboarding: { step: 0, completedAt: null } })
    expect(page.places.states).toContain('Maharashtra')
    expect(page.places.cities).toContainEqual({ name: 'Pune', state: 'Maharashtra' })

    const settingsArgs = buildLoaderArgs('http://localhost/settings', services, { cookie: asha.cookie }).args
    const settingsPage = await settings(settingsArgs)
    expect(settingsPage.profile).toMatchObject({ email: asha.email, firstName: 'Asha', hasPassword: true })
    expect(settingsPage.sessions.filter((session) => session.isCurrent)).toHaveLength(1)
  })

  test('/dashboard after onboarding carries the recent views, the saved searches and the saved jobs', async () => {
    const ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi Kumar' })
    const before = await dashboard(buildLoaderArgs('http://localhost/dashboard', services, { cookie: ravi.cookie }).args)
    expect(before.workspace).toBeNull()
    for (const body of [
      { step: 1, answers: { city: 'Pune', state: 'Maharashtra' } },
      { step: 2, answers: { industry: 'software' } },
      { step: 3, answers: { designation: 'Software Engineer', experienceLevel: '3-5' } },
      { step: 4, answers: { jobTypes: ['full-time'], salaryMin: null, salaryMax: null, excludeCompanies: [], companySizes: [] } },
    ]) {
      await services.onboarding.saveStep(ravi.userId, body)
    }
    await services.history.recordView(ravi.userId, { job_id: 'se-blr', search_query: 'software', search_location: null })
    await services.savedSearches.saveSearch(ravi.userId, { name: 'Software in Bengaluru', search: 'query=software&location=Bengaluru' })
    await services.favorites.saveFavorite(ravi.userId, 'se-blr')
    const page = await dashboard(buildLoaderArgs('http://localhost/dashboard', services, { cookie: ravi.cookie }).args)
    expect(page.workspace).toMatchObject({
      history: [{ job_id: 'se-blr', job_title: 'Software Engineer', company_name: 'Acme Systems', view_count: 1 }],
      savedSearches: [{ name: 'Software in Bengaluru', new_count: 0 }],
      savedJobs: [{ jobId: 'se-blr', job: { job_title: 'Software Engineer' } }],
      savedJobsTotal: 1,
    })
  })
})
