import { beforeAll, describe, expect, it } from 'vitest'
import type { JobHighlights, JobRequiredExperience } from '#core/jobs/job.schema.ts'
import hindiNames from '#core/i18n/locales/hi/names.json' with { type: 'json' }
import { toInrPerYear } from '#core/jobs/salary-normalize.ts'
import { slugify } from '#core/jobs/slug.ts'
import { buildDemoCompanies } from '#server/features/companies/index.ts'
import { generateDemoJobs, withIndefiniteArticle, type DemoJob } from './demo-jobs.ts'
import { industries } from './vocabulary/industries.ts'

const now = new Date('2026-11-22T06:00:00.000Z')
const DAY_MS = 24 * 60 * 60 * 1000

describe('demo data generation', () => {
  it('gives identical rows for the same count and now', () => {
    const companies = buildDemoCompanies()
    const first = [...generateDemoJobs(companies, { jobCount: 400, now })]
    const second = [...generateDemoJobs(buildDemoCompanies(), { jobCount: 400, now })]
    expect(second[0]).toEqual(first[0])
    expect(second.at(-1)).toEqual(first.at(-1))
    expect(second.map((job) => job.row.id)).toEqual(first.map((job) => job.row.id))
  })

  it('extends a smaller data set instead of reshuffling it', () => {
    const companies = buildDemoCompanies()
    const small = [...generateDemoJobs(companies, { jobCount: 150, now })]
    const large = [...generateDemoJobs(companies, { jobCount: 300, now })]
    expect(large.slice(0, 150)).toEqual(small)
  })

  it('moves posting dates with now', () => {
    const companies = buildDemoCompanies()
    const [today] = [...generateDemoJobs(companies, { jobCount: 1, now })]
    const [later] = [...generateDemoJobs(companies, { jobCount: 1, now: new Date(now.getTime() + DAY_MS) })]
    expect(later?.row.postedAt.getTime()).toBe((today?.row.postedAt.getTime() ?? 0) + DAY_MS)
  })

  it('writes "an" before vowel sounds', () => {
    expect(withIndefiniteArticle('HR Executive')).toBe('an HR Executive')
    expect(withIndefiniteArticle('Accountant')).toBe('an Accountant')
    expect(withIndefiniteArticle('SEO Specialist')).toBe('an SEO Specialist')
    expect(withIndefiniteArticle('UI/UX Designer')).toBe('a UI/UX Designer')
    expect(withIndefiniteArticle('Upper Division Clerk')).toBe('an Upper Division Clerk')
    expect(withIndefiniteArticle('Software Engineer')).toBe('a Software Engineer')
  })
})

/**
 * What decides a demo job's identity: id, title, employer, place, posting time, skills, employment type
 * and experience. The relevance benchmark (bench/relevance) judges results by these jobs, so a change
 * to the demo data must leave them as they are: new randomness comes from its own stream.
 */
function identityOf({ row }: DemoJob) {
  return {
    id: row.id,
    title: row.title,
    employer: row.employerName,
    city: row.city,
    country: row.country,
    postedAt: row.postedAt?.toISOString(),
    skills: row.requiredSkills,
    employmentType: row.employmentType,
    experience: row.requiredExperience,
  }
}

function experience(months: number, preferred = false): JobRequiredExperience {
  return {
    no_experience_required: months === 0,
    required_experience_in_months: months,
    experience_mentioned: true,
    experience_preferred: preferred,
  }
}

