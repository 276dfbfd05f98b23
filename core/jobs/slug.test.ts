import { describe, expect, it } from 'vitest'
import { roleSlugFromTitle, slugify, stripAccents } from './slug.ts'

describe('slugify', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(slugify('Bengaluru')).toBe('bengaluru')
    expect(slugify('New Delhi')).toBe('new-delhi')
    expect(slugify('  Navi   Mumbai ')).toBe('navi-mumbai')
  })

  it('turns punctuation runs into one hyphen and trims the ends', () => {
    expect(slugify('UI/UX Designer')).toBe('ui-ux-designer')
    expect(slugify('Junior Engineer (Civil)')).toBe('junior-engineer-civil')
    expect(slugify('.NET Developer')).toBe('net-developer')
    expect(slugify('--Hello, World!--')).toBe('hello-world')
  })

  it('strips accents', () => {
    expect(slugify('Zürich')).toBe('zurich')
    expect(slugify('Montréal')).toBe('montreal')
    expect(stripAccents('Düsseldorf')).toBe('Dusseldorf')
  })

  it('gives an empty slug for text with no letters or digits', () => {
    expect(slugify('—')).toBe('')
  })
})

describe('roleSlugFromTitle', () => {
  it('drops seniority words at the start', () => {
    expect(roleSlugFromTitle('Senior Software Engineer')).toBe('software-engineer')
    expect(roleSlugFromTitle('Sr. Data Analyst')).toBe('data-analyst')
    expect(roleSlugFromTitle('Lead Frontend Developer')).toBe('frontend-developer')
    expect(roleSlugFromTitle('Principal Product Manager')).toBe('product-manager')
    expect(roleSlugFromTitle('Associate Product Manager')).toBe('product-manager')
    expect(roleSlugFromTitle('Entry Level Accountant')).toBe('accountant')
    expect(roleSlugFromTitle('Junior Accountant')).toBe('accountant')
  })

  it('keeps a plain title as it is', () => {
    expect(roleSlugFromTitle('Software Engineer')).toBe('software-engineer')
    expect(roleSlugFromTitle('Head of Sales')).toBe('head-of-sales')
  })

  it('drops levels and trainee words at the end', () => {
    expect(roleSlugFromTitle('Software Engineer II')).toBe('software-engineer')
    expect(roleSlugFromTitle('Data Analyst III')).toBe('data-analyst')
    expect(roleSlugFromTitle('Software Engineering Intern')).toBe('software-engineering')
    expect(roleSlugFromTitle('Graduate Engineer Trainee')).toBe('graduate-engineer')
  })

  it('drops work-mode qualifiers', () => {
    expect(roleSlugFromTitle('Senior Backend Developer (Remote)')).toBe('backend-developer')
    expect(roleSlugFromTitle('Content Writer - Work from Home')).toBe('content-writer')
  })

  it('keeps the seniority word when only a generic noun would remain', () => {
    expect(roleSlugFromTitle('Junior Engineer (Civil)')).toBe('junior-engineer-civil')
    expect(roleSlugFromTitle('Senior Manager')).toBe('senior-manager')
    expect(roleSlugFromTitle('Senior Associate')).toBe('senior-associate')
  })

  it('never returns an empty slug for a title with letters', () => {
    expect(roleSlugFromTitle('Senior')).toBe('senior')
    expect(roleSlugFromTitle('Intern')).toBe('intern')
  })
})
