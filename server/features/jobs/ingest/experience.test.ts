import { describe, expect, it } from 'vitest'
import { findExperienceInText, parseExperienceText, readExperience } from './experience.ts'

describe('parseExperienceText', () => {
  it.each([
    ['3-5 years', 36],
    ['3 to 5 yrs', 36],
    ['2+ years', 24],
    ['6 months', 6],
    ['1.5 years', 18],
    ['Fresher', 0],
    ['Freshers welcome', 0],
    ['No experience required', 0],
    ['0-1 years', 0],
    ['', null],
    ['Relevant experience', null],
  ] as const)('reads %j as %s months', (text, months) => {
    expect(parseExperienceText(text)).toBe(months)
  })
})

describe('findExperienceInText', () => {
  it.each([
    ['You have 3-5 years of experience building APIs.', 36, false],
    ['Minimum 2 yrs in B2B sales.', 24, false],
    ['Experience: 4+ years in Java.', 48, false],
    ['Requires at least 7 years of relevant experience.', 84, false],
    ['Experience of 1 to 3 years in accounting.', 12, false],
    ['5+ years of hands-on Python experience.', 60, false],
    ['2 years of experience with Kafka preferred.', 24, true],
    ['6 months of experience in customer support.', 6, false],
    ['Freshers welcome! We will train you.', 0, false],
    ['Freshers can apply.', 0, false],
    ['No prior experience required.', 0, false],
    ['We have 20 years of experience in payments. You need 3+ years of experience in Go.', 36, false],
  ] as const)('reads %j', (description, months, isPreferred) => {
    expect(findExperienceInText(description)).toEqual({ months, isPreferred })
  })

  it.each([
    'Build payment services used by millions.',
    'We were founded 10 years ago and serve 3 million customers.',
    'A 2 year contract with a 6 month probation.',
    'Our team has 15 years of experience in retail.',
  ])('finds none in %j', (description) => {
    expect(findExperienceInText(description)).toBeNull()
  })
})

describe('readExperience', () => {
  const description = 'You have 3-5 years of experience building APIs.'

  it('prefers the structured field, then the experience text, then the description', () => {
    expect(readExperience({ job_required_experience: { required_experience_in_months: 60 } }, description)).toEqual({
      no_experience_required: false,
      required_experience_in_months: 60,
      experience_mentioned: true,
      experience_preferred: false,
    })
    expect(readExperience({ experience: 'Fresher' }, description).required_experience_in_months).toBe(0)
    expect(readExperience({}, description)).toEqual({
      no_experience_required: false,
      required_experience_in_months: 36,
      experience_mentioned: true,
      experience_preferred: false,
    })
  })

  it('keeps a source that says no experience is needed', () => {
    expect(readExperience({ job_required_experience: { no_experience_required: true } }, description)).toEqual({
      no_experience_required: true,
      required_experience_in_months: null,
      experience_mentioned: false,
      experience_preferred: false,
    })
  })

  it('says nothing when nothing is said', () => {
    expect(readExperience({}, 'Build APIs.')).toEqual({
      no_experience_required: false,
      required_experience_in_months: null,
      experience_mentioned: false,
      experience_preferred: false,
    })
  })
})
