import { describe, expect, it } from 'vitest'
import { englishResume, hindiResume, tamilResume } from '#tests/support/resume-documents.ts'
import { buildResumeOutline, formatDateRange, formatLpa, outlineLines, safeUrl } from './resume-outline.ts'
import { resumeDocumentSchema } from './resume-document.schema.ts'

describe('the resume outline', () => {
  it('words the header, the India fields and a current job as the templates draw them', () => {
    const outline = buildResumeOutline(englishResume())
    expect(outline.name).toBe('Asha Rao')
    expect(outline.contacts).toEqual([
      { text: 'asha.rao-dev@example-mail.in', url: 'mailto:asha.rao-dev@example-mail.in' },
      { text: '+91 98765 43210', url: 'tel:+919876543210' },
      { text: 'Bengaluru, Karnataka', url: null },
      { text: 'asha-rao.dev', url: 'https://asha-rao.dev/' },
      { text: 'www.linkedin.com/in/asha-rao-backend', url: 'https://www.linkedin.com/in/asha-rao-backend' },
    ])
    expect(outline.details).toEqual([
      'Notice period: 30 days',
      'Current CTC: ₹24.5 LPA',
      'Expected CTC: ₹32 LPA',
      'Preferred cities: Bengaluru, Pune, Hyderabad',
      'Work authorisation: Indian citizen',
    ])
    const work = outline.sections.find((section) => section.key === 'workExperience')
    expect(work?.entries[0]).toMatchObject({
      heading: 'Senior Backend Engineer',
      date: 'Apr 2021 – Present',
      subheading: 'Razorpay, Bengaluru',
    })
  })

  it('says Present for a current position whatever end date it carries, and an immediate joiner for a notice of 0 days', () => {
    const document = resumeDocumentSchema.parse({
      personalInfo: { firstName: 'Ravi' },
      india: { noticePeriodDays: 0 },
      workExperience: [{ id: 'w', position: 'Analyst', startDate: '2020-01', endDate: '2022-01', current: true }],
    })
    const outline = buildResumeOutline(document)
    expect(outline.details).toEqual(['Notice period: Immediate joiner'])
    expect(outline.sections[0]?.entries[0]?.date).toBe('Jan 2020 – Present')
  })

  it('draws sections in the person’s order, the rest after, and leaves empty sections out', () => {
    const document = resumeDocumentSchema.parse({
      ...englishResume(),
      sectionOrder: ['skills', 'education'],
      awards: [{ id: 'a' }],
      references: [],
    })
    const keys = buildResumeOutline(document).sections.map((section) => section.key)
    expect(keys).toEqual(['skills', 'education', 'summary', 'workExperience', 'projects', 'certifications', 'languages', 'custom:x1'])
  })

  it('keeps only web, mail and phone links', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('data:text/html,x')).toBeNull()
    expect(safeUrl('github.com/asha')).toBe('https://github.com/asha')
    expect(safeUrl('mailto:a@b.in')).toBe('mailto:a@b.in')
  })

  it('formats pay in lakhs and dates as resumes write them', () => {
    expect(formatLpa(12)).toBe('₹12 LPA')
    expect(formatLpa(7.456)).toBe('₹7.46 LPA')
    expect(formatDateRange('2019', '')).toBe('2019')
    expect(formatDateRange('Mar 2019', '2020-12')).toBe('Mar 2019 – Dec 2020')
  })

  it('lists the text in reading order: header, then each section’s heading and entries', () => {
    const lines = outlineLines(buildResumeOutline(englishResume()))
    expect(lines.slice(0, 3)).toEqual(['Asha Rao', 'Senior Backend Engineer', 'asha.rao-dev@example-mail.in'])
    expect(lines.indexOf('Summary')).toBeLessThan(lines.indexOf('Work Experience'))
    expect(lines).toContain('Languages: Go (Expert), Python, TypeScript, SQL (Advanced)')
  })

  it('words the headings and labels in the resume’s language: Hindi for a resume written in Devanagari, else English', () => {
    const hindi = buildResumeOutline(hindiResume())
    expect(hindi.language).toBe('hi')
    expect(hindi.sections.map((part) => part.heading).slice(0, 3)).toEqual(['सारांश', 'कार्य अनुभव', 'शिक्षा'])
    expect(hindi.details[0]).toBe('नोटिस अवधि: 30 दिन')
    expect(outlineLines(hindi)).toContain('Languages: Go (विशेषज्ञ), Python, TypeScript, SQL (उन्नत)')

    expect(buildResumeOutline(englishResume()).language).toBe('en')
    expect(buildResumeOutline(tamilResume()).sections[0]?.heading).toBe('Summary')
    // Asked for, the labels follow the language given rather than the one read from the words.
    expect(buildResumeOutline(englishResume(), 'hi').sections[0]?.heading).toBe('सारांश')
  })
})
