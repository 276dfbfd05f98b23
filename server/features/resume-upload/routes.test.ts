import { beforeAll, expect, test } from 'vitest'
import { parsedResumeSchema } from '#core/resume/upload.schema.ts'
import { RESUME_UPLOAD_MAX_BYTES } from '#core/resume/upload-limits.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { cookieFrom, createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { manyEntriesDocx, minimalPdf, programBytes, wordDocument, zipBombDocx } from '#tests/support/upload-files.ts'
import { UPLOAD_RATE } from './routes.ts'

/**
 * /api/resume-uploads/parse through the whole app (decision 052): a resume exported by our own
 * renderer comes back as the same resume, and every bad file of issue 20's list gets its own clear
 * refusal and leaves the person's resumes as they were.
 */

function upload(app: TestApp, bytes: Uint8Array | string, name: string, cookie = '') {
  const form = new FormData()
  form.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name))
  return app.request(`${TEST_PUBLIC_URL}/api/resume-uploads/parse`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    body: form,
  })
}

async function exported(app: TestApp, format: 'pdf' | 'docx' | 'txt', cookie: string): Promise<Uint8Array> {
  const response = await app.request(`${TEST_PUBLIC_URL}/api/resume-documents/export/${format}`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ document: englishResume(), template: 'modern' }),
  })
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

