import { describe, expect, it } from 'vitest'
import { englishResume, hindiResume } from '#tests/support/resume-documents.ts'
import { importJsonResume } from './json-resume.schema.ts'
import { toJsonResume } from './json-resume.ts'
import { resumeDocumentSchema } from './resume-document.schema.ts'

describe('JSON Resume', () => {
  it.each([
    ['an English resume', englishResume],
    ['a Hindi resume', hindiResume],
    ['an empty resume', () => resumeDocumentSchema.parse({})],
  ])('exports %s and imports it back unchanged', (_name, build) => {
    const document = build()
    const file = JSON.parse(JSON.stringify(toJsonResume(document)))
    expect(importJsonResume(file)).toEqual(document)
  })

  it('writes the JSON Resume fields other tools read', () => {
    const file = toJsonResume(englishResume())
    expect(file.basics).toMatchObject({ name: 'Asha Rao', label: 'Senior Backend Engineer', email: 'asha.rao-dev@example-mail.in' })
    expect(file.basics?.profiles).toEqual([{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/asha-rao-backend' }])
    expect(file.work?.[0]).toMatchObject({ name: 'Razorpay', position: 'Senior Backend Engineer', startDate: '2021-04' })
    expect(file.work?.[0]).not.toHaveProperty('endDate')
    expect(file.work?.[1]).toMatchObject({ endDate: '2021-03' })
    expect(file.skills?.[0]).toEqual({ name: 'Languages', keywords: ['Go', 'Python', 'TypeScript', 'SQL'] })
    expect(file.languages?.[1]).toEqual({ language: 'Kannada', fluency: 'Native or bilingual proficiency' })
  })

  it('imports another tool’s file keeping what our document has no field for', () => {
    const document = importJsonResume({
      basics: {
        name: 'Meera Iyer',
        label: 'Data Scientist',
        location: { city: 'Chennai', region: 'Tamil Nadu', countryCode: 'IN' },
        profiles: [
          { network: 'LinkedIn', username: 'meeraiyer' },
          { network: 'GitHub', username: 'meera', url: 'https://github.com/meera' },
        ],
      },
      work: [
        { name: 'Zoho', position: 'Data Scientist', startDate: '2020-06', highlights: ['Built churn models'], url: 'https://zoho.com' },
      ],
      volunteer: [{ organization: 'Teach for India', position: 'Tutor', startDate: '2018', endDate: '2019', summary: 'Taught maths' }],
      education: [{ institution: 'IIT Madras', studyType: 'M.Sc', area: 'Statistics', courses: ['Bayesian methods'] }],
      skills: [{ name: 'Machine learning', level: 'Advanced', keywords: ['PyTorch', 'XGBoost'] }],
      languages: [
        { language: 'Tamil', fluency: 'Native speaker' },
        { language: 'German', fluency: 'A2' },
      ],
      interests: [{ name: 'Carnatic music', keywords: ['veena'] }],
      publications: [{ name: 'Churn at scale', publisher: 'PyCon India', releaseDate: '2022' }],
      certificates: [{ name: 'TensorFlow Developer', issuer: 'Google', url: 'https://cert.example/1' }],
    })
    expect(document.personalInfo).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      location: 'Chennai, Tamil Nadu, IN',
      linkedin: 'https://www.linkedin.com/in/meeraiyer',
    })
    expect(document.workExperience[0]).toMatchObject({ current: true, endDate: 'Present', achievements: ['Built churn models'] })
    expect(document.workExperience[0]?.description).toContain('https://zoho.com')
    expect(document.education[0]?.field).toContain('Bayesian methods')
    expect(document.skills[0]?.items).toEqual([
      { name: 'PyTorch', level: 'advanced' },
      { name: 'XGBoost', level: 'advanced' },
    ])
    expect(document.languages.map((language) => [language.name, language.proficiency])).toEqual([
      ['Tamil', 'native'],
      ['German (A2)', null],
    ])
    expect(document.certifications[0]?.name).toContain('https://cert.example/1')
    expect(document.customSections.map((section) => section.title)).toEqual(['Volunteering', 'Publications', 'Interests', 'Profiles'])
    expect(document.customSections[3]?.items[0]?.description).toContain('https://github.com/meera')
  })

  it('refuses a file whose fields have the wrong types', () => {
    expect(() => importJsonResume({ basics: { name: 42 } })).toThrow()
  })
})
