import { describe, expect, it } from 'vitest'
import { companyLogoPath } from '#core/companies/logo-path.ts'
import { buildWireJob } from '#tests/support/wire-job.ts'
import { buildJobPostingJsonLd, serializeJsonLd } from './json-ld.ts'

const options = { publicUrl: 'https://jobyatra.example' }

describe('buildJobPostingJsonLd', () => {
  it('has every property Google requires for an on-site job', () => {
    const posting = buildJobPostingJsonLd(buildWireJob(), options)
    expect(posting['@context']).toBe('https://schema.org')
    expect(posting['@type']).toBe('JobPosting')
    expect(posting.title).toBe('Software Engineer')
    expect(posting.description).toBe('Build products used across India.')
    expect(posting.datePosted).toBe('2026-11-19T06:00:00.000Z')
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Acme Systems',
      sameAs: 'https://acme.example.com/',
    })
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' },
    })
    expect(posting.jobLocationType).toBeUndefined()
    expect(posting.directApply).toBe(false)
    expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'jobyatra.example', value: 'job-123' })
  })

  it('marks a remote job TELECOMMUTE and says which country may apply', () => {
    const posting = buildJobPostingJsonLd(
      buildWireJob({ job_is_remote: true, job_city: null, job_state: null, job_country: 'IN' }),
      options,
    )
    expect(posting.jobLocationType).toBe('TELECOMMUTE')
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'IN' })
    // A country alone describes who may apply, not where the work is.
    expect(posting.jobLocation).toBeUndefined()
  })

  it('keeps the office of a remote job that names one', () => {
    const posting = buildJobPostingJsonLd(buildWireJob({ job_is_remote: true }), options)
    expect(posting.jobLocationType).toBe('TELECOMMUTE')
    expect(posting.jobLocation?.address.addressLocality).toBe('Bengaluru')
  })

  it('gives the salary as a MonetaryAmount with the period as unitText', () => {
    const posting = buildJobPostingJsonLd(
      buildWireJob({ job_min_salary: 600000, job_max_salary: 1200000, job_salary_currency: 'inr', job_salary_period: 'YEAR' }),
      options,
    )
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 600000, maxValue: 1200000, unitText: 'YEAR' },
    })
  })

  it.each([
    ['MONTH', 50000, null, { minValue: 50000, unitText: 'MONTH' }],
    ['HOUR', null, 40, { maxValue: 40, unitText: 'HOUR' }],
    [null, 300000, null, { minValue: 300000 }],
  ] as const)('handles a %s salary with one bound', (period, min, max, expected) => {
    const posting = buildJobPostingJsonLd(
      buildWireJob({ job_min_salary: min, job_max_salary: max, job_salary_currency: 'USD', job_salary_period: period }),
      options,
    )
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', ...expected },
    })
  })

  it('leaves the salary out when neither bound is known, and assumes INR when only the currency is missing', () => {
    expect(buildJobPostingJsonLd(buildWireJob({ job_min_salary: 0, job_max_salary: null }), options).baseSalary).toBeUndefined()
    const posting = buildJobPostingJsonLd(buildWireJob({ job_min_salary: 500000 }), options)
    expect(posting.baseSalary?.currency).toBe('INR')
  })

  it.each([
    ['FULLTIME', 'FULL_TIME'],
    ['PARTTIME', 'PART_TIME'],
    ['CONTRACTOR', 'CONTRACTOR'],
    ['INTERN', 'INTERN'],
    ['TEMPORARY', 'TEMPORARY'],
  ] as const)('maps employment type %s to %s', (code, expected) => {
    expect(buildJobPostingJsonLd(buildWireJob({ job_employment_type_code: code }), options).employmentType).toBe(expected)
  })

  it("carries the job's closing date as validThrough, and none when the date is unreadable", () => {
    const posting = buildJobPostingJsonLd(buildWireJob({ job_offer_expiration_datetime_utc: '2026-12-31T00:00:00Z' }), options)
    expect(posting.validThrough).toBe('2026-12-31T00:00:00.000Z')
    expect(buildJobPostingJsonLd(buildWireJob({ job_offer_expiration_datetime_utc: 'soon' }), options).validThrough).toBeUndefined()
  })

  it('falls back to the timestamp when the ISO date is unreadable', () => {
    const posting = buildJobPostingJsonLd(
      buildWireJob({ job_posted_at_datetime_utc: 'not a date', job_posted_at_timestamp: 1_700_000_000 }),
      options,
    )
    expect(posting.datePosted).toBe(new Date(1_700_000_000_000).toISOString())
  })

  it('ignores employer links that are not http(s)', () => {
    const posting = buildJobPostingJsonLd(
      buildWireJob({ employer_website: 'javascript:alert(1)', employer_logo: 'https://cdn.example.com/logo.png' }),
      options,
    )
    expect(posting.hiringOrganization.sameAs).toBeUndefined()
    expect(posting.hiringOrganization.logo).toBe('https://cdn.example.com/logo.png')
  })

  it('gives a logo we serve as an absolute URL on our site', () => {
    const posting = buildJobPostingJsonLd(buildWireJob({ employer_logo: companyLogoPath(12) }), options)
    expect(posting.hiringOrganization.logo).toBe('https://jobyatra.example/api/companies/12/logo')
  })

  it('states experience and skills when the job names them', () => {
    const posting = buildJobPostingJsonLd(
      buildWireJob({
        job_required_experience: {
          no_experience_required: false,
          required_experience_in_months: 36,
          experience_mentioned: true,
          experience_preferred: false,
        },
        job_required_skills: ['TypeScript', 'React'],
      }),
      options,
    )
    expect(posting.experienceRequirements).toEqual({ '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 })
    expect(posting.skills).toBe('TypeScript, React')
  })
})

describe('serializeJsonLd', () => {
  it('cannot end the script element or open markup, and still parses to the same value', () => {
    const value = { description: 'Bad </script><script>alert(1)</script> <!-- & \u2028 end' }
    const text = serializeJsonLd(value)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(value)
  })
})
