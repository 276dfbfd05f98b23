import type { Job } from '#core/jobs/job.schema.ts'

/**
 * A `Job` as the API sends it (the wire format, not a `jobs` row: for rows see factories.ts): a
 * full-time software engineer at Acme Systems in Bengaluru, posted 2026-11-19, without a salary,
 * unless overridden. The same every call, so two builds compare equal.
 */
export function buildWireJob(overrides: Partial<Job> = {}): Job {
  return {
    job_id: 'job-123',
    employer_name: 'Acme Systems',
    employer_logo: null,
    employer_website: 'https://acme.example.com',
    job_employment_type: 'Full-time',
    job_employment_type_code: 'FULLTIME',
    job_title: 'Software Engineer',
    job_apply_link: 'https://careers.example.com/jobs/123',
    job_description: 'Build products used across India.',
    job_city: 'Bengaluru',
    job_state: 'Karnataka',
    job_country: 'IN',
    job_is_remote: false,
    job_posted_at_datetime_utc: '2026-11-19T06:00:00.000Z',
    job_posted_at_timestamp: Date.parse('2026-11-19T06:00:00.000Z') / 1000,
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
    job_offer_expiration_datetime_utc: '2026-12-19T06:00:00.000Z',
    apply_options: [],
    job_source: 'test',
    company_data: null,
    ...overrides,
  }
}
