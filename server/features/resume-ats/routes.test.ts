import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { atsReportSchema, templateMeasurementsSchema } from '#core/resume/ats/ats.schema.ts'
import { ATS_RUBRIC_VERSION } from '#core/resume/ats/rubric.ts'
import { TYPST_TEMPLATE_ROOT } from '#server/adapters/create-adapters.ts'
import { createDocumentTools } from '#server/adapters/documents/local.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { cookieFrom } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { sampleResumes } from '#bench/ats/samples.ts'
import { measureTemplate } from './measure-templates.ts'
import { ATS_CHECK_RATE } from './routes.ts'

function check(app: TestApp, body: unknown, cookie = '') {
  return app.request(`${TEST_PUBLIC_URL}/api/resume-ats/check`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
}

const JOB = `Senior Backend Engineer

Build payment services in Go and PostgreSQL. Kafka, Kubernetes and React are used daily.
B.Tech in Computer Science. Payment settlement experience; payment reconciliation a plus.`

describeOnDatabases('resume ATS check API', (getHandle) => {
  let app: TestApp

  beforeAll(() => {
    app = buildTestApp(getHandle())
  })

  test('a guest checks a resume: parseability of its exported PDF, read back and parsed, with no job', async () => {
    const response = await check(app, { document: englishResume(), template: 'modern' })
    expect(response.status).toBe(200)
    const report = atsReportSchema.parse(await response.json())
    expect(report).toMatchObject({ rubricVersion: ATS_RUBRIC_VERSION, target: 80, jobMatch: null })
    expect(report.parseability.score).toBe(100)
    expect(report.overall).toBe(100)
  })

  test('against a pasted job: the skills it names, React missing and named in the fixes', async () => {
    const response = await check(app, { document: englishResume(), template: 'tech', jobText: JOB })
    expect(response.status).toBe(200)
    const report = atsReportSchema.parse(await response.json())
    expect(report.jobMatch?.jobTitle).toBe('Senior Backend Engineer')
    expect(report.jobMatch?.terms.filter((term) => term.kind === 'hardSkill').map((term) => [term.term, term.match])).toEqual([
      ['Go', 'exact'],
      ['React', 'missing'],
      ['PostgreSQL', 'exact'],
      ['Kafka', 'exact'],
      ['Kubernetes', 'exact'],
      ['Reconciliation', 'exact'],
    ])
    expect(report.fixes).toContainEqual(expect.objectContaining({ key: 'skillMissing', params: { term: 'React' } }))
    expect(report.overall).toBe(Math.round(report.parseability.score * 0.4 + (report.jobMatch?.score ?? 0) * 0.6))
  })

  test('an unknown job id is 404; text and id together, or an unknown template, are 400', async () => {
    expect((await check(app, { document: englishResume(), template: 'modern', jobId: 'jy0000000000000000' })).status).toBe(404)
    expect((await check(app, { document: englishResume(), template: 'modern', jobId: 'jy1', jobText: 'x' })).status).toBe(400)
    expect((await check(app, { document: englishResume(), template: 'fancy' })).status).toBe(400)
  })

  test(`checks are limited to ${ATS_CHECK_RATE.limit} a minute per person, then 429 with Retry-After`, async () => {
    const first = await check(app, { document: englishResume(), template: 'minimal' })
    const cookie = cookieFrom(first)
    for (let count = 2; count <= ATS_CHECK_RATE.limit; count += 1) {
      expect((await check(app, { document: englishResume(), template: 'minimal' }, cookie)).status).toBe(200)
    }
    const refused = await check(app, { document: englishResume(), template: 'minimal' }, cookie)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

/** The figures /ats-rubric publishes are what `npm run bench:ats` measures: a fresh measurement of one template equals them. */
describe('the published template figures', () => {
  const documents = createDocumentTools({ root: TYPST_TEMPLATE_ROOT, workers: 1, timeoutMs: 30_000 })
  afterAll(() => documents.typst.close())

  test('modern, measured now on the samples, equals core/resume/ats/measured-templates.json under the current rubric', async () => {
    const published = templateMeasurementsSchema.parse(
      JSON.parse(readFileSync(new URL('../../../core/resume/ats/measured-templates.json', import.meta.url), 'utf8')),
    )
    expect(published.rubricVersion).toBe(ATS_RUBRIC_VERSION)
    const samples = sampleResumes()
    expect(published.samples.map((sample) => sample.id)).toEqual(samples.map((sample) => sample.id))
    const fresh = await measureTemplate(documents, 'modern', samples)
    expect(published.templates.find((row) => row.template === 'modern')).toEqual(fresh)
  })
})
