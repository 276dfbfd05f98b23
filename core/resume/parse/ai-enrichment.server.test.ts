import { describe, expect, it } from 'vitest'
import { emptyResumeDocument } from '#core/resume/resume-document.schema.ts'
import { aiResumeAnswerSchema, enrichParsedResume } from './ai-enrichment.server.ts'
import { parseResumeText } from './parse-resume-text.ts'

const FILE = [
  'Ravi Kumar',
  'Senior Backend Engineer',
  'ravi.kumar@example.com',
  'EXPERIENCE',
  'Backend Engineer, Razorpay, Bengaluru, 2020 – Present',
  'Built the payouts ledger in Go and PostgreSQL, serving 2 million merchants.',
  'Certified Kubernetes Administrator (CNCF, 2022). Speaks Hindi, Kannada and English.',
].join('\n')

function answer(value: unknown) {
  return aiResumeAnswerSchema.parse(value)
}

describe('AI enrichment of an upload', () => {
  it('fills only the parts the parser left empty, and names them', () => {
    const parsed = parseResumeText(FILE)
    expect(parsed.workExperience.length).toBeGreaterThan(0)
    const { document, enrichedParts } = enrichParsedResume(
      parsed,
      answer({
        workExperience: [{ company: 'Razorpay', position: 'Engineering Manager' }],
        certifications: [{ name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2022' }],
        languages: [{ name: 'Hindi' }, { name: 'Kannada' }, { name: 'Tamil' }],
      }),
      FILE,
    )
    // The parser's experience is kept whole; the model's different reading of it is not used.
    expect(document.workExperience).toEqual(parsed.workExperience)
    expect(document.certifications).toEqual([
      { id: 'ai-certification-1', name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2022' },
    ])
    // Tamil is not in the file.
    expect(document.languages.map((language) => language.name)).toEqual(['Hindi', 'Kannada'])
    expect(enrichedParts).toEqual(['certifications', 'languages'])
    expect(document.sectionOrder).toEqual(expect.arrayContaining(['certifications', 'languages']))
  })

  it('drops invented employers, schools and skills, and paragraphs the file does not hold', () => {
    const text = 'Meera Iyer\nmeera@example.com\nTaught mathematics at Kendriya Vidyalaya, Chennai, for six years.'
    const { document, enrichedParts } = enrichParsedResume(
      emptyResumeDocument(),
      answer({
        personalInfo: {
          firstName: 'Meera',
          lastName: 'Iyer',
          title: 'Principal',
          summary: 'An award-winning principal with 20 years of leadership.',
        },
        workExperience: [
          { company: 'Kendriya Vidyalaya', position: 'Teacher', location: 'Chennai', description: 'Taught mathematics for six years.' },
          { company: 'Delhi Public School', position: 'Principal' },
        ],
        education: [{ institution: 'University of Madras', degree: 'M.Sc.' }],
        skills: ['mathematics', 'Mathematics', 'Python'],
      }),
      text,
    )
    expect(document.personalInfo).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', title: '', summary: '' })
    expect(document.workExperience).toEqual([
      expect.objectContaining({
        company: 'Kendriya Vidyalaya',
        position: '',
        location: 'Chennai',
        description: 'Taught mathematics for six years.',
      }),
    ])
    expect(document.education).toEqual([])
    expect(document.skills).toEqual([{ id: 'ai-skills-1', category: '', items: [{ name: 'mathematics', level: null }] }])
    expect(enrichedParts).toEqual(['personalInfo', 'workExperience', 'skills'])
  })

  it('takes a loose answer field by field: a wrong field is dropped, not the whole answer', () => {
    const loose = answer({ personalInfo: { firstName: 42, lastName: 'Iyer' }, skills: 'SQL', education: [{ institution: 'IIT Madras' }] })
    expect(loose.personalInfo).toMatchObject({ firstName: '', lastName: 'Iyer' })
    expect(loose.skills).toEqual([])
    expect(loose.education).toEqual([expect.objectContaining({ institution: 'IIT Madras', degree: '' })])
    // Not an object at all: no answer (the upload answers the parser reading).
    expect(aiResumeAnswerSchema.safeParse(null).success).toBe(false)
  })
})
