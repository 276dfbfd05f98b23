import { describe, expect, it } from 'vitest'
import { parseResumeText } from '#core/resume/parse/parse-resume-text.ts'
import { emptyResumeDocument } from '#core/resume/resume-document.schema.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { mergeUploaded, uploadedParts, type UploadedPart } from './merge-parsed.ts'

const uploaded = parseResumeText(
  [
    'Priya Sharma',
    'Data Analyst',
    'priya.sharma@example.in | +91 91234 56789 | Pune, Maharashtra',
    'Notice period: 15 days',
    '',
    'SUMMARY',
    'Analyst who turns sales data into decisions.',
    '',
    'EXPERIENCE',
    'Data Analyst | Jan 2022 – Present',
    'Tata Consultancy Services, Pune',
    '- Built the weekly sales dashboard in Power BI.',
    '',
    'SKILLS',
    'Languages: Python, SQL',
    'Tools: Power BI, Excel',
  ].join('\n'),
)

describe('mergeUploaded', () => {
  it('lists the parts with something in them, personal details first', () => {
    expect(uploadedParts(uploaded, ['summary', 'workExperience', 'skills'])).toEqual([
      'personalInfo',
      'summary',
      'workExperience',
      'skills',
    ])
    expect(uploadedParts(emptyResumeDocument(), [])).toEqual([])
  })

  it('takes only the accepted parts into an empty resume', () => {
    const merged = mergeUploaded(emptyResumeDocument(), uploaded, new Set<UploadedPart>(['personalInfo', 'workExperience']))
    expect(merged.personalInfo).toMatchObject({ firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@example.in', summary: '' })
    expect(merged.india.noticePeriodDays).toBe(15)
    expect(merged.workExperience).toHaveLength(1)
    expect(merged.workExperience[0]).toMatchObject({ position: 'Data Analyst', company: 'Tata Consultancy Services', current: true })
    expect(merged.skills).toEqual([])
  })

  it('adds to what the person wrote without losing any of it, with new ids', () => {
    const current = englishResume()
    const merged = mergeUploaded(current, uploaded, new Set<UploadedPart>(['summary', 'workExperience', 'skills']))
    expect(merged.personalInfo.firstName).toBe('Asha')
    expect(merged.personalInfo.summary).toBe('Analyst who turns sales data into decisions.')
    expect(merged.workExperience.slice(0, current.workExperience.length)).toEqual(current.workExperience)
    expect(merged.workExperience.at(-1)?.company).toBe('Tata Consultancy Services')
    expect(merged.workExperience.at(-1)?.id).not.toBe(uploaded.workExperience[0]?.id)
    // The 'Languages' group exists: Python is already there, SQL too; the 'Tools' group is new.
    const languages = merged.skills.find((group) => group.category === 'Languages')
    expect(languages?.items.map((skill) => skill.name)).toEqual(['Go', 'Python', 'TypeScript', 'SQL'])
    expect(merged.skills.at(-1)).toMatchObject({ category: 'Tools' })
    expect(merged.education).toEqual(current.education)
  })

  it('keeps to the schema’s limits', () => {
    const current = {
      ...emptyResumeDocument(),
      references: englishResume().references.concat(Array(9).fill(englishResume().references[0])),
    }
    const merged = mergeUploaded(current, { ...uploaded, references: englishResume().references }, new Set<UploadedPart>(['references']))
    expect(merged.references).toHaveLength(10)
  })
})
