import { describe, expect, it } from 'vitest'
import { resumeDocumentSchema, type ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { writeBuiltInLetter } from './built-in-letter.ts'
import { COVER_LETTER_STYLES } from './cover-letter-constants.ts'
import type { JobFacts } from './job-keywords.ts'

const job: JobFacts = {
  jobId: 'job-1',
  jobTitle: 'Senior Data Analyst',
  companyName: 'Flipkart',
  jobDescription: 'We need someone fluent in SQL and Tableau to build dashboards for our supply chain team.',
  requirements: ['SQL', 'Tableau', 'Stakeholder management'],
  location: 'Bengaluru, Karnataka, India',
}

const profile: ResumeDocument = resumeDocumentSchema.parse({
  personalInfo: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '+91 98450 12345', title: 'Data Analyst' },
  workExperience: [
    {
      id: 'w1',
      company: 'Swiggy',
      position: 'Data Analyst',
      startDate: '2021-04',
      current: true,
      achievements: ['Cut the weekly report from two days to two hours', 'Built Tableau dashboards used by 40 city managers'],
    },
  ],
  education: [{ id: 'e1', institution: 'IIT Madras', degree: 'B.Tech', field: 'Chemical Engineering' }],
  skills: [{ id: 's1', category: 'Tools', items: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Tableau' }] }],
})

const now = new Date('2026-11-27T10:00:00Z')

describe('the built-in cover letter', () => {
  it.each(COVER_LETTER_STYLES)('%s: names the job and the company, and uses the profile’s own facts', (style) => {
    const letter = writeBuiltInLetter({ document: profile, job, style, now })
    expect(letter).toContain('Senior Data Analyst')
    expect(letter).toContain('Flipkart')
    expect(letter).toContain('as a Data Analyst at Swiggy')
    expect(letter).toContain('5 years')
    expect(letter).toContain('SQL and Tableau')
    expect(letter).toContain('Built Tableau dashboards used by 40 city managers')
    expect(letter).toContain('IIT Madras')
    expect(letter).toContain('Asha Rao')
    expect(letter).toContain('asha@example.com · +91 98450 12345')
    expect(letter).toContain('Bengaluru, Karnataka, India')
    // A skill the profile has but the job does not ask for is not claimed as a match.
    expect(letter).not.toMatch(/Python/)
    // No blank of a mail-merge left behind.
    expect(letter).not.toMatch(/\{|\}|undefined|null| ,|\.\./)
  })

  it('writes each style differently: its own greeting and close', () => {
    const letters = COVER_LETTER_STYLES.map((style) => writeBuiltInLetter({ document: profile, job, style, now }))
    expect(new Set(letters).size).toBe(COVER_LETTER_STYLES.length)
    const [standard, creative, formal, technical] = letters
    expect(standard).toMatch(/^Dear Hiring Manager,/)
    expect(standard).toContain('Sincerely,')
    expect(creative).toMatch(/^Dear Flipkart team,/)
    expect(creative).toContain('Warm regards,')
    expect(formal).toMatch(/^Dear Sir or Madam,/)
    expect(formal).toContain('Yours faithfully,')
    expect(technical).toMatch(/^Dear Hiring Team,/)
    expect(technical).toContain('- SQL\n- Tableau')
  })

  it('leaves out sentences whose facts are missing instead of writing blanks', () => {
    const bare = resumeDocumentSchema.parse({ personalInfo: { firstName: 'Ravi' } })
    for (const style of COVER_LETTER_STYLES) {
      const letter = writeBuiltInLetter({ document: bare, job, style, now })
      expect(letter).toContain('Senior Data Analyst')
      expect(letter).toContain('Ravi')
      expect(letter).not.toMatch(/ at \.| as \.|undefined|null| {2}|\n\n\n/)
      expect(letter).not.toMatch(/I studied|I completed|worked as|work as/)
    }
  })

  it('says what the person does from their title when no role is listed', () => {
    const titled = resumeDocumentSchema.parse({ personalInfo: { firstName: 'Ravi', title: 'Software Engineer' } })
    expect(writeBuiltInLetter({ document: titled, job, style: 'standard', now })).toContain('I currently work as a Software Engineer.')
    expect(writeBuiltInLetter({ document: titled, job, style: 'formal', now })).toContain(
      'By way of background, I currently work as a Software Engineer.',
    )
  })

  it('names the profile’s own skills, not the job’s, when none of them matches', () => {
    const other = resumeDocumentSchema.parse({
      personalInfo: { firstName: 'Meena' },
      skills: [{ id: 's', items: [{ name: 'Figma' }, { name: 'Illustrator' }] }],
    })
    const letter = writeBuiltInLetter({ document: other, job, style: 'standard', now })
    expect(letter).toContain('I bring skills in Figma and Illustrator.')
    expect(letter).not.toContain('SQL')
  })
})