describe('the demo jobs', () => {
  let jobs: DemoJob[]
  beforeAll(() => {
    jobs = [...generateDemoJobs(buildDemoCompanies(), { jobCount: 5_000, now })]
  })

  it('keep their identities', () => {
    expect(jobs.map(identityOf).filter((_job, index) => [0, 3, 6, 26, 1234, 4999].includes(index))).toEqual([
      {
        id: 'jy2913c693cc5ec9',
        title: 'Senior Risk Analyst',
        employer: 'Straits Advisory Partners',
        city: 'Singapore',
        country: 'SG',
        postedAt: '2026-10-31T05:41:00.000Z',
        skills: ['SQL', 'Stress Testing', 'SAS', 'Basel III', 'Risk Management', 'Python', 'Credit Risk'],
        employmentType: 'FULLTIME',
        experience: experience(96),
      },
      {
        id: 'jy4a98284c55cde1',
        title: 'Salesforce Developer',
        employer: 'Navyug Technologies',
        city: null,
        country: 'IN',
        postedAt: '2026-10-04T13:45:00.000Z',
        skills: ['Sales Cloud', 'Salesforce Flows', 'Apex', 'Lightning Web Components', 'Visualforce', 'Service Cloud'],
        employmentType: 'FULLTIME',
        experience: experience(48),
      },
      {
        id: 'jyeab9185d4f033a',
        title: 'Management Trainee',
        employer: 'National Hydro-Energy Development Corporation (PSU)',
        city: 'Jalandhar',
        country: 'IN',
        postedAt: '2026-11-18T23:16:00.000Z',
        skills: ['MS Office', 'Finance', 'Human Resources', 'Communication'],
        employmentType: 'FULLTIME',
        experience: { ...experience(0), experience_mentioned: false },
      },
      {
        id: 'jy4642f6b501bcdb',
        title: 'Audit Article Assistant',
        employer: 'Sentinel Staffing Group',
        city: 'Dallas',
        country: 'US',
        postedAt: '2026-10-30T16:29:00.000Z',
        skills: ['Internal Controls', 'Internal Audit', 'Statutory Audit', 'Ind AS', 'Excel', 'Audit Documentation', 'Sampling'],
        employmentType: 'INTERN',
        experience: experience(0),
      },
      {
        id: 'jybfbd0d114dcf2c',
        title: 'Junior Customer Support Executive',
        employer: 'Godavari Infotech',
        city: 'Vijayawada',
        country: 'IN',
        postedAt: '2026-11-12T07:46:00.000Z',
        skills: ['Hindi', 'Customer Service', 'English', 'Communication', 'Email Support'],
        employmentType: 'PARTTIME',
        experience: experience(12, true),
      },
      {
        id: 'jy812d89a660c837',
        title: 'English Teacher',
        employer: 'Antipodes Healthcare Recruitment',
        city: 'Sydney',
        country: 'AU',
        postedAt: '2026-11-11T13:05:00.000Z',
        skills: ['Lesson Planning', 'Spoken English', 'Grammar', 'English Literature', 'Creative Writing', 'Classroom Management'],
        employmentType: 'PARTTIME',
        experience: experience(24),
      },
    ])
  })

  it('pay jobs abroad in the local currency, monthly in the Gulf, Singapore and Sweden', () => {
    const localCurrencies: Record<string, string> = {
      US: 'USD',
      GB: 'GBP',
      DE: 'EUR',
      NL: 'EUR',
      IE: 'EUR',
      CA: 'CAD',
      AU: 'AUD',
      NZ: 'NZD',
      SG: 'SGD',
      AE: 'AED',
      QA: 'QAR',
      SA: 'SAR',
      JP: 'JPY',
      CH: 'CHF',
      SE: 'SEK',
      IN: 'INR',
    }
    const paid = jobs.map(({ row }) => row).filter((row) => row.salaryCurrency !== null && row.salaryCurrency !== undefined)
    expect(new Set(paid.map((row) => row.country))).toEqual(new Set(Object.keys(localCurrencies)))
    for (const row of paid) expect(row.salaryCurrency, `${row.title} in ${row.country}`).toBe(localCurrencies[row.country])
    for (const row of paid.filter((job) => ['AE', 'QA', 'SA', 'SG', 'SE'].includes(job.country))) {
      expect(row.salaryPeriod, `${row.title} in ${row.country}`).toBe('MONTH')
    }
    const dubai = paid.filter((row) => row.country === 'AE' && row.employmentType === 'FULLTIME')
    expect(dubai.length).toBeGreaterThan(10)
    for (const row of dubai) expect(row.salaryMin ?? row.salaryMax).toBeGreaterThanOrEqual(4_000)
    const london = paid.filter((row) => row.city === 'London' && row.employmentType === 'FULLTIME')
    expect(london.length).toBeGreaterThan(5)
    for (const row of london) {
      expect(row.salaryPeriod).toBe('YEAR')
      expect(row.salaryMin ?? row.salaryMax).toBeGreaterThanOrEqual(15_000)
      expect(row.salaryMax ?? row.salaryMin).toBeLessThanOrEqual(250_000)
    }
  })

  it('give interns a monthly stipend', () => {
    const interns = jobs.map(({ row }) => row).filter((row) => row.employmentType === 'INTERN' && row.salaryCurrency)
    expect(interns.length).toBeGreaterThan(50)
    for (const row of interns) expect(row.salaryPeriod, row.title).toBe('MONTH')
    const inIndia = interns.filter((row) => row.country === 'IN')
    for (const row of inIndia) {
      for (const amount of [row.salaryMin, row.salaryMax]) {
        if (amount === null || amount === undefined) continue
        expect(amount, row.title).toBeGreaterThanOrEqual(5_000)
        expect(amount, row.title).toBeLessThanOrEqual(60_000)
      }
    }
  })

  it('store every salary in rupees a year too, so one salary filter works across currencies and periods', () => {
    for (const { row } of jobs) {
      if (!row.salaryCurrency || !row.salaryPeriod) continue
      const expectedMin =
        row.salaryMin === null || row.salaryMin === undefined ? null : toInrPerYear(row.salaryMin, row.salaryCurrency, row.salaryPeriod)
      const expectedMax =
        row.salaryMax === null || row.salaryMax === undefined ? null : toInrPerYear(row.salaryMax, row.salaryCurrency, row.salaryPeriod)
      expect(row.salaryMinInrYear ?? null, row.title).toBe(expectedMin)
      expect(row.salaryMaxInrYear ?? null, row.title).toBe(expectedMax)
      if (row.salaryMin !== null || row.salaryMax !== null) expect(row.salaryMinInrYear ?? row.salaryMaxInrYear).not.toBeNull()
    }
  })

  it('state government pay as notices do: the monthly range of the pay scale, with the scale named first in benefits', () => {
    const posts = jobs.map(({ row }) => row).filter((row) => row.isGovernment && row.salaryCurrency)
    expect(posts.length).toBeGreaterThan(100)
    for (const row of posts) {
      expect(row.salaryPeriod).toBe('MONTH')
      expect(row.salaryCurrency).toBe('INR')
      const payLine = benefitsOf(row.highlights)[0] ?? ''
      const rupees = new Intl.NumberFormat('en-IN')
      expect(payLine).toContain(`(₹${rupees.format(row.salaryMin ?? 0)} – ₹${rupees.format(row.salaryMax ?? 0)} a month)`)
    }
    const assistantSectionOfficer = posts.find((row) => row.title === 'Assistant Section Officer')
    expect(assistantSectionOfficer).toMatchObject({ salaryMin: 44_900, salaryMax: 142_400 })
    expect(benefitsOf(assistantSectionOfficer?.highlights)[0]).toBe(
      'Pay Level 7 of the 7th CPC pay matrix (₹44,900 – ₹1,42,400 a month), plus dearness allowance and other allowances as per rules.',
    )
  })

  it('offer benefits that fit how the job is worked', () => {
    const workplaceOnly =
      /cab facility|relocation|team outings|field roles|commuter|deutschlandticket|bike-to-work|commuting allowance|housing and transport|furnished housing|visa/i
    const homeOnly = /home-office/i
    const remote = jobs.filter(({ row }) => row.isRemote)
    expect(remote.length).toBeGreaterThan(100)
    for (const { row } of remote) for (const item of benefitsOf(row.highlights)) expect(item, row.title).not.toMatch(workplaceOnly)
    const onSite = jobs.filter(({ row }) => !row.isRemote && /needs you on site|on-site role/.test(row.description ?? ''))
    expect(onSite.length).toBeGreaterThan(100)
    for (const { row } of onSite) for (const item of benefitsOf(row.highlights)) expect(item, row.title).not.toMatch(homeOnly)
  })

  it('have a Hindi name for every role and industry the Hindi pages show', () => {
    const roleNames: Readonly<Record<string, string>> = hindiNames.roles
    const industryNames: Readonly<Record<string, string>> = hindiNames.industries
    for (const slug of new Set(jobs.map(({ row }) => row.roleSlug))) expect(roleNames[slug ?? ''], slug ?? '').toBeDefined()
    for (const industry of Object.values(industries)) expect(industryNames[slugify(industry.name)], industry.name).toBeDefined()
  })

  it('repeat no bullet across or within Responsibilities, Qualifications and Benefits', () => {
    for (const { row } of jobs) {
      const highlights = row.highlights ?? {}
      const sections = [highlights.Responsibilities ?? [], highlights.Qualifications ?? [], highlights.Benefits ?? []]
      const bullets = sections.flat().map(normalise)
      expect(new Set(bullets).size, row.title).toBe(bullets.length)
      for (const section of sections) {
        for (const [index, bullet] of section.entries()) {
          for (const other of section.slice(index + 1)) expect(sharedWords(bullet, other), `${bullet} | ${other}`).toBeLessThan(0.75)
        }
      }
    }
  })
})

function benefitsOf(highlights: JobHighlights | null | undefined): string[] {
  return highlights?.Benefits ?? []
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const minorWords = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'for',
  'with',
  'in',
  'on',
  'at',
  'as',
  'by',
  'is',
  'your',
  'our',
  'you',
  'we',
])

/** The share of the shorter bullet's words that the other one also has: near 1 means the same point made twice. */
function sharedWords(first: string, second: string): number {
  const words = (text: string) =>
    new Set(
      normalise(text)
        .split(' ')
        .filter((word) => word.length > 2 && !minorWords.has(word)),
    )
  const a = words(first)
  const b = words(second)
  const shared = [...a].filter((word) => b.has(word)).length
  return shared / Math.max(1, Math.min(a.size, b.size))
}
