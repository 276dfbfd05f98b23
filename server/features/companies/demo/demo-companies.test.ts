import { describe, expect, it } from 'vitest'
import { buildDemoCompanies } from './demo-companies.ts'
import { buildDemoReviews } from './demo-reviews.ts'

const now = new Date('2026-11-22T06:00:00.000Z')

describe('demo companies', () => {
  it('builds the same companies and reviews every time', () => {
    const companies = buildDemoCompanies()
    expect(buildDemoCompanies()).toEqual(companies)
    expect(buildDemoReviews(buildDemoCompanies(), now)).toEqual(buildDemoReviews(companies, now))
    expect(new Set(companies.map((company) => company.slug)).size).toBe(companies.length)
    expect(new Set(companies.map((company) => company.domain)).size).toBe(companies.length)
    expect(companies.every((company) => company.domain.endsWith('.example'))).toBe(true)
  })

  it('rates private employers only: public employers get no reviews, so no stars', () => {
    const companies = buildDemoCompanies()
    const reviewed = new Set(buildDemoReviews(companies, now).map((review) => review.companySlug))
    const government = companies.filter((company) => company.companyType === 'government')
    expect(government.length).toBeGreaterThan(10)
    for (const company of government) expect(reviewed.has(company.slug), company.name).toBe(false)
    expect(companies.filter((company) => company.companyType !== 'government' && reviewed.has(company.slug)).length).toBeGreaterThan(100)
  })
})