describeOnDatabases('resume upload API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
  })

  test.each(['pdf', 'docx', 'txt'] as const)('a resume exported as %s reads back as the same resume', async (format) => {
    const response = await upload(app, await exported(app, format, asha.cookie), `Asha_Rao_Resume.${format}`, asha.cookie)
    expect(response.status).toBe(200)
    const parsed = parsedResumeSchema.parse(await response.json())
    expect(parsed.kind).toBe(format)
    expect(parsed.pageCount).toBe(format === 'pdf' ? 2 : null)
    const expected = englishResume()
    expect(parsed.document.personalInfo).toEqual({ ...expected.personalInfo })
    expect(parsed.document.india).toEqual(expected.india)
    expect(parsed.document.workExperience.map(({ id: _, ...job }) => job)).toEqual(expected.workExperience.map(({ id: _, ...job }) => job))
    expect(parsed.document.education.map(({ id: _, ...school }) => school)).toEqual(
      expected.education.map(({ id: _, ...school }) => school),
    )
    expect(parsed.document.skills.map((group) => group.items)).toEqual(expected.skills.map((group) => group.items))
    expect(parsed.sections).toEqual([
      'summary',
      'workExperience',
      'education',
      'skills',
      'projects',
      'certifications',
      'languages',
      'awards',
      'references',
      'customSections',
    ])
  })

  test('an old Word document (.doc) is read by its text, best effort', async () => {
    const doc = wordDocument('Asha Rao\rasha.rao@example.com | +91 98765 43210\r\rSKILLS\rPython, SQL, Kafka\r')
    const response = await upload(app, doc, 'resume.doc', asha.cookie)
    expect(response.status).toBe(200)
    const parsed = parsedResumeSchema.parse(await response.json())
    expect(parsed.kind).toBe('doc')
    expect(parsed.document.personalInfo).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.com',
      phone: '+91 98765 43210',
    })
    expect(parsed.document.skills[0]?.items.map((skill) => skill.name)).toEqual(['Python', 'SQL', 'Kafka'])
    const locked = await upload(app, wordDocument('Asha Rao\r', { encrypted: true }), 'resume.doc')
    expect(locked.status).toBe(415)
    expect(await locked.json()).toMatchObject({ error: { code: 'FILE_INVALID_TYPE', reason: 'file_encrypted' } })
  })

  test('a guest may upload, and gets a visitor cookie to be counted by', async () => {
    const response = await upload(app, 'Asha Rao\nasha@example.com\n\nSKILLS\nPython, SQL, Excel\n', 'resume.txt')
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().join()).toMatch(/jy_visitor=/)
    expect(parsedResumeSchema.parse(await response.json()).document.skills[0]?.items.map((skill) => skill.name)).toEqual([
      'Python',
      'SQL',
      'Excel',
    ])
  })

  const refusals: [string, () => Uint8Array | string, string, number, Record<string, unknown>][] = [
    [
      'a 6 MB file',
      () => minimalPdfOfSize(6 * 1024 * 1024),
      'big.pdf',
      413,
      { code: 'FILE_TOO_LARGE', message: 'File Too Large: Please upload a file smaller than 5MB.' },
    ],
    [
      'a program renamed .pdf',
      () => programBytes(),
      'resume.pdf',
      415,
      { code: 'FILE_INVALID_TYPE', message: 'Unsupported File Type: Please upload a PDF, DOC, DOCX, or TXT file.' },
    ],
    ['a file named .exe', () => 'Asha Rao', 'resume.exe', 415, { code: 'FILE_INVALID_TYPE' }],
    ['a zip bomb renamed .docx', () => zipBombDocx(), 'resume.docx', 413, { code: 'FILE_TOO_LARGE', reason: 'file_unpacks_too_large' }],
    [
      'a zip of thousands of entries renamed .docx',
      () => manyEntriesDocx(),
      'resume.docx',
      413,
      { code: 'FILE_TOO_LARGE', reason: 'file_unpacks_too_large' },
    ],
    ['a ZIP that is no Word document', () => manyEntriesDocx(10).slice(0, 200), 'resume.docx', 415, { code: 'FILE_INVALID_TYPE' }],
    ['a PDF with no text (a scan)', () => minimalPdf(), 'scan.pdf', 415, { code: 'FILE_INVALID_TYPE', reason: 'pdf_no_text' }],
    [
      'a PDF locked by a password',
      () => minimalPdf({ encrypted: true, text: 'Asha Rao' }),
      'locked.pdf',
      415,
      { code: 'FILE_INVALID_TYPE', reason: 'file_encrypted' },
    ],
    [
      'a broken PDF',
      () => '%PDF-1.7\nnot really a pdf',
      'broken.pdf',
      415,
      { code: 'FILE_INVALID_TYPE', reason: 'pdf_unreadable', message: 'Failed to read PDF file' },
    ],
    [
      'a 5 MB TXT of one line',
      () => 'a'.repeat(RESUME_UPLOAD_MAX_BYTES - 1),
      'resume.txt',
      415,
      { code: 'FILE_INVALID_TYPE', reason: 'not_a_resume' },
    ],
    ['a TXT that is binary', () => new Uint8Array([0x41, 0x00, 0x42, 0x00, 0x01, 0x02]), 'resume.txt', 415, { code: 'FILE_INVALID_TYPE' }],
  ]
  test.each(refusals)('%s is refused with its message', async (_, make, name, status, error) => {
    const response = await upload(app, make(), name)
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ error })
  })

  test('a refused file leaves the person’s resumes as they were', async () => {
    const ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi Kumar' })
    const before = await listResumes(app, ravi.cookie)
    for (const [, make, name, status] of refusals.slice(0, UPLOAD_RATE.limit)) {
      expect((await upload(app, make(), name, ravi.cookie)).status).toBe(status)
    }
    expect(await listResumes(app, ravi.cookie)).toEqual(before)
  })

  test(`uploads are limited to ${UPLOAD_RATE.limit} a minute per person, then 429 with Retry-After`, async () => {
    const text = 'Ravi Kumar\nravi@example.com\n\nSKILLS\nTally, GST\n'
    const first = await upload(app, text, 'resume.txt')
    const cookie = cookieFrom(first)
    for (let count = 2; count <= UPLOAD_RATE.limit; count += 1) expect((await upload(app, text, 'resume.txt', cookie)).status).toBe(200)
    const refused = await upload(app, text, 'resume.txt', cookie)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

/** A real PDF padded with a comment to `size` bytes: too large by size alone. */
function minimalPdfOfSize(size: number): Uint8Array {
  const pdf = minimalPdf({ text: 'Asha Rao' })
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(pdf)
  return bytes
}

async function listResumes(app: TestApp, cookie: string): Promise<unknown> {
  const response = await app.request(`${TEST_PUBLIC_URL}/api/resumes`, { headers: { origin: TEST_PUBLIC_URL, cookie } })
  expect(response.status).toBe(200)
  return response.json()
}
