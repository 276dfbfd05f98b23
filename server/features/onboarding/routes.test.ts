import { beforeAll, describe, expect, test } from 'vitest'
import { suggestedSalaryFor, industryKeys } from '#core/reference/industries.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

function put(app: TestApp, account: TestAccount | null, body: unknown) {
  return app.request(`${TEST_PUBLIC_URL}/api/onboarding`, {
    method: 'PUT',
    headers: { ...(account ? account.headers() : { origin: TEST_PUBLIC_URL }), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

function get(app: TestApp, account: TestAccount | null) {
  return app.request(`${TEST_PUBLIC_URL}/api/onboarding`, { headers: account ? account.headers() : {} })
}

const preferences = {
  jobTypes: ['full-time', 'remote', 'full-time'],
  salaryMin: 600_000,
  salaryMax: 1_200_000,
  excludeCompanies: [' Acme Systems ', '', 'Acme Systems', 'Globex'],
  companySizes: ['startup', 'enterprise'],
}

describeOnDatabases('onboarding API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount
  let ravi: TestAccount

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi Kumar' })
  })

  test('signed out, reading or saving answers 401 AUTH_REQUIRED', async () => {
    expect((await get(app, null)).status).toBe(401)
    const response = await put(app, null, { step: 1, answers: { city: 'Pune', state: 'Maharashtra' } })
    expect(response.status).toBe(401)
    expect((await response.json()).error.code).toBe('AUTH_REQUIRED')
  })

  test('a new account has saved nothing: step 0, not completed', async () => {
    const response = await get(app, asha)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ step: 0, completedAt: null, city: null, jobTypes: [] })
  })

  test('each step saves and the next read resumes after the last saved step', async () => {
    const first = await put(app, asha, { step: 1, answers: { city: ' Pune ', state: 'Maharashtra' } })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ step: 1, city: 'Pune', state: 'Maharashtra', completedAt: null })

    await put(app, asha, { step: 2, answers: { industry: 'other', industryOther: 'Aviation' } })
    expect(await (await get(app, asha)).json()).toMatchObject({ step: 2, industry: 'other', industryOther: 'Aviation' })

    // Going back to step 1 changes the answer but keeps the progress.
    await put(app, asha, { step: 1, answers: { city: 'Mumbai', state: 'Maharashtra' } })
    expect(await (await get(app, asha)).json()).toMatchObject({ step: 2, city: 'Mumbai' })

    // A listed industry drops the Other text.
    await put(app, asha, { step: 2, answers: { industry: 'software', industryOther: 'Aviation' } })
    expect(await (await get(app, asha)).json()).toMatchObject({ industry: 'software', industryOther: null })

    await put(app, asha, { step: 3, answers: { designation: '', experienceLevel: '3-5' } })
    expect(await (await get(app, asha)).json()).toMatchObject({ step: 3, designation: null, experienceLevel: '3-5', completedAt: null })
  })

  test('saving the fourth step completes onboarding, with the lists cleaned', async () => {
    const response = await put(app, asha, { step: 4, answers: preferences })
    expect(response.status).toBe(200)
    const state = await response.json()
    expect(state.step).toBe(4)
    expect(state.completedAt).toEqual(expect.any(String))
    expect(state.jobTypes).toEqual(['full-time', 'remote'])
    expect(state.excludeCompanies).toEqual(['Acme Systems', 'Globex'])
    expect(state.companySizes).toEqual(['startup', 'enterprise'])
    expect([state.salaryMin, state.salaryMax]).toEqual([600_000, 1_200_000])
  })

  test("one user's answers are not another's", async () => {
    expect(await (await get(app, ravi)).json()).toMatchObject({ step: 0, city: null })
  })

  test.each([
    ['city missing', { step: 1, answers: { city: ' ', state: 'Maharashtra' } }, 'answers.city', 'required'],
    ['state missing', { step: 1, answers: { city: 'Pune' } }, 'answers.state', undefined],
    ['industry missing', { step: 2, answers: {} }, 'answers.industry', 'required'],
    ['industry unknown', { step: 2, answers: { industry: 'astrology' } }, 'answers.industry', 'required'],
    ['Other without text', { step: 2, answers: { industry: 'other', industryOther: '' } }, 'answers.industryOther', 'required'],
    ['experience level unknown', { step: 3, answers: { experienceLevel: '2-4' } }, 'answers.experienceLevel', undefined],
    [
      'salary min above max',
      { step: 4, answers: { ...preferences, salaryMin: 900_000, salaryMax: 500_000 } },
      'answers.salaryMax',
      'salaryOrder',
    ],
    ['negative salary', { step: 4, answers: { ...preferences, salaryMin: -1 } }, 'answers.salaryMin', 'invalidSalary'],
    ['unknown job type', { step: 4, answers: { ...preferences, jobTypes: ['gig'] } }, 'answers.jobTypes.0', undefined],
    ['unknown step', { step: 5, answers: {} }, 'step', undefined],
    ['an unknown field', { step: 1, answers: { city: 'Pune', state: 'Maharashtra', country: 'IN' } }, 'answers', undefined],
  ])('%s is refused with 400 naming the field', async (_name, body, path, message) => {
    const response = await put(app, ravi, body)
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error.code).toMatch(/^VALIDATION_/)
    const field = error.fields.find((issue: { path: string }) => issue.path === path)
    expect(field, JSON.stringify(error.fields)).toBeDefined()
    if (message) expect(field.message).toBe(message)
    expect(await (await get(app, ravi)).json()).toMatchObject({ step: 0 })
  })
})

describe('suggested salary by industry (spec 000 §9, matched by key)', () => {
  test.each([
    ['it-services', 300_000, 600_000],
    ['software', 300_000, 600_000],
    ['media', 250_000, 500_000],
    ['banking', 350_000, 700_000],
    ['manufacturing', 400_000, 800_000],
    ['energy', 1_500_000, 2_500_000],
    ['construction', 1_200_000, 2_000_000],
    ['hospitals', 600_000, 1_200_000],
    ['other', 300_000, 600_000],
    [null, 300_000, 600_000],
  ])('%s → %i–%i', (industry, min, max) => {
    expect(suggestedSalaryFor(industry)).toEqual({ min, max })
  })

  test('every spec band is reachable from some industry, so the lookup does not always fall through', () => {
    const ranges = new Set(industryKeys.map((key) => JSON.stringify(suggestedSalaryFor(key))))
    expect(ranges.size).toBe(7)
  })
})
