import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { MAX_RESUMES_PER_USER } from '#core/resume/resume-limits.ts'
import { resumeListSchema, resumeSchema, resumeVersionListSchema, type Resume } from '#core/resume/resumes.schema.ts'
import { resumes, resumeVersions, subscriptions } from '#server/db/schema/index.ts'
import { erasePersonalData, exportPersonalData } from '#server/lib/personal-data.ts'
import { serverFeatures } from '#server/services.ts'
import { buildResumeDocument } from '#tests/support/factories.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { insertVersion } from './repo.ts'

function call(app: TestApp, account: TestAccount | null, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = account ? account.headers(extra) : { origin: TEST_PUBLIC_URL, ...extra }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return app.request(`${TEST_PUBLIC_URL}/api/resumes${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function create(app: TestApp, account: TestAccount, name: string, document = buildResumeDocument()): Promise<Resume> {
  const response = await call(app, account, 'POST', '', { name, document, template: 'modern' })
  expect(response.status).toBe(201)
  return resumeSchema.parse(await response.json())
}

async function list(app: TestApp, account: TestAccount) {
  return resumeListSchema.parse(await (await call(app, account, 'GET', '')).json()).data
}

describeOnDatabases('resumes API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount
  let ravi: TestAccount

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi Kumar' })
  })

  test('signed out, the resumes API answers 401', async () => {
    expect((await call(app, null, 'GET', '')).status).toBe(401)
    expect((await call(app, null, 'POST', '', { name: 'Mine' })).status).toBe(401)
  })

  test('create, read, save and list: the first resume is the base, the list is base first then newest', async () => {
    const first = await create(app, asha, 'Analyst')
    expect(first).toMatchObject({ name: 'Analyst', version: 1, isBaseResume: true, template: 'modern' })
    expect(first.document.workExperience[0]).toMatchObject({ current: true, endDate: 'Present' })
    const second = await create(app, asha, 'Consulting')
    expect(second.isBaseResume).toBe(false)

    expect((await list(app, asha)).map((resume) => resume.name)).toEqual(['Analyst', 'Consulting'])

    const document = buildResumeDocument({ personalInfo: { firstName: 'Asha', lastName: 'Rao', summary: 'Eight years of SQL.' } })
    const saved = await call(app, asha, 'PUT', `/${second.id}`, { baseVersion: 1, document, template: 'tech', name: 'Consulting 2' })
    expect(saved.status).toBe(200)
    expect(resumeSchema.parse(await saved.json())).toMatchObject({ version: 2, template: 'tech', name: 'Consulting 2' })

    const read = resumeSchema.parse(await (await call(app, asha, 'GET', `/${second.id}`)).json())
    expect(read.document.personalInfo.summary).toBe('Eight years of SQL.')
    expect(read.version).toBe(2)
  })

  test('a save made on an older version is refused with 409 EDIT_CONFLICT and changes nothing', async () => {
    const resume = await create(app, asha, 'Two tabs')
    const tabOne = await call(app, asha, 'PUT', `/${resume.id}`, { baseVersion: 1, name: 'Saved by tab one' })
    expect(tabOne.status).toBe(200)

    const tabTwo = await call(app, asha, 'PUT', `/${resume.id}`, { baseVersion: 1, name: 'Saved by tab two' })
    expect(tabTwo.status).toBe(409)
    expect(await tabTwo.json()).toMatchObject({ error: { code: 'EDIT_CONFLICT', params: { currentVersion: 2 } } })

    const stored = resumeSchema.parse(await (await call(app, asha, 'GET', `/${resume.id}`)).json())
    expect(stored).toMatchObject({ name: 'Saved by tab one', version: 2 })
  })

  test('another person’s resume answers 404 to every call, and stays unchanged', async () => {
    const resume = await create(app, asha, 'Private')
    for (const [method, path, body] of [
      ['GET', `/${resume.id}`, undefined],
      ['PUT', `/${resume.id}`, { baseVersion: 1, name: 'Taken' }],
      ['DELETE', `/${resume.id}`, undefined],
      ['POST', `/${resume.id}/base`, undefined],
      ['GET', `/${resume.id}/versions`, undefined],
      ['GET', `/${resume.id}/versions/1`, undefined],
      ['POST', `/${resume.id}/versions/1/restore`, { baseVersion: 1 }],
    ] as const) {
      const response = await call(app, ravi, method, path, body)
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
    expect(await list(app, ravi)).toEqual([])
    const stored = resumeSchema.parse(await (await call(app, asha, 'GET', `/${resume.id}`)).json())
    expect(stored).toMatchObject({ name: 'Private', version: 1, isBaseResume: false })
    expect((await call(app, asha, 'GET', '/not-a-uuid')).status).toBe(400)
  })

  test('a document breaking its schema is refused with 400', async () => {
    const resume = await create(app, asha, 'Checked')
    const response = await call(app, asha, 'PUT', `/${resume.id}`, {
      baseVersion: 1,
      document: { personalInfo: { firstName: 'x'.repeat(500) } },
    })
    expect(response.status).toBe(400)
  })

  test('setting a base resume clears the others, and concurrent requests leave exactly one base', async () => {
    const person = await createSignedInAccount(app, getHandle(), { name: 'Meera Iyer' })
    const made = [await create(app, person, 'One'), await create(app, person, 'Two'), await create(app, person, 'Three')]
    const answer = await call(app, person, 'POST', `/${made[2]?.id}/base`)
    expect(answer.status).toBe(200)
    expect((await list(app, person)).map((resume) => [resume.name, resume.isBaseResume])).toEqual([
      ['Three', true],
      ['Two', false],
      ['One', false],
    ])

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => call(app, person, 'POST', `/${made[index % made.length]?.id}/base`)),
    )
    expect(answers.map((response) => response.status)).toEqual(Array.from({ length: 12 }, () => 200))
    const bases = (await list(app, person)).filter((resume) => resume.isBaseResume)
    expect(bases).toHaveLength(1)
  })

  test('concurrent first resumes make exactly one base resume, and the cap holds', async () => {
    const person = await createSignedInAccount(app, getHandle(), { name: 'Kabir Singh' })
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => call(app, person, 'POST', '', { name: `At once ${index}` })))
    expect(answers.map((response) => response.status)).toEqual([201, 201, 201, 201, 201])
    expect((await list(app, person)).filter((resume) => resume.isBaseResume)).toHaveLength(1)

    const document = buildResumeDocument()
    await getHandle()
      .db.insert(resumes)
      .values(
        Array.from({ length: MAX_RESUMES_PER_USER - 5 }, (_, index) => ({
          userId: person.userId,
          name: `Filler ${index}`,
          document,
          template: 'modern',
        })),
      )
    const refused = await call(app, person, 'POST', '', { name: 'One too many' })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      error: { code: 'API_QUOTA_EXCEEDED', reason: 'resumes_full', params: { limit: MAX_RESUMES_PER_USER } },
    })
  })

  test('every save keeps a version; restoring one saves it as the newest', async () => {
    const original = buildResumeDocument({ personalInfo: { firstName: 'Asha', lastName: 'Rao', title: 'First title' } })
    const resume = await create(app, asha, 'Versioned', original)
    const changed = buildResumeDocument({ personalInfo: { firstName: 'Asha', lastName: 'Rao', title: 'Second title' } })
    expect((await call(app, asha, 'PUT', `/${resume.id}`, { baseVersion: 1, document: changed, template: 'academic' })).status).toBe(200)

    const versions = resumeVersionListSchema.parse(await (await call(app, asha, 'GET', `/${resume.id}/versions`)).json()).data
    expect(versions.map((version) => [version.version, version.template])).toEqual([
      [2, 'academic'],
      [1, 'modern'],
    ])
    const first = await (await call(app, asha, 'GET', `/${resume.id}/versions/1`)).json()
    expect(first).toMatchObject({ version: 1, document: { personalInfo: { title: 'First title' } } })
    expect((await call(app, asha, 'GET', `/${resume.id}/versions/9`)).status).toBe(404)

    expect((await call(app, asha, 'POST', `/${resume.id}/versions/1/restore`, { baseVersion: 1 })).status).toBe(409)
    const restored = await call(app, asha, 'POST', `/${resume.id}/versions/1/restore`, { baseVersion: 2 })
    expect(restored.status).toBe(200)
    expect(resumeSchema.parse(await restored.json())).toMatchObject({
      version: 3,
      template: 'modern',
      document: { personalInfo: { title: 'First title' } },
    })
    const after = resumeVersionListSchema.parse(await (await call(app, asha, 'GET', `/${resume.id}/versions`)).json()).data
    expect(after.map((version) => version.version)).toEqual([3, 2, 1])
  })

  test('only the newest versions are kept', async () => {
    const resume = await create(app, asha, 'Pruned')
    const db = getHandle().db
    for (const version of [2, 3, 4]) {
      await insertVersion(db, { id: resume.id, version, name: 'Pruned', document: {}, template: 'modern', updatedAt: new Date() }, 2)
    }
    const kept = await db.select({ version: resumeVersions.version }).from(resumeVersions).where(eq(resumeVersions.resumeId, resume.id))
    expect(kept.map((row) => row.version).sort()).toEqual([3, 4])
  })

  test('a deleted resume is gone with its versions', async () => {
    const resume = await create(app, asha, 'Short-lived')
    expect((await call(app, asha, 'DELETE', `/${resume.id}`)).status).toBe(204)
    expect((await call(app, asha, 'GET', `/${resume.id}`)).status).toBe(404)
    expect((await call(app, asha, 'DELETE', `/${resume.id}`)).status).toBe(404)
    const versions = await getHandle().db.select().from(resumeVersions).where(eq(resumeVersions.resumeId, resume.id))
    expect(versions).toEqual([])
  })

  test('the same Idempotency-Key twice saves once and replays the first answer', async () => {
    const resume = await create(app, asha, 'Queued offline')
    const key = 'queue-resume-update-1'
    const body = { baseVersion: 1, name: 'Synced' }
    const first = await call(app, asha, 'PUT', `/${resume.id}`, body, { 'idempotency-key': key })
    const repeat = await call(app, asha, 'PUT', `/${resume.id}`, body, { 'idempotency-key': key })
    expect(repeat.status).toBe(200)
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(await repeat.text()).toBe(await first.text())
    expect(resumeSchema.parse(await (await call(app, asha, 'GET', `/${resume.id}`)).json()).version).toBe(2)
  })

  test('"Download my data" holds the resumes with their versions; "Delete account" erases both tables', async () => {
    const person = await createSignedInAccount(app, getHandle(), { name: 'Farah Khan' })
    const resume = await create(app, person, 'Exported')
    await call(app, person, 'PUT', `/${resume.id}`, { baseVersion: 1, name: 'Exported twice' })
    const db = getHandle().db

    const exported = await exportPersonalData(db, serverFeatures.personalData, person.userId)
    expect(exported?.['resumes']).toMatchObject([
      { id: resume.id, name: 'Exported twice', version: 2, versions: [{ version: 2 }, { version: 1, name: 'Exported' }] },
    ])

    expect(await erasePersonalData(db, serverFeatures.personalData, person.userId)).toBe(true)
    expect(await db.select().from(resumes).where(eq(resumes.userId, person.userId))).toEqual([])
    expect(await db.select().from(resumeVersions).where(eq(resumeVersions.resumeId, resume.id))).toEqual([])
  })

  test('a resume is saved with a premium template only on Premium: create, save and restore are PREMIUM_REQUIRED without it', async () => {
    const free = await createSignedInAccount(app, getHandle(), { name: 'Meera Iyer' })
    const refused = await call(app, free, 'POST', '', { name: 'Mine', document: buildResumeDocument(), template: 'aurora' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'PREMIUM_REQUIRED', reason: 'premium_template' } })
    const resume = await create(app, free, 'Mine')
    expect((await call(app, free, 'PUT', `/${resume.id}`, { baseVersion: 1, template: 'ledger' })).status).toBe(403)
    expect((await call(app, free, 'PUT', `/${resume.id}`, { baseVersion: 1, template: 'tech', name: 'Mine 2' })).status).toBe(200)

    const premium = await createSignedInAccount(app, getHandle(), { name: 'Kabir Shah' })
    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)
    await getHandle()
      .db.insert(subscriptions)
      .values({ userId: premium.userId, planType: 'professional', status: 'active', expiresAt, isPremium: true })
    const created = await call(app, premium, 'POST', '', { name: 'Premium', document: buildResumeDocument(), template: 'aurora' })
    expect(created.status).toBe(201)
    const stored = resumeSchema.parse(await created.json())
    expect(stored.template).toBe('aurora')
    expect((await call(app, premium, 'PUT', `/${stored.id}`, { baseVersion: 1, template: 'ledger' })).status).toBe(200)

    // When premium ends, the resume stays readable, but saving it as it is (in its premium template)
    // or restoring a premium version is refused until a free template is chosen.
    await getHandle()
      .db.update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, premium.userId))
    expect((await call(app, premium, 'GET', `/${stored.id}`)).status).toBe(200)
    expect((await call(app, premium, 'PUT', `/${stored.id}`, { baseVersion: 2, name: 'Renamed' })).status).toBe(403)
    expect((await call(app, premium, 'POST', `/${stored.id}/versions/1/restore`, { baseVersion: 2 })).status).toBe(403)
    expect((await call(app, premium, 'PUT', `/${stored.id}`, { baseVersion: 2, template: 'modern' })).status).toBe(200)
  })
})
