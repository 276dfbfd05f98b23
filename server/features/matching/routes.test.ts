import { beforeAll, expect, test } from 'vitest'
import { careerInsightsSchema, matchScoresResponseSchema, recommendationsResponseSchema } from '#core/matching/matching.schema.ts'
import { subscriptions } from '#server/db/schema/index.ts'
import { buildJob, buildResumeDocument, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

function get(app: TestApp, account: TestAccount | null, path: string) {
  return app.request(`${TEST_PUBLIC_URL}/api/matching${path}`, { headers: account ? account.headers() : { origin: TEST_PUBLIC_URL } })
}

function send(app: TestApp, account: TestAccount, method: string, path: string, body: unknown) {
  return app.request(`${TEST_PUBLIC_URL}/api${path}`, {
    method,
    headers: { ...account.headers(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** Onboarding's four steps, as the onboarding page saves them. */
async function finishOnboarding(app: TestApp, account: TestAccount, excludeCompanies: string[] = []): Promise<void> {
  const steps = [
    { step: 1, answers: { city: 'Pune', state: 'Maharashtra' } },
    { step: 2, answers: { industry: 'software' } },
    { step: 3, answers: { designation: 'Data Analyst', experienceLevel: '3-5' } },
    {
      step: 4,
      answers: { jobTypes: ['full-time'], salaryMin: 1_000_000, salaryMax: 2_000_000, excludeCompanies, companySizes: [] },
    },
  ]
  for (const step of steps) expect((await send(app, account, 'PUT', '/onboarding', step)).status).toBe(200)
}

const skills = ['SQL', 'Python', 'Power BI', 'Excel', 'Tableau', 'Statistics']

describeOnDatabases('matching API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount
  let ravi: TestAccount
  let meera: TestAccount

  beforeAll(async () => {
    const pay = { job_salary_currency: 'INR', job_salary_period: 'YEAR' as const }
    await insertJobs(getHandle(), [
      buildJob({
        job_id: 'm-pune',
        job_title: 'Data Analyst',
        employer_name: 'Sahyadri Analytics',
        job_city: 'Pune',
        job_state: 'Maharashtra',
        job_required_skills: ['SQL', 'Python', 'Power BI', 'Excel', 'dbt', 'Looker'],
        job_min_salary: 1_200_000,
        job_max_salary: 1_800_000,
        ...pay,
      }),
      buildJob({
        job_id: 'm-mumbai',
        job_title: 'Senior Data Analyst',
        employer_name: 'Konkan Retail',
        job_city: 'Mumbai',
        job_state: 'Maharashtra',
        job_required_skills: ['SQL', 'Looker'],
        job_min_salary: 1_600_000,
        job_max_salary: 2_400_000,
        ...pay,
      }),
      buildJob({
        job_id: 'm-globex',
        job_title: 'Data Analyst',
        employer_name: 'Globex India',
        job_city: 'Pune',
        job_state: 'Maharashtra',
        job_required_skills: ['SQL', 'Looker'],
        job_min_salary: 1_000_000,
        job_max_salary: 1_400_000,
        ...pay,
      }),
      buildJob({ job_id: 'm-nurse', job_title: 'Staff Nurse', employer_name: 'Ruby Hall', job_city: 'Chennai', job_state: 'Tamil Nadu' }),
    ])
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi' })
    meera = await createSignedInAccount(app, getHandle(), { name: 'Meera' })
    await finishOnboarding(app, asha, ['globex'])
    await finishOnboarding(app, meera, ['Konkan Retail'])
    const document = buildResumeDocument({ skills: [{ id: 'skills-1', category: 'Tools', items: skills.map((name) => ({ name })) }] })
    expect((await send(app, asha, 'POST', '/resumes', { name: 'Mine', document })).status).toBe(201)
    await getHandle()
      .db.insert(subscriptions)
      .values({
        userId: meera.userId,
        planType: 'professional',
        status: 'active',
        expiresAt: new Date(Date.now() + 86_400_000),
        isPremium: true,
      })
  })

  test('signed out, every matching API answers 401', async () => {
    for (const path of ['/scores?job_ids=m-pune', '/recommendations', '/insights']) {
      expect((await get(app, null, path)).status, path).toBe(401)
    }
  })

  test('scores come with their reasons from the profile and the base resume; an excluded company scores 0', async () => {
    const response = await get(app, asha, '/scores?job_ids=m-pune,m-mumbai,m-globex,m-nurse,no-such-job')
    expect(response.status).toBe(200)
    const { profile_complete, data } = matchScoresResponseSchema.parse(await response.json())
    expect(profile_complete).toBe(true)
    expect(Object.keys(data).sort()).toEqual(['m-globex', 'm-mumbai', 'm-nurse', 'm-pune'])
    expect(data['m-pune']?.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'role', fit: 'same' },
        { kind: 'skills', matched: 4, total: 6 },
        { kind: 'city', city: 'Pune' },
        { kind: 'salary', fit: 'inside', min: 1_200_000, max: 1_800_000 },
      ]),
    )
    expect(data['m-globex']).toEqual({ score: 0, reasons: [{ kind: 'excluded', employer: 'Globex India' }], is_excluded: true })
    const score = (id: string) => data[id]?.score ?? -1
    expect(score('m-pune')).toBeGreaterThan(score('m-mumbai'))
    expect(score('m-mumbai')).toBeGreaterThan(score('m-nurse'))
  })

  test('before onboarding is finished nothing is scored', async () => {
    const body = matchScoresResponseSchema.parse(await (await get(app, ravi, '/scores?job_ids=m-pune')).json())
    expect(body).toEqual({ profile_complete: false, data: {} })
  })

  test('more job ids than the limit, or none, are refused', async () => {
    const many = Array.from({ length: 51 }, (_, index) => `job-${index}`).join(',')
    expect((await get(app, asha, `/scores?job_ids=${many}`)).status).toBe(400)
    expect((await get(app, asha, '/scores?job_ids=')).status).toBe(400)
  })

  test('recommendations are premium only (spec 001 §6), best first, never an excluded company', async () => {
    const refused = await get(app, asha, '/recommendations')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'PREMIUM_REQUIRED' } })

    const response = await get(app, meera, '/recommendations?limit=3')
    expect(response.status).toBe(200)
    const { data } = recommendationsResponseSchema.parse(await response.json())
    // Konkan Retail, excluded by Meera, is left out; equal scores go by job id.
    expect(data.map((item) => item.job.job_id)).toEqual(['m-globex', 'm-pune'])
    expect(data.map((item) => item.match.score)).toEqual([...data.map((item) => item.match.score)].sort((a, b) => b - a))
  })

  test('insights: pay by city and the skills asked for, from the jobs table; missing skills for premium only', async () => {
    const free = careerInsightsSchema.parse(await (await get(app, asha, '/insights')).json())
    expect(free.role).toBe('Data Analyst')
    expect(free.role_jobs).toBe(3)
    expect(free.salary_by_city.map((band) => [band.label, band.jobs])).toEqual([
      ['Pune', 2],
      ['Mumbai', 1],
    ])
    expect(free.salary_by_city[1]).toMatchObject({ low: 2_000_000, median: 2_000_000, high: 2_000_000 })
    expect(free.top_skills.slice(0, 2)).toEqual([
      { skill: 'Looker', jobs: 3 },
      { skill: 'SQL', jobs: 3 },
    ])
    expect(free.top_skills).toHaveLength(6)
    expect(free.missing_skills).toBeNull()

    const premium = careerInsightsSchema.parse(await (await get(app, meera, '/insights')).json())
    // Meera has no resume: every skill two or more of her matches ask for (Konkan Retail's excluded) is one she could add.
    expect(premium.missing_skills).toEqual([
      { skill: 'Looker', jobs: 2 },
      { skill: 'SQL', jobs: 2 },
    ])
  })
})
