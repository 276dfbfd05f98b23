import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { atsReportSchema } from '#core/resume/ats/ats.schema.ts'
import {
  adminResumeTemplateResponseSchema,
  adminResumeTemplatesResponseSchema,
  resumeAnalyticsSchema,
} from '#core/resume/template-admin.schema.ts'
import { atsScoreBucket } from '#core/resume/template-admin.ts'
import { auditLog, subscriptions } from '#server/db/schema/index.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { Services } from '#server/services.ts'
import { buildResumeDocument } from '#tests/support/factories.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { createTemplateCatalogue } from './template-catalogue.ts'

function call(app: TestApp, account: TestAccount | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = account ? account.headers() : { origin: TEST_PUBLIC_URL }
  return app.request(`${TEST_PUBLIC_URL}/api${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function grantPremium(database: DatabaseHandle, account: TestAccount) {
  const expiresAt = new Date(Date.now() + 30 * 86_400_000)
  await database.db
    .insert(subscriptions)
    .values({ userId: account.userId, planType: 'professional', status: 'active', expiresAt, isPremium: true })
}

describeOnDatabases('staff overrides of the resume templates', (getHandle) => {
  let app: TestApp
  let services: Services
  let admin: TestAccount
  let editor: TestAccount
  let analyst: TestAccount
  let free: TestAccount
  let premium: TestAccount

  beforeAll(async () => {
    services = buildTestServices(getHandle())
    app = buildTestApp(getHandle(), { services })
    admin = await createSignedInAccount(app, getHandle(), { email: 'templates.admin@example.com', role: 'admin' })
    editor = await createSignedInAccount(app, getHandle(), { email: 'templates.editor@example.com', role: 'editor' })
    analyst = await createSignedInAccount(app, getHandle(), { email: 'templates.analyst@example.com', role: 'analyst' })
    free = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    premium = await createSignedInAccount(app, getHandle(), { name: 'Kabir Shah' })
    await grantPremium(getHandle(), premium)
  })

  const exportIn = (account: TestAccount | null, template: string, format = 'pdf') =>
    call(app, account, 'POST', `/resume-documents/export/${format}`, { document: englishResume(), template })
  const createIn = (account: TestAccount, template: string) =>
    call(app, account, 'POST', '/resumes', { name: `In ${template}`, document: buildResumeDocument(), template })

  test('staff see every template of the catalogue as it is, with its marks and use', async () => {
    const response = await call(app, editor, 'GET', '/admin/resume-templates')
    expect(response.status).toBe(200)
    const { data } = adminResumeTemplatesResponseSchema.parse(await response.json())
    expect(data).toHaveLength(17)
    expect(data.filter((template) => template.premium)).toHaveLength(11)
    expect(data.find((template) => template.id === 'modern')).toMatchObject({
      enabled: true,
      premium: false,
      is_default: true,
      updated_at: null,
    })
    expect((await call(app, analyst, 'GET', '/admin/resume-templates')).status).toBe(403)
    expect((await call(app, free, 'GET', '/admin/resume-templates')).status).toBe(403)
  })

  test('a disabled template is refused on export, create and save, is offered nowhere, and the change is audited', async () => {
    expect((await exportIn(free, 'tech')).status).toBe(200)
    const created = await createIn(free, 'tech')
    expect(created.status).toBe(201)
    const resume = (await created.json()) as { id: string; version: number }

    const disabled = await call(app, admin, 'PATCH', '/admin/resume-templates/tech', { enabled: false })
    expect(disabled.status).toBe(200)
    expect(adminResumeTemplateResponseSchema.parse(await disabled.json()).data).toMatchObject({
      id: 'tech',
      enabled: false,
      premium: false,
      updated_by: 'templates.admin@example.com',
    })

    for (const format of ['pdf', 'docx', 'txt', 'json']) {
      const refused = await exportIn(free, 'tech', format)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({
        error: {
          code: 'PERMISSION_DENIED',
          reason: 'template_disabled',
          message: 'This template is no longer available. Please choose another template.',
        },
      })
    }
    // Premium does not open a disabled template either.
    expect((await exportIn(premium, 'tech')).status).toBe(403)
    expect(await (await createIn(free, 'tech')).json()).toMatchObject({ error: { code: 'PERMISSION_DENIED', reason: 'template_disabled' } })
    const save = await call(app, free, 'PUT', `/resumes/${resume.id}`, { baseVersion: resume.version, name: 'Still in tech' })
    expect(save.status).toBe(403)
    // Moving the resume to an enabled template is the way out.
    expect((await call(app, free, 'PUT', `/resumes/${resume.id}`, { baseVersion: resume.version, template: 'minimal' })).status).toBe(200)
    // A preview stays open: the builder still shows a resume left in a disabled template.
    expect((await call(app, free, 'POST', '/resume-documents/preview', { document: englishResume(), template: 'tech' })).status).toBe(200)

    expect((await services.resumeTemplates.availability()).find((template) => template.id === 'tech')).toEqual({
      id: 'tech',
      isEnabled: false,
      isPremium: false,
    })
    const [entry] = await getHandle()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'resume_template.update'), eq(auditLog.targetId, 'tech')))
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      actorLabel: 'templates.admin@example.com',
      targetType: 'resume_template',
      before: { enabled: true, premium: false },
      after: { enabled: false, premium: false },
    })

    expect((await call(app, editor, 'PATCH', '/admin/resume-templates/tech', { enabled: true })).status).toBe(200)
    expect((await exportIn(free, 'tech')).status).toBe(200)
  })

  test('the Premium mark in force decides PREMIUM_REQUIRED both ways', async () => {
    expect((await exportIn(free, 'aurora')).status).toBe(403)
    expect((await call(app, admin, 'PATCH', '/admin/resume-templates/aurora', { premium: false })).status).toBe(200)
    expect((await exportIn(free, 'aurora')).status).toBe(200)
    expect((await createIn(free, 'aurora')).status).toBe(201)

    expect((await exportIn(free, 'minimal')).status).toBe(200)
    expect((await call(app, admin, 'PATCH', '/admin/resume-templates/minimal', { premium: true })).status).toBe(200)
    const refused = await exportIn(free, 'minimal')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'PREMIUM_REQUIRED', reason: 'premium_template' } })
    expect((await exportIn(null, 'minimal')).status).toBe(403)
    expect((await createIn(free, 'minimal')).status).toBe(403)
    expect((await exportIn(premium, 'minimal')).status).toBe(200)
    expect((await createIn(premium, 'minimal')).status).toBe(201)

    const [entry] = await getHandle()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'resume_template.update'), eq(auditLog.targetId, 'minimal')))
    expect(entry).toMatchObject({ before: { enabled: true, premium: false }, after: { enabled: true, premium: true } })
  })

  test('the default template of new resumes can be neither disabled nor made Premium', async () => {
    for (const change of [{ enabled: false }, { premium: true }]) {
      const refused = await call(app, admin, 'PATCH', '/admin/resume-templates/modern', change)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ error: { code: 'PERMISSION_DENIED', reason: 'default_template' } })
    }
    expect(await getHandle().db.$count(auditLog, eq(auditLog.targetId, 'modern'))).toBe(0)
    expect((await call(app, admin, 'PATCH', '/admin/resume-templates/modern', {})).status).toBe(400)
    expect((await call(app, admin, 'PATCH', '/admin/resume-templates/nonesuch', { enabled: false })).status).toBe(400)
    expect((await call(app, analyst, 'PATCH', '/admin/resume-templates/tech', { enabled: false })).status).toBe(403)
  })

  test('another server keeps its copy of the overrides for a while, then reads the change', async () => {
    let clock = 0
    const other = createTemplateCatalogue({ database: getHandle(), now: () => new Date(), cacheMs: 1_000, clock: () => clock })
    expect((await other.availability()).find((template) => template.id === 'executive')?.isEnabled).toBe(true)
    expect((await call(app, admin, 'PATCH', '/admin/resume-templates/executive', { enabled: false })).status).toBe(200)
    expect((await other.availability()).find((template) => template.id === 'executive')?.isEnabled).toBe(true)
    clock = 1_000
    expect((await other.availability()).find((template) => template.id === 'executive')?.isEnabled).toBe(false)
  })
})

describeOnDatabases('resume analytics', (getHandle) => {
  let app: TestApp
  let services: Services
  let analyst: TestAccount
  let editor: TestAccount

  beforeAll(async () => {
    services = buildTestServices(getHandle())
    app = buildTestApp(getHandle(), { services })
    analyst = await createSignedInAccount(app, getHandle(), { email: 'analytics.analyst@example.com', role: 'analyst' })
    editor = await createSignedInAccount(app, getHandle(), { email: 'analytics.editor@example.com', role: 'editor' })
  })

  test('with nothing recorded every figure is zero and the average is empty', async () => {
    const response = await call(app, analyst, 'GET', '/admin/resume-analytics?days=7')
    expect(response.status).toBe(200)
    const analytics = resumeAnalyticsSchema.parse(await response.json())
    expect(analytics.days).toHaveLength(7)
    expect(analytics.created).toEqual([0, 0, 0, 0, 0, 0, 0])
    expect(analytics.exports).toEqual([
      { format: 'pdf', count: 0 },
      { format: 'docx', count: 0 },
      { format: 'txt', count: 0 },
      { format: 'json', count: 0 },
    ])
    expect(analytics.ats).toMatchObject({ checks: 0, average: null })
    expect(analytics.templates.every((row) => row.resumes === 0 && row.exports === 0)).toBe(true)
    expect((await call(app, editor, 'GET', '/admin/resume-analytics')).status).toBe(403)
  })

  test('the figures are what was recorded: resumes created, exports per format and template, ATS scores', async () => {
    const asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    const ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi Kumar' })
    for (const [account, template] of [
      [asha, 'modern'],
      [asha, 'tech'],
      [ravi, 'tech'],
    ] as const) {
      expect((await call(app, account, 'POST', '/resumes', { name: template, document: buildResumeDocument(), template })).status).toBe(201)
    }
    const exports = [
      ['pdf', 'executive'],
      ['pdf', 'executive'],
      ['pdf', 'modern'],
      ['docx', 'modern'],
      ['txt', 'modern'],
    ] as const
    for (const [format, template] of exports) {
      expect((await call(app, asha, 'POST', `/resume-documents/export/${format}`, { document: englishResume(), template })).status).toBe(
        200,
      )
    }
    // A refused export is not counted.
    expect((await call(app, asha, 'POST', '/resume-documents/export/pdf', { document: englishResume(), template: 'aurora' })).status).toBe(
      403,
    )
    const scores: number[] = []
    for (const document of [englishResume(), buildResumeDocument()]) {
      const checked = await call(app, null, 'POST', '/resume-ats/check', { document, template: 'modern' })
      expect(checked.status).toBe(200)
      scores.push(atsReportSchema.parse(await checked.json()).overall)
    }
    await services.activity.flush()

    const analytics = resumeAnalyticsSchema.parse(await (await call(app, analyst, 'GET', '/admin/resume-analytics?days=30')).json())
    expect(analytics.days).toHaveLength(30)
    expect(analytics.created.at(-1)).toBe(3)
    expect(analytics.created.reduce((sum, count) => sum + count, 0)).toBe(3)
    expect(analytics.exports).toEqual([
      { format: 'pdf', count: 3 },
      { format: 'docx', count: 1 },
      { format: 'txt', count: 1 },
      { format: 'json', count: 0 },
    ])
    expect(analytics.ats.checks).toBe(2)
    expect(analytics.ats.average).toBe(Math.round(((scores[0] ?? 0) + (scores[1] ?? 0)) * 5) / 10)
    for (const bucket of analytics.ats.buckets) {
      const expected = scores.filter((score) => atsScoreBucket(score) * 10 === bucket.from).length
      expect(bucket.count).toBe(expected)
    }
    expect(analytics.templates[0]).toEqual({ id: 'tech', resumes: 2, exports: 0 })
    expect(analytics.templates.find((row) => row.id === 'modern')).toEqual({ id: 'modern', resumes: 1, exports: 1 })
    expect(analytics.templates.find((row) => row.id === 'executive')).toEqual({ id: 'executive', resumes: 0, exports: 2 })

    const list = adminResumeTemplatesResponseSchema.parse(await (await call(app, editor, 'GET', '/admin/resume-templates')).json())
    expect(list.data.find((row) => row.id === 'executive')).toMatchObject({ resumes: 0, exports: 2 })
    expect(list.data.find((row) => row.id === 'tech')).toMatchObject({ resumes: 2, exports: 0 })
  })
})
