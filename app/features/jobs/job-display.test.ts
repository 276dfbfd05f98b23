import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { buildWireJob } from '#tests/support/wire-job.ts'
import { describeJob } from './job-display.ts'

beforeAll(async () => {
  await loadAllLanguageResources()
})

describe('describeJob', () => {
  const now = new Date('2026-11-23T06:00:00.000Z')
  const londonJob = buildWireJob({ job_city: 'London', job_state: 'England', job_country: 'GB' })

  it('names the job’s city, state and country in the reader’s language', () => {
    const hindi = createI18n('hi')
    expect(describeJob(hindi.t, londonJob, now, hindi.language).location).toBe('लंदन, इंग्लैंड, यूनाइटेड किंगडम')
    expect(describeJob(hindi.t, buildWireJob(), now, hindi.language).location).toBe('बेंगलुरु, कर्नाटक, भारत')
    expect(describeJob(hindi.t, buildWireJob(), now, hindi.language).cityState).toBe('बेंगलुरु, कर्नाटक')
    const delhi = buildWireJob({ job_city: 'Delhi', job_state: 'Delhi' })
    expect(describeJob(hindi.t, delhi, now, hindi.language).location).toBe('दिल्ली, भारत')
    // A place we have no Hindi name for stays as the source wrote it.
    const elsewhere = buildWireJob({ job_city: 'Lisbon', job_state: null, job_country: 'PT' })
    expect(describeJob(hindi.t, elsewhere, now, hindi.language).location).toBe('Lisbon, पुर्तगाल')
    const english = createI18n('en')
    expect(describeJob(english.t, londonJob, now, english.language).location).toBe('London, England, United Kingdom')
  })

  const company = {
    id: 1,
    name: 'Acme Systems',
    slug: 'acme-systems',
    logo_url: null,
    is_verified: true,
    is_hiring: true,
    industry: 'IT Services & Consulting',
    company_size: '201-500 employees',
    headquarters_location: 'Pune, Maharashtra, India',
    work_environment: 'Hybrid',
    total_job_postings: 12,
    average_rating: 4.1,
    total_reviews: 9,
  }

  it('shows a company’s rating from our reviews, but never a public employer’s', () => {
    const english = createI18n('en')
    expect(describeJob(english.t, buildWireJob({ company_data: company }), now, 'en').rating).toEqual({ average: 4.1, reviews: 9 })
    const post = buildWireJob({ company_data: company, job_is_government: true })
    expect(describeJob(english.t, post, now, 'en').rating).toBeNull()
  })

  it('says how the job is worked: remote, or the employer’s way of working', () => {
    const hindi = createI18n('hi')
    expect(describeJob(hindi.t, buildWireJob({ company_data: company }), now, 'hi').workMode).toBe('हाइब्रिड')
    expect(describeJob(hindi.t, buildWireJob({ company_data: company, job_is_remote: true }), now, 'hi').workMode).toBe('रिमोट')
    const onSite = buildWireJob({ company_data: { ...company, work_environment: 'On-site' } })
    expect(describeJob(createI18n('en').t, onSite, now, 'en').workMode).toBe('On-site')
    // A way of working we have no words for is left out rather than shown untranslated.
    const unknown = buildWireJob({ company_data: { ...company, work_environment: 'Four-day week' } })
    expect(describeJob(hindi.t, unknown, now, 'hi').workMode).toBe('')
  })

  it('shows the pay with its period, in the reader’s language', () => {
    const stipend = buildWireJob({ job_min_salary: 15_000, job_max_salary: 25_000, job_salary_currency: 'INR', job_salary_period: 'MONTH' })
    expect(describeJob(createI18n('en').t, stipend, now, 'en').salary).toBe('₹15,000 – ₹25,000/month')
    expect(describeJob(createI18n('hi').t, stipend, now, 'hi').salary).toBe('₹15,000 – ₹25,000/माह')
    const yearly = buildWireJob({
      job_min_salary: 2_450_000,
      job_max_salary: 3_800_000,
      job_salary_currency: 'INR',
      job_salary_period: 'YEAR',
    })
    expect(describeJob(createI18n('en').t, yearly, now, 'en').salary).toBe('₹24.5 – 38 LPA')
    expect(describeJob(createI18n('en').t, buildWireJob(), now, 'en').salary).toBe('')
    // An intern's pay is a stipend.
    expect(describeJob(createI18n('en').t, yearly, now, 'en').salaryLabel).toBe('Salary')
    const internship = { ...stipend, job_employment_type_code: 'INTERN' as const }
    expect(describeJob(createI18n('en').t, internship, now, 'en').salaryLabel).toBe('Stipend')
    expect(describeJob(createI18n('hi').t, internship, now, 'hi').salaryLabel).toBe('स्टाइपेंड')
  })
})
