import { describe, expect, it } from 'vitest'
import type { RawPosting } from './posting.schema.ts'
import { readSalary, type Salary } from './salary.ts'

function read(input: RawPosting, country: string | null = 'IN', description = ''): { salary: Salary; issues: string[] } {
  const issues: string[] = []
  return { salary: readSalary(input, description, country, issues), issues }
}

describe('readSalary', () => {
  it.each([
    [
      'min and max fields',
      { job_min_salary: 2_500_000, job_max_salary: 4_500_000, job_salary_currency: 'INR', job_salary_period: 'YEAR' },
      'IN',
      { min: 2_500_000, max: 4_500_000, currency: 'INR', period: 'YEAR' },
    ],
    [
      'amounts as strings with Indian grouping',
      { salary_min: '4,00,000', salary_max: '7,00,000' },
      'IN',
      { min: 400_000, max: 700_000, currency: 'INR', period: 'YEAR' },
    ],
    [
      'a weekly rate as a yearly one',
      { job_min_salary: 1_000, job_salary_currency: 'USD', job_salary_period: 'WEEK' },
      'US',
      { min: 52_000, max: null, currency: 'USD', period: 'YEAR' },
    ],
    [
      'a monthly INR field with no period',
      { job_min_salary: 25_000, job_max_salary: 35_000 },
      'IN',
      { min: 25_000, max: 35_000, currency: 'INR', period: 'MONTH' },
    ],
    [
      'the salary text when there are no fields',
      { salary_range: '₹5-8 LPA' },
      'IN',
      { min: 500_000, max: 800_000, currency: 'INR', period: 'YEAR' },
    ],
    ['"₹40k/month"', { salary_range: '₹40k/month' }, 'IN', { min: 40_000, max: 40_000, currency: 'INR', period: 'MONTH' }],
    [
      'rupees under a lakh with no period as monthly',
      { salary_range: '₹25,000 - ₹35,000' },
      'IN',
      { min: 25_000, max: 35_000, currency: 'INR', period: 'MONTH' },
    ],
    [
      'rupees from a lakh with no period as yearly',
      { salary_range: '₹6,00,000 - ₹9,00,000' },
      'IN',
      { min: 600_000, max: 900_000, currency: 'INR', period: 'YEAR' },
    ],
    [
      'dollars with no period as yearly',
      { salary_range: '$120k-$150k' },
      'US',
      { min: 120_000, max: 150_000, currency: 'USD', period: 'YEAR' },
    ],
    [
      'the country currency for a bare amount',
      { salary_range: '45,000 - 55,000' },
      'GB',
      { min: 45_000, max: 55_000, currency: 'GBP', period: 'YEAR' },
    ],
    [
      'the named currency over the country',
      { salary_range: '$4,000 per month' },
      'AE',
      { min: 4_000, max: 4_000, currency: 'USD', period: 'MONTH' },
    ],
    [
      'a daily rate in the text as a yearly one',
      { salary_range: '£400 per day' },
      'GB',
      { min: 104_000, max: 104_000, currency: 'GBP', period: 'YEAR' },
    ],
    [
      'the currency field over the text',
      { salary_range: '90,000 - 110,000', salary_currency: 'CAD' },
      'CA',
      { min: 90_000, max: 110_000, currency: 'CAD', period: 'YEAR' },
    ],
  ] as const)('reads %s', (_, input, country, expected) => {
    expect(read(input, country)).toEqual({ salary: expected, issues: [] })
  })

  it('reads pay from the description only when no field gives it', () => {
    const description = 'Join our team.\nCTC: 18 lakhs\nApply now.'
    expect(read({}, 'IN', description).salary).toEqual({ min: 1_800_000, max: 1_800_000, currency: 'INR', period: 'YEAR' })
    expect(read({ salary_range: '₹5-8 LPA' }, 'IN', description).salary).toMatchObject({ min: 500_000, max: 800_000 })
    // Issue 18: these jobs showed no pay.
    expect(read({}, 'IN', 'Earn ₹25,000 - ₹35,000 per month plus incentives.').salary).toEqual({
      min: 25_000,
      max: 35_000,
      currency: 'INR',
      period: 'MONTH',
    })
    expect(read({}, 'IN', 'A competitive salary and 5 days of leave.').salary).toEqual({
      min: null,
      max: null,
      currency: null,
      period: null,
    })
  })

  it('leaves the salary empty without a known currency or an amount', () => {
    const empty = { min: null, max: null, currency: null, period: null }
    expect(read({ salary_range: '90000 - 110000' }, null).salary).toEqual(empty)
    expect(read({ salary_range: 'Competitive' }).salary).toEqual(empty)
    expect(read({ job_min_salary: 0, job_max_salary: 0 }).salary).toEqual(empty)
  })

  it('names bad amounts and periods', () => {
    expect(read({ job_min_salary: -1 }).issues).toEqual(['job_min_salary must be a non-negative number'])
    expect(read({ salary_max: 'lots' }).issues).toEqual(['job_max_salary must be a non-negative number'])
    expect(read({ job_min_salary: 5, job_salary_period: 'FORTNIGHT' }).issues).toEqual([
      'job_salary_period "FORTNIGHT" is not a known period',
    ])
  })
})
