import { describe, expect, test } from 'vitest'
import { resumeDocumentSchema, type ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { requiredLevelFromText } from './education-level.ts'
import { coreTitle, extractJobRequirements, findJobSkills, scoreJobMatch, titleFromPastedText } from './job-match.ts'
import { hasTerm } from './text-match.ts'

const BACKEND_JOB = `Senior Backend Engineer – Payments (Bengaluru)

We are hiring a backend engineer to build our payments platform. You will design reliable payment APIs,
own settlement pipelines and mentor engineers.

Requirements
- 5+ years building backend services in Go or Python
- Strong PostgreSQL and Kafka experience; Redis is a plus
- Kubernetes and AWS in production
- B.Tech or B.E. in Computer Science
- Experience with payment reconciliation and settlement pipelines, and payment gateways`

function resumeWith(changes: (document: ResumeDocument) => ResumeDocument): ResumeDocument {
  return resumeDocumentSchema.parse(changes(englishResume()))
}

describe('reading a job', () => {
  test('the pasted job’s first line is its title, and a sentence is not', () => {
    expect(titleFromPastedText(BACKEND_JOB)).toBe('Senior Backend Engineer – Payments (Bengaluru)')
    expect(titleFromPastedText('We are looking for a data analyst who loves numbers and clean dashboards.')).toBeNull()
    expect(coreTitle('Senior Backend Engineer – Payments (Bengaluru)')).toBe('Senior Backend Engineer')
  })

  test('hard skills are found as whole words in the job’s own spelling, Go the language and not “go above”', () => {
    const skills = findJobSkills(BACKEND_JOB).map((skill) => skill.term)
    expect(skills).toEqual(expect.arrayContaining(['Go', 'Python', 'PostgreSQL', 'Kafka', 'Redis', 'Kubernetes', 'AWS', 'Reconciliation']))
    expect(skills).not.toContain('Java')
    expect(findJobSkills('You will go above and beyond for our customers using Excel.').map((skill) => skill.term)).toEqual(['Excel'])
    expect(findJobSkills('We build with React.js and Node.js').map((skill) => skill.term)).toEqual(['Node.js', 'React.js'])
    expect(hasTerm('JavaScript developer', 'Java')).toBe(false)
    expect(hasTerm('C++ and C# developer', 'C++')).toBe(true)
  })

  test('the lowest degree named is the one required, and a listing’s structured fields win', () => {
    expect(requiredLevelFromText('B.Tech/M.Tech in Computer Science')).toBe('bachelor')
    expect(requiredLevelFromText('MBA from a reputed institute')).toBe('master')
    expect(requiredLevelFromText('Postgraduate in statistics')).toBe('master')
    expect(requiredLevelFromText('No degree needed')).toBeNull()
    const listing = extractJobRequirements({
      description: 'Data analyst',
      title: 'Data Analyst',
      skills: ['SQL', 'Power BI'],
      education: {
        postgraduate_degree: true,
        professional_certification: false,
        high_school: false,
        associates_degree: false,
        bachelors_degree: false,
        degree_mentioned: true,
        degree_preferred: false,
        professional_certification_mentioned: false,
      },
    })
    expect(listing).toMatchObject({ title: 'Data Analyst', education: 'master' })
    expect(listing.skills.map((skill) => skill.term)).toEqual(['SQL', 'Power BI'])
  })

  test('other keywords are the job’s repeated words, not filler, skills or its title', () => {
    const { keywords } = extractJobRequirements({ description: BACKEND_JOB })
    expect(keywords).toEqual(expect.arrayContaining(['payment', 'settlement', 'pipelines']))
    for (const filler of ['experience', 'strong', 'requirements', 'backend', 'python']) expect(keywords).not.toContain(filler)
  })
})

describe('matching a resume to a job', () => {
  test('a resume that has the job’s skills, title and degree scores above the 80% target with nothing missing but keywords', () => {
    const part = scoreJobMatch(englishResume(), extractJobRequirements({ description: BACKEND_JOB }))
    expect(part.checks.find((check) => check.id === 'hardSkills')).toMatchObject({ score: 1, found: 8, total: 8 })
    expect(part.checks.find((check) => check.id === 'title')).toMatchObject({ score: 1 })
    expect(part.checks.find((check) => check.id === 'education')).toMatchObject({ score: 1 })
    expect(part.score).toBeGreaterThanOrEqual(80)
    expect(part.fixes.every((fix) => fix.key.startsWith('keyword'))).toBe(true)
  })

  test('React.js on the resume for React in the job is a near match at half credit, with a fix to use the job’s term', () => {
    const resume = resumeWith((document) => ({
      ...document,
      skills: [
        {
          id: 's',
          category: 'Web',
          items: [
            { name: 'React.js', level: null },
            { name: 'TypeScript', level: null },
          ],
        },
      ],
    }))
    const part = scoreJobMatch(resume, extractJobRequirements({ description: 'Frontend Developer\n\nWe need React and TypeScript.' }))
    expect(part.terms.filter((term) => term.kind === 'hardSkill')).toEqual([
      { term: 'TypeScript', kind: 'hardSkill', match: 'exact', resumeTerm: null },
      { term: 'React', kind: 'hardSkill', match: 'near', resumeTerm: 'React.js' },
    ])
    expect(part.checks.find((check) => check.id === 'hardSkills')?.score).toBe(0.75)
    expect(part.fixes).toContainEqual(
      expect.objectContaining({ key: 'skillExactTerm', params: { jobTerm: 'React', resumeTerm: 'React.js' } }),
    )
  })

  test('a missing skill, title and degree each cost their share and each get a fix', () => {
    const resume = resumeWith((document) => ({
      ...document,
      personalInfo: { ...document.personalInfo, title: 'Accountant' },
      workExperience: document.workExperience.map((job) => ({ ...job, position: 'Accountant' })),
      education: [{ ...document.education[0]!, degree: 'Diploma', field: 'Accounts' }],
    }))
    const requirements = extractJobRequirements({ description: 'Tax Consultant\n\nKnowledge of GST, TDS and Tally. B.Com required.' })
    expect(requirements.skills.map((skill) => skill.term)).toEqual(['Tally', 'GST', 'TDS'])
    const part = scoreJobMatch(resume, requirements)
    expect(part.score).toBe(0)
    const keys = part.fixes.map((fix) => fix.key)
    expect(keys).toEqual(expect.arrayContaining(['skillMissing', 'titleMissing', 'educationBelow']))
    expect(part.fixes.find((fix) => fix.key === 'educationBelow')?.params).toEqual({ level: 'bachelor' })
    // The missing skills weigh most: 50 of the 75 points that apply (no keywords in so short a job).
    expect(part.checks.map((check) => [check.id, check.weight])).toEqual([
      ['hardSkills', 66.67],
      ['title', 20],
      ['education', 13.33],
    ])
    expect(part.fixes[0]?.key).toBe('skillMissing')
  })

  test('most of the title’s words in a role is a near title match', () => {
    const resume = resumeWith((document) => ({ ...document, personalInfo: { ...document.personalInfo, title: 'Backend Developer' } }))
    const part = scoreJobMatch(
      resumeWith(() => ({ ...resume, workExperience: [] })),
      extractJobRequirements({ description: 'Senior Backend Developer' }),
    )
    expect(part.checks.find((check) => check.id === 'title')?.score).toBe(0.5)
    expect(part.fixes).toContainEqual(expect.objectContaining({ key: 'titleNear', params: { title: 'Senior Backend Developer' } }))
  })
})
