import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { employmentTypeFromText } from './employment-type.ts'
import { dedupHashFor, jobIdFor, normalizeJobPosting, type JobInsert } from './normalize.ts'

const now = new Date('2026-11-22T06:00:00.000Z')

/** A posting in the spec's Job shape (spec 001 §3), as the search service sends it. */
function specPosting(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    job_id: 'abc-123',
    employer_name: 'Nimbus Labs',
    employer_logo: null,
    employer_website: 'https://nimbuslabs.example',
    job_employment_type: 'FULLTIME',
    job_title: 'Senior Software Engineer',
    job_apply_link: 'https://careers.nimbuslabs.example/jobs/123',
    job_description: 'Build and run payment services used by millions of customers.',
    job_city: 'Bengaluru',
    job_state: 'Karnataka',
    job_country: 'IN',
    job_is_remote: false,
    job_posted_at_datetime_utc: '2026-11-20T10:00:00.000Z',
    job_posted_at_timestamp: 1_795_168_800,
    job_salary_currency: 'INR',
    job_salary_period: 'YEAR',
    job_min_salary: 2_500_000,
    job_max_salary: 4_500_000,
    job_required_experience: {
      no_experience_required: false,
      required_experience_in_months: 60,
      experience_mentioned: true,
      experience_preferred: false,
    },
    job_required_skills: ['Java', 'Spring Boot', 'PostgreSQL'],
    job_required_education: {
      postgraduate_degree: false,
      professional_certification: false,
      high_school: false,
      associates_degree: false,
      bachelors_degree: true,
      degree_mentioned: true,
      degree_preferred: false,
      professional_certification_mentioned: false,
    },
    job_highlights: {
      Qualifications: ['5+ years of backend development'],
      Responsibilities: ['Design services'],
      Benefits: ['Health insurance', 'PF and gratuity'],
    },
    ...overrides,
  }
}

/** The same kind of posting in the alternative field names the spec also accepts. */
function alternativePosting(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 987,
    company: 'Kaveri Analytics',
    company_logo: 'https://cdn.kaveri.example/logo.png',
    job_type: 'Full-time',
    title: 'Data Analyst',
    apply_link: 'https://careers.kaveri.example/jobs/987',
    description: '<p>Analyse <b>sales</b> data.</p>',
    location: 'Pune, Maharashtra, India',
    date_posted: '3 days ago',
    salary_range: '₹6,00,000 - ₹9,00,000',
    ...overrides,
  }
}

function normalizeOk(raw: unknown, source = 'test'): JobInsert {
  const result = normalizeJobPosting(raw, source, now)
  if (!result.ok) throw new Error(`expected ok, got issues: ${result.issues.join('; ')}`)
  return result.row
}

