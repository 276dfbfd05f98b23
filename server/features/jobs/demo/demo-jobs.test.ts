import { describe, expect, it } from 'vitest'
import { buildDemoCompanies } from '#server/features/companies/index.ts'
import { generateDemoJobs, withIndefiniteArticle } from './demo-jobs.ts'

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
