import { describe, expect, test } from 'vitest'
import { parseResumeText } from '#core/resume/parse/parse-resume-text.ts'
import { emptyResumeDocument, resumeDocumentSchema, type ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { resumeToText } from '#core/resume/resume-text.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { buildAtsReport } from './ats-report.ts'
import { extractJobRequirements, scoreJobMatch } from './job-match.ts'
import { scoreParseability } from './parseability.ts'
import { ATS_RUBRIC_VERSION, PARSEABILITY_WEIGHTS } from './rubric.ts'

function changed(document: ResumeDocument, change: (document: ResumeDocument) => object): ResumeDocument {
  return resumeDocumentSchema.parse(change(document))
}

describe('parseability', () => {
  test('everything read back is 100, each check found in full', () => {
    const original = englishResume()
    const part = scoreParseability(original, parseResumeText(resumeToText(original)))
    expect(part.score).toBe(100)
    expect(part.fixes).toEqual([])
    expect(part.checks.map((check) => [check.id, check.weight, check.score])).toEqual([
      ['contact', 30, 1],
      ['work', 30, 1],
      ['education', 20, 1],
      ['skills', 20, 1],
    ])
  })

  test('what did not come back costs its share of the check and names what to fix', () => {
    const original = englishResume()
    const recovered = changed(original, (document) => ({
      ...document,
      personalInfo: { ...document.personalInfo, email: '', phone: '+91 11111 11111' },
      workExperience: document.workExperience.slice(1),
      skills: [{ id: 's', category: '', items: [{ name: 'Go' }, { name: 'Python' }, { name: 'SQL' }, { name: 'PostgreSQL' }] }],
    }))
    const part = scoreParseability(original, recovered)
    const contact = part.checks.find((check) => check.id === 'contact')
    // Name, e-mail, phone, location and LinkedIn: three of five came back.
    expect(contact).toMatchObject({ found: 3, total: 5 })
    expect(part.checks.find((check) => check.id === 'work')).toMatchObject({ found: 6, total: 9 })
    expect(part.checks.find((check) => check.id === 'skills')).toMatchObject({ found: 4, total: 8 })
    const expected = Math.round(30 * (3 / 5) + 30 * (6 / 9) + 20 + 20 * (4 / 8))
    expect(part.score).toBe(expected)
    expect(part.fixes.map((fix) => fix.key)).toEqual(expect.arrayContaining(['emailLost', 'phoneLost', 'workEntryLost', 'skillsLost']))
    expect(part.fixes.find((fix) => fix.key === 'workEntryLost')?.params).toEqual({ entry: 'Senior Backend Engineer, Razorpay' })
    expect(part.fixes.find((fix) => fix.key === 'skillsLost')?.params).toEqual({ skills: 'TypeScript, Kafka, Kubernetes, Redis' })
    // The lost role (3 fields of the work check's 9, 30 points) is worth most.
    expect(part.fixes[0]).toMatchObject({ key: 'workEntryLost', points: 10 })
  })

  test('empty sections score nothing and ask to be filled; no text at all is one fix', () => {
    const blank = changed(emptyResumeDocument(), (document) => ({
      ...document,
      personalInfo: { ...document.personalInfo, firstName: 'Asha' },
    }))
    const part = scoreParseability(blank, blank)
    expect(part.fixes.map((fix) => fix.key).sort()).toEqual(['educationEmpty', 'emailMissing', 'phoneMissing', 'skillsEmpty', 'workEmpty'])
    expect(part.score).toBe(10)
    const unread = scoreParseability(englishResume(), null)
    expect(unread.score).toBe(0)
    expect(unread.fixes).toEqual([{ key: 'noText', params: {}, points: 100 }])
  })

  test('the weights add up to 100', () => {
    expect(Object.values(PARSEABILITY_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100)
  })
})

describe('the report', () => {
  test('without a job the overall score is parseability; with one, 40/60 of the two, and fixes ordered by overall points', () => {
    const original = englishResume()
    const parse = scoreParseability(
      original,
      changed(original, (document) => ({ ...document, skills: [] })),
    )
    expect(buildAtsReport(parse, null)).toMatchObject({
      rubricVersion: ATS_RUBRIC_VERSION,
      target: 80,
      overall: parse.score,
      jobMatch: null,
    })
    const match = scoreJobMatch(original, extractJobRequirements({ description: 'Java Developer\n\nJava, Spring Boot and Hibernate.' }))
    const report = buildAtsReport(parse, match)
    expect(report.overall).toBe(Math.round(parse.score * 0.4 + match.score * 0.6))
    const points = report.fixes.map((fix) => fix.points)
    expect(points).toEqual([...points].sort((a, b) => b - a))
    expect(report.fixes.length).toBe(parse.fixes.length + match.fixes.length)
  })
})
