import { describe, expect, it } from 'vitest'
import { toJsonResume } from '#core/resume/json-resume.ts'
import { RESUME_SCHEMA_VERSION } from '#core/resume/resume-constants.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { JsonImportError, readJsonImport } from './json-import.ts'

function failure(text: string): JsonImportError {
  try {
    readJsonImport(text)
  } catch (error) {
    if (error instanceof JsonImportError) return error
    throw error
  }
  throw new Error('no failure')
}

describe('readJsonImport', () => {
  it('reads our own JSON export back to the same document, skill levels included', () => {
    const document = englishResume()
    const read = readJsonImport(JSON.stringify(toJsonResume(document)))
    expect(read.kind).toBe('jobyatra')
    expect(read.document).toEqual(document)
    expect(read.document.skills.flatMap((group) => group.items).some((skill) => skill.level !== null)).toBe(true)
  })

  it('reads our document as stored (with its schema version)', () => {
    const document = englishResume()
    expect(readJsonImport(`\uFEFF${JSON.stringify(document)}`)).toEqual({ kind: 'jobyatra', document })
  })

  it('reads another tool’s JSON Resume file', () => {
    const read = readJsonImport(
      JSON.stringify({
        basics: { name: 'Meera Iyer', label: 'Chartered Accountant', email: 'meera@example.com' },
        work: [{ name: 'Deloitte', position: 'Audit Associate', startDate: '2020-08' }],
        skills: [{ name: 'Accounting', level: 'Advanced', keywords: ['Tally', 'GST'] }],
      }),
    )
    expect(read.kind).toBe('json-resume')
    expect(read.document.personalInfo).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', title: 'Chartered Accountant' })
    expect(read.document.workExperience[0]).toMatchObject({ company: 'Deloitte', current: true, endDate: 'Present' })
    expect(read.document.skills[0]?.items).toEqual([
      { name: 'Tally', level: 'advanced' },
      { name: 'GST', level: 'advanced' },
    ])
  })

  it('says when the file is not JSON', () => {
    expect(failure('{"basics": ').reason).toBe('json_invalid')
    expect(failure('Asha Rao, Engineer').reason).toBe('json_invalid')
  })

  it('says when the JSON is not a resume, naming the first field refused', () => {
    expect(failure('[1, 2]')).toMatchObject({ reason: 'json_not_resume', params: { field: '(the whole file)' } })
    expect(failure('{"name": "package.json", "version": "1.0.0"}')).toMatchObject({
      reason: 'json_not_resume',
      params: { field: 'basics' },
    })
    expect(failure('{"basics": {"name": 42}}')).toMatchObject({ reason: 'json_not_resume', params: { field: 'basics.name' } })
    expect(failure('{"work": [{"name": "Acme"}, {"startDate": 2020}]}')).toMatchObject({
      reason: 'json_not_resume',
      params: { field: 'work[1].startDate' },
    })
  })

  it('refuses a file of a newer document version rather than reading it wrong', () => {
    const newer = RESUME_SCHEMA_VERSION + 1
    const exported = toJsonResume(englishResume())
    const file = { ...exported, meta: { ...exported.meta, jobyatra: { ...exported.meta?.jobyatra, schemaVersion: newer } } }
    expect(failure(JSON.stringify(file))).toMatchObject({ reason: 'json_newer_version', params: { version: newer } })
    expect(failure(JSON.stringify({ ...englishResume(), schemaVersion: newer }))).toMatchObject({ reason: 'json_newer_version' })
  })
})