function normalizeIssues(raw: unknown): string[] {
  const result = normalizeJobPosting(raw, 'test', now)
  if (result.ok) throw new Error('expected issues, got a row')
  return result.issues
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

describe('normalizeJobPosting: the spec Job shape', () => {
  it('maps every field onto the row', () => {
    const row = normalizeOk(specPosting(), 'jsearch')
    expect(row).toMatchObject({
      id: `jy${sha256('jsearch:abc-123').slice(0, 14)}`,
      source: 'jsearch',
      sourceId: 'abc-123',
      title: 'Senior Software Engineer',
      roleSlug: 'software-engineer',
      employerName: 'Nimbus Labs',
      employerLogo: null,
      employerWebsite: 'https://nimbuslabs.example/',
      employmentType: 'FULLTIME',
      applyLink: 'https://careers.nimbuslabs.example/jobs/123',
      description: 'Build and run payment services used by millions of customers.',
      city: 'Bengaluru',
      citySlug: 'bengaluru',
      state: 'Karnataka',
      country: 'IN',
      isRemote: false,
      isVisaSponsored: false,
      isGovernment: false,
      salaryMin: 2_500_000,
      salaryMax: 4_500_000,
      salaryCurrency: 'INR',
      salaryPeriod: 'YEAR',
      salaryMinInrYear: 2_500_000,
      salaryMaxInrYear: 4_500_000,
      experienceMonths: 60,
      requiresDegree: true,
      requiredSkills: ['Java', 'Spring Boot', 'PostgreSQL'],
      skillsText: 'Java Spring Boot PostgreSQL',
      companyType: 'midsize',
      employerKind: 'direct_hire',
      highlights: {
        Qualifications: ['5+ years of backend development'],
        Responsibilities: ['Design services'],
        Benefits: ['Health insurance', 'PF and gratuity'],
      },
    })
    expect(row.postedAt).toEqual(new Date(1_795_168_800 * 1000))
    expect(row).not.toHaveProperty('searchVector')
  })

  it('gives the same id and dedup hash to the same posting every time', () => {
    const first = normalizeOk(specPosting())
    const second = normalizeOk(specPosting())
    expect(second.id).toBe(first.id)
    expect(first.id).toMatch(/^jy[0-9a-f]{14}$/)
    expect(first.dedupHash).toBe(sha256('senior software engineer|nimbus labs|bengaluru|in'))
  })

  it('gives the same dedup hash whatever the case, spacing or accents, and a new one for another city', () => {
    expect(dedupHashFor('Senior  Software Engineer', 'NIMBUS LABS', 'Bengaluru', 'IN')).toBe(
      dedupHashFor('senior software engineer', 'Nimbus Labs', 'bengaluru', 'in'),
    )
    expect(dedupHashFor('Analyst', 'Acme', 'Zürich', 'CH')).toBe(dedupHashFor('Analyst', 'Acme', 'Zurich', 'CH'))
    expect(dedupHashFor('Analyst', 'Acme', 'Pune', 'IN')).not.toBe(dedupHashFor('Analyst', 'Acme', 'Mumbai', 'IN'))
  })

  it('builds the id from source and source id', () => {
    expect(jobIdFor('demo', '1')).toBe(`jy${sha256('demo:1').slice(0, 14)}`)
    expect(jobIdFor('demo', '1')).not.toBe(jobIdFor('other', '1'))
  })

  it('reads the ISO datetime when there is no timestamp', () => {
    const row = normalizeOk(specPosting({ job_posted_at_timestamp: undefined }))
    expect(row.postedAt).toEqual(new Date('2026-11-20T10:00:00.000Z'))
  })

  it('accepts a timestamp in milliseconds', () => {
    const row = normalizeOk(specPosting({ job_posted_at_timestamp: 1_795_168_800_000 }))
    expect(row.postedAt).toEqual(new Date(1_795_168_800_000))
  })

  it('uses now when no date is given and clamps a date far in the future to now', () => {
    const undated = normalizeOk(specPosting({ job_posted_at_timestamp: undefined, job_posted_at_datetime_utc: undefined }))
    expect(undated.postedAt).toEqual(now)
    const future = normalizeOk(specPosting({ job_posted_at_timestamp: undefined, job_posted_at_datetime_utc: '2030-01-01T00:00:00Z' }))
    expect(future.postedAt).toEqual(now)
  })

  it('converts a foreign salary to rupees a year', () => {
    const row = normalizeOk(
      specPosting({
        job_city: 'Austin',
        job_state: 'TX',
        job_country: 'US',
        job_salary_currency: 'USD',
        job_min_salary: 50,
        job_max_salary: 60,
        job_salary_period: 'HOUR',
      }),
    )
    expect(row).toMatchObject({
      salaryCurrency: 'USD',
      salaryPeriod: 'HOUR',
      salaryMinInrYear: 50 * 84 * 2080,
      salaryMaxInrYear: 60 * 84 * 2080,
    })
  })

  it('keeps a salary with only a minimum or only a maximum', () => {
    const onlyMin = normalizeOk(specPosting({ job_max_salary: null }))
    expect(onlyMin).toMatchObject({ salaryMin: 2_500_000, salaryMax: null, salaryMaxInrYear: null })
    const onlyMax = normalizeOk(specPosting({ job_min_salary: null }))
    expect(onlyMax).toMatchObject({ salaryMin: null, salaryMax: 4_500_000, salaryMinInrYear: null })
  })

  it('swaps a minimum above the maximum', () => {
    const row = normalizeOk(specPosting({ job_min_salary: 900_000, job_max_salary: 600_000 }))
    expect(row).toMatchObject({ salaryMin: 600_000, salaryMax: 900_000 })
  })

  it('leaves the salary empty when there is none', () => {
    const row = normalizeOk(specPosting({ job_min_salary: null, job_max_salary: null, job_salary_currency: null, job_salary_period: null }))
    expect(row).toMatchObject({ salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null, salaryMinInrYear: null })
  })

  it('drops a salary in a currency it cannot convert to rupees', () => {
    const row = normalizeOk(specPosting({ job_salary_currency: 'XYZ' }))
    expect(row).toMatchObject({ salaryCurrency: 'XYZ', salaryMinInrYear: null })
  })

  it('turns a weekly salary into a yearly one', () => {
    const row = normalizeOk(specPosting({ job_salary_period: 'WEEK', job_min_salary: 20_000, job_max_salary: null }))
    expect(row).toMatchObject({ salaryPeriod: 'YEAR', salaryMin: 1_040_000 })
  })

  it('takes the country currency when the source names none', () => {
    const row = normalizeOk(specPosting({ job_salary_currency: null, job_city: 'London', job_state: 'England', job_country: 'GB' }))
    expect(row.salaryCurrency).toBe('GBP')
    const doha = normalizeOk(
      specPosting({ job_salary_currency: null, job_salary_period: 'MONTH', job_city: 'Doha', job_state: null, job_country: 'QA' }),
    )
    expect(doha).toMatchObject({ salaryCurrency: 'QAR', salaryPeriod: 'MONTH' })
    expect(doha.salaryMinInrYear).toBe(Math.round((doha.salaryMin ?? 0) * 23 * 12))
  })

  it('reads a country name as well as a code', () => {
    expect(normalizeOk(specPosting({ job_country: 'India' })).country).toBe('IN')
    expect(normalizeOk(specPosting({ job_country: 'USA', job_city: 'Seattle', job_state: 'WA' })).country).toBe('US')
    expect(normalizeOk(specPosting({ job_country: 'UK', job_city: 'London', job_state: null })).country).toBe('GB')
  })

  it('finds India from an Indian state when the country is missing', () => {
    expect(normalizeOk(specPosting({ job_country: null })).country).toBe('IN')
  })

  it('keeps a remote job without a city and with no city slug', () => {
    const row = normalizeOk(specPosting({ job_city: null, job_state: null, job_is_remote: true }))
    expect(row).toMatchObject({ isRemote: true, city: null, citySlug: null, country: 'IN' })
  })

  it('uses the canonical name of a renamed Indian city', () => {
    const row = normalizeOk(specPosting({ job_city: 'Bangalore' }))
    expect(row).toMatchObject({ city: 'Bengaluru', citySlug: 'bengaluru' })
  })

  it('marks visa sponsorship only for jobs abroad and not remote', () => {
    const abroad = normalizeOk(specPosting({ job_city: 'Toronto', job_state: 'ON', job_country: 'CA', job_is_visa_sponsored: true }))
    expect(abroad.isVisaSponsored).toBe(true)
    const india = normalizeOk(specPosting({ job_is_visa_sponsored: true }))
    expect(india.isVisaSponsored).toBe(false)
    const remote = normalizeOk(
      specPosting({ job_city: null, job_state: null, job_country: 'CA', job_is_remote: true, job_is_visa_sponsored: true }),
    )
    expect(remote.isVisaSponsored).toBe(false)
  })

  it('reads visa sponsorship from the description when the source has no flag', () => {
    const offered = normalizeOk(
      specPosting({
        job_city: 'Berlin',
        job_state: 'Berlin',
        job_country: 'DE',
        job_description: 'Visa sponsorship is available for this role.',
      }),
    )
    expect(offered.isVisaSponsored).toBe(true)
    const refused = normalizeOk(
      specPosting({
        job_city: 'Berlin',
        job_state: 'Berlin',
        job_country: 'DE',
        job_description: 'We are unable to offer visa sponsorship.',
      }),
    )
    expect(refused.isVisaSponsored).toBe(false)
  })

  it('marks government jobs and their company type', () => {
    const row = normalizeOk(specPosting({ job_is_government: true }))
    expect(row).toMatchObject({ isGovernment: true, companyType: 'government' })
    const byType = normalizeOk(specPosting({ company_type: 'government' }))
    expect(byType.isGovernment).toBe(true)
  })

  it('keeps a known company type and employer kind and defaults unknown ones', () => {
    expect(normalizeOk(specPosting({ company_type: 'startup', employer_kind: 'agency' }))).toMatchObject({
      companyType: 'startup',
      employerKind: 'agency',
    })
    expect(normalizeOk(specPosting({ company_type: 'huge', employer_kind: 'robot' }))).toMatchObject({
      companyType: 'midsize',
      employerKind: 'direct_hire',
    })
  })

  it('fills missing experience and education flags', () => {
    const row = normalizeOk(
      specPosting({ job_required_experience: undefined, job_required_education: { bachelors_degree: true, degree_preferred: true } }),
    )
    expect(row.requiredExperience).toEqual({
      no_experience_required: false,
      required_experience_in_months: null,
      experience_mentioned: false,
      experience_preferred: false,
    })
    expect(row.experienceMonths).toBeNull()
    expect(row.requiredEducation.bachelors_degree).toBe(true)
    expect(row.requiredEducation.high_school).toBe(false)
    expect(row.requiresDegree).toBe(false)
  })

  it('reads experience text', () => {
    expect(normalizeOk(specPosting({ job_required_experience: undefined, experience: '3-5 years' })).experienceMonths).toBe(36)
    expect(normalizeOk(specPosting({ job_required_experience: undefined, experience: 'Fresher' })).requiredExperience).toMatchObject({
      no_experience_required: true,
      required_experience_in_months: 0,
    })
    expect(normalizeOk(specPosting({ job_required_experience: undefined, experience: '6 months' })).experienceMonths).toBe(6)
  })

  it('cleans skills: trims, drops empties and duplicates, accepts a comma list', () => {
    expect(normalizeOk(specPosting({ job_required_skills: [' Java ', 'java', '', 'SQL'] })).requiredSkills).toEqual(['Java', 'SQL'])
    const fromText = normalizeOk(specPosting({ job_required_skills: undefined, skills: 'React, TypeScript; Node.js' }))
    expect(fromText.requiredSkills).toEqual(['React', 'TypeScript', 'Node.js'])
    expect(fromText.skillsText).toBe('React TypeScript Node.js')
    expect(normalizeOk(specPosting({ job_required_skills: null })).requiredSkills).toEqual([])
  })

  it('strips HTML from highlights and drops empty lists', () => {
    const row = normalizeOk(specPosting({ job_highlights: { Qualifications: ['<b>B.Tech</b> in CS', '  '], Benefits: [] } }))
    expect(row.highlights).toEqual({ Qualifications: ['B.Tech in CS'] })
  })

  it('ignores a logo or website that is not an http(s) URL', () => {
    const row = normalizeOk(specPosting({ employer_logo: 'javascript:alert(1)', employer_website: 'not a url' }))
    expect(row.employerLogo).toBeNull()
    expect(row.employerWebsite).toBeNull()
  })

  it('derives a stable source id from the apply link when the source has none', () => {
    const first = normalizeOk(specPosting({ job_id: undefined }))
    const second = normalizeOk(specPosting({ job_id: undefined }))
    expect(first.sourceId).toBe(second.sourceId)
    expect(first.sourceId).toMatch(/^[0-9a-f]{24}$/)
  })
})

describe('normalizeJobPosting: employment types', () => {
  it.each([
    ['Full-time', 'FULLTIME'],
    ['full_time', 'FULLTIME'],
    ['FULLTIME', 'FULLTIME'],
    ['Full Time', 'FULLTIME'],
    ['Permanent', 'FULLTIME'],
    ['Part-time', 'PARTTIME'],
    ['PARTTIME', 'PARTTIME'],
    ['Contract', 'CONTRACTOR'],
    ['CONTRACTOR', 'CONTRACTOR'],
    ['Freelance', 'CONTRACTOR'],
    ['Internship', 'INTERN'],
    ['intern', 'INTERN'],
    ['Temporary', 'TEMPORARY'],
    ['temp', 'TEMPORARY'],
    ['Contract, Full-time', 'CONTRACTOR'],
  ] as const)('maps %s to %s', (textValue, code) => {
    expect(employmentTypeFromText(textValue)).toBe(code)
    expect(normalizeOk(specPosting({ job_employment_type: textValue })).employmentType).toBe(code)
  })

  it('defaults to FULLTIME when missing or unknown', () => {
    expect(normalizeOk(specPosting({ job_employment_type: undefined })).employmentType).toBe('FULLTIME')
    expect(normalizeOk(specPosting({ job_employment_type: 'Whenever' })).employmentType).toBe('FULLTIME')
    expect(employmentTypeFromText('Whenever')).toBeNull()
  })

  it('reads job_type and a list of types', () => {
    expect(normalizeOk(alternativePosting({ job_type: 'Internship' })).employmentType).toBe('INTERN')
    expect(
      normalizeOk(specPosting({ job_employment_type: undefined, job_employment_types: ['PARTTIME', 'FULLTIME'] })).employmentType,
    ).toBe('PARTTIME')
  })
})

describe('normalizeJobPosting: alternative field names', () => {
  it('maps company, company_logo, title, apply_link, job_type, description, location, date_posted and salary_range', () => {
    const row = normalizeOk(alternativePosting())
    expect(row).toMatchObject({
      sourceId: '987',
      employerName: 'Kaveri Analytics',
      employerLogo: 'https://cdn.kaveri.example/logo.png',
      title: 'Data Analyst',
      roleSlug: 'data-analyst',
      applyLink: 'https://careers.kaveri.example/jobs/987',
      employmentType: 'FULLTIME',
      description: 'Analyse sales data.',
      city: 'Pune',
      citySlug: 'pune',
      state: 'Maharashtra',
      country: 'IN',
      isRemote: false,
      salaryMin: 600_000,
      salaryMax: 900_000,
      salaryCurrency: 'INR',
      salaryPeriod: 'YEAR',
      salaryMinInrYear: 600_000,
    })
    expect(row.postedAt).toEqual(new Date(now.getTime() - 3 * 24 * 3600 * 1000))
  })

  it('reads a company given as an object with a name', () => {
    expect(normalizeOk(alternativePosting({ company: { name: 'Tarang Systems', size: 'large' } })).employerName).toBe('Tarang Systems')
  })

  it('reads salary_min and salary_max, also as strings', () => {
    const row = normalizeOk(alternativePosting({ salary_range: undefined, salary_min: '4,00,000', salary_max: 700000 }))
    expect(row).toMatchObject({ salaryMin: 400_000, salaryMax: 700_000, salaryCurrency: 'INR' })
  })

  it('prefers salary_min and salary_max over salary_range', () => {
    const row = normalizeOk(alternativePosting({ salary_min: 500_000, salary_range: '12-18 LPA' }))
    expect(row.salaryMin).toBe(500_000)
  })

  it('reads a dollar range in thousands', () => {
    const row = normalizeOk(alternativePosting({ location: 'Austin, TX, USA', salary_range: '$120k-$150k' }))
    expect(row).toMatchObject({
      salaryMin: 120_000,
      salaryMax: 150_000,
      salaryCurrency: 'USD',
      salaryPeriod: 'YEAR',
      country: 'US',
      state: 'TX',
    })
  })

  it('reads an LPA range', () => {
    const row = normalizeOk(alternativePosting({ salary_range: '12-18 LPA' }))
    expect(row).toMatchObject({ salaryMin: 1_200_000, salaryMax: 1_800_000, salaryCurrency: 'INR' })
  })

  it('reads is_remote and a "Remote" location', () => {
    const remote = normalizeOk(alternativePosting({ location: 'Remote' }))
    expect(remote).toMatchObject({ isRemote: true, city: null, citySlug: null, country: 'IN' })
    const flagged = normalizeOk(alternativePosting({ is_remote: 'true' }))
    expect(flagged).toMatchObject({ isRemote: true, city: 'Pune' })
    const remoteAbroad = normalizeOk(alternativePosting({ location: 'Remote, Canada', salary_range: undefined }))
    expect(remoteAbroad).toMatchObject({ isRemote: true, city: null, country: 'CA' })
  })

  it('reads an ISO date_posted', () => {
    const row = normalizeOk(alternativePosting({ date_posted: '2026-11-01' }))
    expect(row.postedAt).toEqual(new Date('2026-11-01T00:00:00.000Z'))
  })

  it('turns HTML descriptions into plain text with paragraphs and bullets', () => {
    const row = normalizeOk(
      alternativePosting({
        description:
          '<h2>About</h2><p>We build &amp; ship.</p><ul><li>Own <em>pipelines</em></li><li>Mentor</li></ul><script>alert(1)</script><p onclick="x()">Apply&nbsp;now</p>',
      }),
    )
    expect(row.description).toBe('About\n\nWe build & ship.\n\n• Own pipelines\n• Mentor\n\nApply now')
    expect(row.description).not.toMatch(/[<>]|alert/)
  })
})

describe('normalizeJobPosting: bad input', () => {
  it('refuses what is not an object', () => {
    expect(normalizeIssues(null)[0]).toMatch(/^posting: /)
    expect(normalizeIssues('a job')[0]).toMatch(/^posting: /)
    expect(normalizeIssues([1, 2])[0]).toMatch(/^posting: /)
  })

  it('lists every missing required field at once', () => {
    const issues = normalizeIssues({})
    expect(issues).toEqual(
      expect.arrayContaining([
        'job_title is required',
        'employer_name is required',
        'job_apply_link is required',
        'job_description is required',
        'job_country or location is required',
      ]),
    )
  })

  it('names fields of the wrong type', () => {
    const issues = normalizeIssues(specPosting({ job_title: 42, job_required_skills: 7 }))
    expect(issues.some((issue) => issue.startsWith('job_title: '))).toBe(true)
    expect(issues.some((issue) => issue.startsWith('job_required_skills: '))).toBe(true)
  })

  it('refuses an apply link that is not http(s)', () => {
    expect(normalizeIssues(specPosting({ job_apply_link: 'javascript:alert(1)' }))).toContain('job_apply_link must be an http(s) URL')
    expect(normalizeIssues(specPosting({ job_apply_link: 'not a link' }))).toContain('job_apply_link must be an http(s) URL')
  })

  it('refuses a title that is too long or only tags', () => {
    expect(normalizeIssues(specPosting({ job_title: 'x'.repeat(201) }))).toContain('job_title is longer than 200 characters')
    expect(normalizeIssues(specPosting({ job_title: '<b></b>' }))).toContain('job_title is required')
  })

  it('refuses dates it cannot read', () => {
    expect(normalizeIssues(alternativePosting({ date_posted: 'sometime soon' }))).toContain('date_posted "sometime soon" is not a date')
    expect(normalizeIssues(specPosting({ job_posted_at_timestamp: undefined, job_posted_at_datetime_utc: 'yesterday-ish' }))).toContain(
      'job_posted_at_datetime_utc is not a date',
    )
    expect(normalizeIssues(specPosting({ job_posted_at_timestamp: -5 }))).toContain('job_posted_at_timestamp is not a timestamp')
  })

  it('refuses negative or non-numeric salaries and unknown periods', () => {
    expect(normalizeIssues(specPosting({ job_min_salary: -1 }))).toContain('job_min_salary must be a non-negative number')
    expect(normalizeIssues(alternativePosting({ salary_max: 'lots' }))).toContain('job_max_salary must be a non-negative number')
    expect(normalizeIssues(specPosting({ job_salary_period: 'FORTNIGHT' }))).toContain(
      'job_salary_period "FORTNIGHT" is not a known period',
    )
  })

  it('refuses an unknown country and a location without one', () => {
    expect(normalizeIssues(specPosting({ job_country: 'Atlantis' }))).toContain('job_country "Atlantis" is not a known country')
    expect(normalizeIssues(alternativePosting({ location: 'Springfield' }))).toContain('location "Springfield" does not name a country')
  })

  it('refuses a remote flag that is not a boolean', () => {
    expect(normalizeIssues(alternativePosting({ is_remote: 'maybe' }))).toContain('job_is_remote must be true or false')
  })

  it('ignores salary text without an amount', () => {
    const row = normalizeOk(alternativePosting({ salary_range: 'Competitive' }))
    expect(row.salaryMin).toBeNull()
    expect(row.salaryCurrency).toBeNull()
  })
})

describe('normalizeJobPosting: what a posting says but the source does not send', () => {
  /** A board posting with a title, a company, an escaped HTML description and a location, and nothing else. */
  function boardPosting(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      id: 'gh-4471',
      title: 'Backend Engineer',
      company: 'Kaveri Analytics',
      url: 'https://boards.example/kaveri/jobs/4471',
      location: 'Bengaluru, KA, IN',
      description:
        '&lt;p&gt;We build payments.&lt;/p&gt;&lt;h3&gt;You have&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;3-5 years of experience with Java and Kafka&lt;/li&gt;&lt;li&gt;PostgreSQL on AWS&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;CTC: ₹18-24 LPA&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      ...overrides,
    }
  }

  it('reads the place, pay, experience and skills out of the posting', () => {
    const row = normalizeOk(boardPosting())
    expect(row).toMatchObject({
      description:
        'We build payments.\n\nYou have\n\n• 3-5 years of experience with Java and Kafka\n• PostgreSQL on AWS\n\nCTC: ₹18-24 LPA',
      city: 'Bengaluru',
      citySlug: 'bengaluru',
      state: 'Karnataka',
      country: 'IN',
      isRemote: false,
      salaryMin: 1_800_000,
      salaryMax: 2_400_000,
      salaryCurrency: 'INR',
      salaryPeriod: 'YEAR',
      experienceMonths: 36,
      requiredExperience: {
        no_experience_required: false,
        required_experience_in_months: 36,
        experience_mentioned: true,
        experience_preferred: false,
      },
      requiredSkills: ['Java', 'Kafka', 'PostgreSQL', 'AWS'],
      skillsText: 'Java Kafka PostgreSQL AWS',
      employmentType: 'FULLTIME',
      isGovernment: false,
      isVisaSponsored: false,
    })
  })

  it('reads a remote job from its title or description, unless the source says otherwise', () => {
    expect(normalizeOk(boardPosting({ title: 'Backend Engineer (Remote)', location: undefined }))).toMatchObject({
      isRemote: true,
      city: null,
      country: 'IN',
    })
    expect(normalizeOk(boardPosting({ description: 'This is a fully remote role.' }))).toMatchObject({ isRemote: true, city: 'Bengaluru' })
    expect(normalizeOk(boardPosting({ description: 'This is a fully remote role.', is_remote: false })).isRemote).toBe(false)
    expect(normalizeOk(boardPosting({ description: 'No remote work: our Bengaluru office.' })).isRemote).toBe(false)
  })

  it('marks a known sponsor abroad as sponsoring, unless the posting refuses', () => {
    const abroad = { company: 'Google LLC', location: 'Seattle, WA', description: 'Build search.' }
    expect(normalizeOk(boardPosting(abroad)).isVisaSponsored).toBe(true)
    expect(normalizeOk(boardPosting({ ...abroad, description: 'We are unable to sponsor visas.' })).isVisaSponsored).toBe(false)
    expect(normalizeOk(boardPosting({ ...abroad, location: 'Remote (US)' })).isVisaSponsored).toBe(false)
    expect(normalizeOk(boardPosting({ company: 'Google LLC' })).isVisaSponsored).toBe(false)
  })

  it('marks government employers by name and by web domain', () => {
    expect(normalizeOk(boardPosting({ company: 'Oil and Natural Gas Corporation Ltd.' }))).toMatchObject({
      isGovernment: true,
      companyType: 'government',
    })
    expect(normalizeOk(boardPosting({ company: 'Recruitment Cell', url: 'https://recruitment.nic.in/posts/7' })).isGovernment).toBe(true)
    expect(normalizeOk(boardPosting({ company: 'ONGC', is_government: false })).isGovernment).toBe(false)
  })

  it('reads an internship from the title when no type is sent', () => {
    expect(normalizeOk(boardPosting({ title: 'Data Science Intern' })).employmentType).toBe('INTERN')
  })

  it('keeps what the source sends over what the text says', () => {
    const row = normalizeOk(boardPosting({ skills: ['Go'], experience: '1 year', salary_range: '₹10 LPA' }))
    expect(row).toMatchObject({ requiredSkills: ['Go'], experienceMonths: 12, salaryMin: 1_000_000, salaryMax: 1_000_000 })
  })
})
