import { zipSync } from 'fflate'
import { beforeAll, expect, test } from 'vitest'
import { importedResumeSchema } from '#core/resume/upload.schema.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { linkedinExportZip, minimalPdf, programBytes } from '#tests/support/upload-files.ts'

/**
 * /api/resume-uploads/import through the whole app (decision 067): our own JSON export comes back as
 * the same resume, another tool's JSON Resume and a LinkedIn data export are read into the document,
 * and every wrong file gets its own clear refusal and leaves the person's resumes as they were.
 */

function send(app: TestApp, bytes: Uint8Array | string, name: string, cookie = '') {
  const form = new FormData()
  form.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name))
  return app.request(`${TEST_PUBLIC_URL}/api/resume-uploads/import`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    body: form,
  })
}

describeOnDatabases('resume import API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
  })

  test('our JSON export, downloaded from the export endpoint, imports back as the same resume', async () => {
    const exported = await app.request(`${TEST_PUBLIC_URL}/api/resume-documents/export/json`, {
      method: 'POST',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', cookie: asha.cookie },
      body: JSON.stringify({ document: englishResume(), template: 'modern' }),
    })
    expect(exported.status).toBe(200)
    const response = await send(app, new Uint8Array(await exported.arrayBuffer()), 'Asha_Rao_Resume.json', asha.cookie)
    expect(response.status).toBe(200)
    const imported = importedResumeSchema.parse(await response.json())
    expect(imported.kind).toBe('jobyatra')
    expect(imported.document).toEqual(englishResume())
    expect(imported.hasPersonalInfo).toBe(true)
    expect(imported.sections).toContain('workExperience')
  })

  test('a JSON Resume file from another tool is read, volunteering kept as another section', async () => {
    const file = {
      basics: { name: 'Meera Iyer', label: 'Chartered Accountant', email: 'meera@example.com', phone: '+91 99000 11111' },
      work: [
        { name: 'Deloitte', position: 'Audit Associate', startDate: '2020-08', endDate: '2023-03', highlights: ['Audited 12 clients'] },
      ],
      education: [{ institution: 'ICAI', studyType: 'CA', endDate: '2020' }],
      skills: [{ name: 'Accounting', keywords: ['Tally', 'GST', 'tally'] }],
      volunteer: [{ organization: 'Teach for India', position: 'Tutor' }],
    }
    const response = await send(app, JSON.stringify(file), 'resume.json')
    expect(response.status).toBe(200)
    const imported = importedResumeSchema.parse(await response.json())
    expect(imported.kind).toBe('json-resume')
    expect(imported.document.workExperience[0]).toMatchObject({ company: 'Deloitte', achievements: ['Audited 12 clients'] })
    expect(imported.document.customSections.map((section) => section.title)).toEqual(['Volunteering'])
    expect(imported.sections).toEqual(['workExperience', 'education', 'skills', 'customSections'])
  })

  test('a LinkedIn data export ZIP is read into the resume', async () => {
    const response = await send(app, linkedinExportZip(), 'Basic_LinkedInDataExport_11-28-2026.zip', asha.cookie)
    expect(response.status).toBe(200)
    const imported = importedResumeSchema.parse(await response.json())
    expect(imported.kind).toBe('linkedin')
    expect(imported.document.personalInfo).toMatchObject({ firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com' })
    expect(imported.document.workExperience.map((job) => job.company)).toEqual(['Razorpay', 'Infosys'])
    expect(imported.sections).toEqual([
      'summary',
      'workExperience',
      'education',
      'skills',
      'projects',
      'certifications',
      'languages',
      'awards',
    ])
  })

  const refusals: [string, () => Uint8Array | string, string, number, Record<string, unknown>][] = [
    [
      'a PDF (not an import kind)',
      () => minimalPdf({ text: 'Asha Rao' }),
      'resume.pdf',
      415,
      {
        code: 'FILE_INVALID_TYPE',
        reason: 'import_type',
        message: 'Unsupported File Type: Please choose a JSON resume file or the ZIP of your LinkedIn data export.',
      },
    ],
    ['a program renamed .json', () => programBytes(), 'resume.json', 415, { code: 'FILE_INVALID_TYPE', reason: 'import_type' }],
    [
      'a 6 MB JSON file',
      () => `{"basics":{"summary":"${'a'.repeat(6 * 1024 * 1024)}"}}`,
      'resume.json',
      413,
      { code: 'FILE_TOO_LARGE', message: 'File Too Large: Please upload a file smaller than 5MB.' },
    ],
    [
      'a JSON file cut short',
      () => '{"basics": {"name": "Asha',
      'resume.json',
      415,
      { code: 'FILE_INVALID_TYPE', reason: 'json_invalid', message: expect.stringContaining('it is not valid JSON') },
    ],
    [
      'a package.json',
      () => '{"name": "jobyatra", "version": "0.1.0"}',
      'package.json',
      415,
      { code: 'FILE_INVALID_TYPE', reason: 'json_not_resume', params: { field: 'basics' } },
    ],
    [
      'a JSON Resume with a wrong type',
      () => '{"basics": {"name": "Asha"}, "work": [{"highlights": "not a list"}]}',
      'resume.json',
      415,
      {
        code: 'FILE_INVALID_TYPE',
        reason: 'json_not_resume',
        message:
          'Failed to read file: this JSON is not a resume we can import (work[0].highlights is missing or not what JSON Resume allows there).',
      },
    ],
    [
      'a ZIP that is not LinkedIn’s',
      () => zipSync({ 'notes.txt': new TextEncoder().encode('hello') }),
      'export.zip',
      415,
      { code: 'FILE_INVALID_TYPE', reason: 'linkedin_not_export' },
    ],
    [
      'a zip bomb named like LinkedIn’s export',
      () => zipSync({ 'Profile.csv': [new Uint8Array(16 * 1024 * 1024).fill(0x41), { level: 9 }] }),
      'linkedin.zip',
      413,
      { code: 'FILE_TOO_LARGE', reason: 'file_unpacks_too_large' },
    ],
    [
      'a LinkedIn export with nothing in it',
      () => linkedinExportZip({ 'Profile.csv': 'First Name,Last Name\r\n' }),
      'linkedin.zip',
      415,
      { code: 'FILE_INVALID_TYPE', reason: 'not_a_resume' },
    ],
  ]
  test.each(refusals)('%s is refused with its message', async (_, make, name, status, error) => {
    const response = await send(app, make(), name)
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ error })
  })

  test('a refused import leaves the person’s resumes as they were', async () => {
    const ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi Kumar' })
    const list = () => app.request(`${TEST_PUBLIC_URL}/api/resumes`, { headers: { origin: TEST_PUBLIC_URL, cookie: ravi.cookie } })
    const before = await (await list()).json()
    expect((await send(app, '{"basics": 1}', 'resume.json', ravi.cookie)).status).toBe(415)
    expect(await (await list()).json()).toEqual(before)
  })
})
