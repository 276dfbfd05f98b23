import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createRoutesStub } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '#core/jobs/job.schema.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { createQueryClient } from '#app/lib/query-client.ts'
import { JobResults } from './job-results.tsx'

beforeAll(async () => {
  await loadAllLanguageResources()
})

function storedJob(index: number): Job {
  return {
    job_id: `stored-${index}`,
    employer_name: `Employer ${index}`,
    employer_logo: null,
    employer_website: null,
    job_employment_type: 'Full-time',
    job_employment_type_code: 'FULLTIME',
    job_title: 'Software Engineer',
    job_apply_link: `https://jobs.example.com/${index}`,
    job_description: 'Build things.',
    job_city: 'Bengaluru',
    job_state: 'Karnataka',
    job_country: 'IN',
    job_is_remote: false,
    job_posted_at_datetime_utc: '2026-11-20T10:00:00.000Z',
    job_posted_at_timestamp: 1_795_168_800,
    job_salary_currency: null,
    job_salary_period: null,
    job_min_salary: null,
    job_max_salary: null,
    job_required_experience: {
      no_experience_required: false,
      required_experience_in_months: null,
      experience_mentioned: false,
      experience_preferred: false,
    },
    job_required_skills: null,
    job_required_education: {
      postgraduate_degree: false,
      professional_certification: false,
      high_school: false,
      associates_degree: false,
      bachelors_degree: false,
      degree_mentioned: false,
      degree_preferred: false,
      professional_certification_mentioned: false,
    },
    job_highlights: {},
    job_is_visa_sponsored: false,
    job_is_government: false,
    job_source: 'demo',
    job_offer_expiration_datetime_utc: '2026-12-20T10:00:00.000Z',
    apply_options: [],
    company_data: null,
  }
}

function renderResults(language: string, props: { isCached: boolean; total: number; jobs: Job[] }): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <JobResults query="software engineer" viewAllHref="/jobs?q=software+engineer" {...props} />,
    },
  ])
  return renderToString(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={createQueryClient()}>
        <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { user: null } } }} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

describe('JobResults count', () => {
  const jobs = [1, 2, 3].map(storedJob)

  it('says how many jobs matched for a live answer', () => {
    expect(renderResults('en', { isCached: false, total: 1234, jobs })).toContain('1,234 jobs found')
  })

  it('says a cached answer shows the stored jobs, not how many matched, in English and Hindi (issue 9 review)', () => {
    // The fallback answers up to 20 stored jobs: "20 jobs found" would claim a count nobody counted.
    const english = renderResults('en', { isCached: true, total: 3, jobs })
    expect(english).toContain('Showing 3 saved jobs')
    expect(english).not.toContain('jobs found')
    expect(english).not.toContain('View All 3 Jobs')
    expect(renderResults('hi', { isCached: true, total: 3, jobs })).toContain('3 सहेजी गई नौकरियाँ दिखाई जा रही हैं')
  })
})
