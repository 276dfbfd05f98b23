import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, expect, test } from 'vitest'
import { previewResponseSchema } from '#core/resume/documents.schema.ts'
import { importJsonResume } from '#core/resume/json-resume.schema.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { extractPdfText } from '#server/adapters/documents/pdf-text.ts'
import { subscriptions } from '#server/db/schema/index.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { englishResume, hindiResume } from '#tests/support/resume-documents.ts'
import { cookieFrom, createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { EXPORT_RATE } from './routes.ts'

function post(app: TestApp, path: string, body: unknown, cookie = '', headers: Record<string, string> = {}) {
  return app.request(`${TEST_PUBLIC_URL}/api/resume-documents${path}`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  })
}

describeOnDatabases('resume documents API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
  })

  test('a guest previews a resume: one SVG per page of the PDF, and a visitor cookie to count them by', async () => {
    const response = await post(app, '/preview', { document: englishResume(), template: 'modern' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.getSetCookie().join()).toMatch(/jy_visitor=/)
    const { pages } = previewResponseSchema.parse(await response.json())
    expect(pages).toHaveLength(2)
    for (const page of pages) expect(page.startsWith('<svg ')).toBe(true)
  })

  test('a preview is compressed by the route: brotli when the client takes it, else gzip, else as it is (decision 081)', async () => {
    const body = { document: englishResume(), template: 'modern' }
    // Signed in: guests' new visitor ids are counted per address, and the other tests here need theirs.
    const plain = await (await post(app, '/preview', body, asha.cookie)).text()
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const response = await post(app, '/preview', body, asha.cookie, { 'accept-encoding': accept })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.length).toBeLessThan(plain.length / 4)
      expect(decoders[encoding](bytes).toString('utf8')).toBe(plain)
    }
    const identity = await post(app, '/preview', body, asha.cookie, { 'accept-encoding': 'identity' })
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.text()).toBe(plain)
  })

  test('a signed-in person exports a PDF in every format’s content type, named from their name, as an attachment', async () => {
    const pdf = await post(app, '/export/pdf', { document: englishResume(), template: 'executive' }, asha.cookie)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="Asha_Rao_Resume.pdf"; filename*=UTF-8''Asha_Rao_Resume.pdf`)
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(strFromU8(bytes.slice(0, 5))).toBe('%PDF-')
    expect((await extractPdfText(bytes)).text).toContain('Senior Backend Engineer')

    const txt = await post(app, '/export/txt', { document: englishResume(), template: 'modern' }, asha.cookie)
    expect(txt.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await txt.text()).toMatch(/^Asha Rao\nSenior Backend Engineer\n/)

    const json = await post(app, '/export/json', { document: englishResume(), template: 'modern' }, asha.cookie)
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(json.headers.get('content-disposition')).toContain('filename="Asha_Rao_Resume.json"')
    expect(importJsonResume(await json.json())).toEqual(englishResume())
  })

  test('the DOCX has Word’s Title and Heading styles and real bulleted list paragraphs', async () => {
    const response = await post(app, '/export/docx', { document: englishResume(), template: 'modern' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const body = strFromU8(files['word/document.xml'] ?? new Uint8Array())
    const styles = strFromU8(files['word/styles.xml'] ?? new Uint8Array())
    expect(body).toContain('<w:pStyle w:val="Title"/>')
    expect(body).toContain('<w:pStyle w:val="Heading1"/>')
    expect(body).toContain('<w:pStyle w:val="Heading2"/>')
    expect(styles).toMatch(/w:styleId="Heading1"/)
    const listParagraphs = body.match(/<w:numPr>/g) ?? []
    expect(listParagraphs.length).toBe(englishResume().workExperience.flatMap((job) => job.achievements).length)
    expect(files['word/numbering.xml']).toBeDefined()
    expect(body).toContain('Cut settlement latency from 40 minutes to 6 minutes')
    expect(strFromU8(files['word/_rels/document.xml.rels'] ?? new Uint8Array())).toContain('mailto:asha.rao-dev@example-mail.in')
  })

  test('a Hindi name names the file in UTF-8 with an ASCII fallback', async () => {
    const response = await post(app, '/export/txt', { document: hindiResume(), template: 'modern' })
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Resume.txt"; filename*=UTF-8''${encodeURIComponent('आशा_राव_Resume.txt')}`,
    )
  })

  test('no first or last name: 400 with the spec’s Missing Information text, whatever the format', async () => {
    const nameless: ResumeDocument = { ...englishResume(), personalInfo: { ...englishResume().personalInfo, firstName: '', lastName: ' ' } }
    for (const format of ['pdf', 'docx', 'txt', 'json']) {
      const response = await post(app, `/export/${format}`, { document: nameless, template: 'modern' })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        error: {
          code: 'VALIDATION_REQUIRED_FIELD',
          reason: 'resume_name_missing',
          message: 'Missing Information: Please add your name before exporting your resume.',
        },
      })
    }
    // A last name alone is a name.
    const lastOnly = { ...englishResume(), personalInfo: { ...englishResume().personalInfo, firstName: '' } }
    expect((await post(app, '/export/txt', { document: lastOnly, template: 'modern' })).status).toBe(200)
    // The preview needs no name.
    expect((await post(app, '/preview', { document: nameless, template: 'minimal' })).status).toBe(200)
  })

  test('an unknown template or format, or a document that breaks its schema, is 400', async () => {
    expect((await post(app, '/preview', { document: englishResume(), template: 'fancy' })).status).toBe(400)
    expect((await post(app, '/export/odt', { document: englishResume(), template: 'modern' })).status).toBe(400)
    const tooLong = { ...englishResume(), personalInfo: { ...englishResume().personalInfo, firstName: 'x'.repeat(201) } }
    const refused = await post(app, '/export/pdf', { document: tooLong, template: 'modern' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: { code: expect.stringMatching(/^VALIDATION_/) } })
  })

  test('a render that fails is 500 Export Failed for an export and preview_failed for a preview, and the next one works', async () => {
    // A time-out shorter than loading the fonts into a new worker: every render fails.
    const failing = buildTestApp(getHandle(), {
      services: buildTestServices(getHandle(), { adapters: { documents: { renderWorkers: 1, renderTimeoutMs: 1 } } }),
    })
    const exported = await post(failing, '/export/pdf', { document: englishResume(), template: 'modern' })
    expect(exported.status).toBe(500)
    expect(await exported.json()).toEqual({
      error: { code: 'OPERATION_FAILED', reason: 'export_failed', message: 'Export Failed', retryable: false },
    })
    const previewed = await post(failing, '/preview', { document: englishResume(), template: 'modern' })
    expect(previewed.status).toBe(500)
    expect(await previewed.json()).toMatchObject({ error: { code: 'OPERATION_FAILED', reason: 'preview_failed' } })
    // The other formats do not render, so they still export.
    expect((await post(failing, '/export/docx', { document: englishResume(), template: 'modern' })).status).toBe(200)
  })

  test(`exports are limited to ${EXPORT_RATE.limit} a minute per person, then 429 with Retry-After`, async () => {
    const first = await post(app, '/export/txt', { document: englishResume(), template: 'modern' })
    const cookie = cookieFrom(first)
    for (let count = 2; count <= EXPORT_RATE.limit; count += 1) {
      expect((await post(app, '/export/txt', { document: englishResume(), template: 'modern' }, cookie)).status).toBe(200)
    }
    const refused = await post(app, '/export/txt', { document: englishResume(), template: 'modern' }, cookie)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ error: { code: 'API_RATE_LIMITED' } })
    // Another person is counted on their own.
    expect((await post(app, '/export/txt', { document: englishResume(), template: 'modern' }, asha.cookie)).status).toBe(200)
  })

  test('a premium template previews for everyone, but exports in every format only for Premium (PREMIUM_REQUIRED for guests and free users)', async () => {
    const body = { document: englishResume(), template: 'aurora' }
    const guestPreview = await post(app, '/preview', body)
    expect(guestPreview.status).toBe(200)
    expect(previewResponseSchema.parse(await guestPreview.json()).pages.length).toBeGreaterThan(0)

    const free = await createSignedInAccount(app, getHandle(), { name: 'Meera Iyer' })
    expect((await post(app, '/preview', body, free.cookie)).status).toBe(200)
    for (const format of ['pdf', 'docx', 'txt', 'json'] as const) {
      for (const cookie of ['', free.cookie]) {
        const refused = await post(app, `/export/${format}`, body, cookie)
        expect(refused.status).toBe(403)
        expect(await refused.json()).toMatchObject({
          error: { code: 'PREMIUM_REQUIRED', reason: 'premium_template', message: expect.stringContaining('Premium') },
        })
      }
      // A free template still exports for them.
      expect((await post(app, `/export/${format}`, { ...body, template: 'modern' }, free.cookie)).status).toBe(200)
    }

    const premium = await createSignedInAccount(app, getHandle(), { name: 'Kabir Shah' })
    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)
    await getHandle()
      .db.insert(subscriptions)
      .values({ userId: premium.userId, planType: 'professional', status: 'active', expiresAt, isPremium: true })
    const pdf = await post(app, '/export/pdf', body, premium.cookie)
    expect(pdf.status).toBe(200)
    expect((await extractPdfText(new Uint8Array(await pdf.arrayBuffer()))).text).toContain('Senior Backend Engineer')
    expect((await post(app, '/export/docx', body, premium.cookie)).status).toBe(200)

    // A premium plan whose end has passed is over: its exports are refused again.
    const lapsed = await createSignedInAccount(app, getHandle(), { name: 'Neha Gupta' })
    await getHandle()
      .db.insert(subscriptions)
      .values({
        userId: lapsed.userId,
        planType: 'professional',
        status: 'active',
        expiresAt: new Date(Date.now() - 60_000),
        isPremium: true,
      })
    expect((await post(app, '/export/pdf', body, lapsed.cookie)).status).toBe(403)
  })
})
