import { describeJobLocation } from '#core/format/location.ts'
import { describeJobPostedAge } from '#core/format/posted-age.ts'
import { describeSalary } from '#core/format/salary.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { renderEmploymentType, renderLocation, renderPostedAge, renderSalary, type Translate } from '#app/i18n/render.ts'

/** Everything a card or dialog shows about a job, in the reader's language, from real fields only. */
export type JobDisplay = {
  /** The pay with its period ('₹24.5 – 38 LPA', '₹15,000/month'); empty when the job names none. */
  salary: string
  location: string
  postedAge: string
  employmentType: string
  experience: string
  /** City and state for the sign-in prompt's "Applying for" card (spec 000 §2), else "Remote". */
  cityState: string
  logoUrl: string | null
  rating: { average: number; reviews: number } | null
}

function describeExperience(t: Translate, job: Job): string {
  const experience = job.job_required_experience
  if (experience.no_experience_required) return t('jobs:card.noExperienceRequired')
  const months = experience.required_experience_in_months
  if (months === null || months <= 0) return ''
  return t('jobs:card.experienceYears', { count: Math.max(1, Math.round(months / 12)) })
}

/** "Pune, Maharashtra" (a repeated city-state once), or Remote when the job names neither. */
export function renderCityState(t: Translate, job: Pick<Job, 'job_city' | 'job_state'>): string {
  return renderLocation(t, describeJobLocation({ city: job.job_city, state: job.job_state }))
}

/** `language` names the job's country in the reader's language (Intl.DisplayNames: 'India', 'भारत'). */
export function describeJob(t: Translate, job: Job, now: Date, language: string): JobDisplay {
  const salary = renderSalary(
    t,
    describeSalary({ min: job.job_min_salary, max: job.job_max_salary, currency: job.job_salary_currency, period: job.job_salary_period }),
  )
  const company = job.company_data
  // Public employers are not rated: a government post shows no stars even if a source sends some.
  const hasRating = !job.job_is_government && company !== null && company.average_rating !== null && company.total_reviews > 0
  return {
    salary,
    location: renderLocation(t, describeJobLocation({ city: job.job_city, state: job.job_state, country: job.job_country }, language)),
    postedAge: renderPostedAge(t, describeJobPostedAge(job, now)),
    employmentType: renderEmploymentType(t, job.job_employment_type_code),
    experience: describeExperience(t, job),
    cityState: renderCityState(t, job),
    logoUrl: job.employer_logo ?? company?.logo_url ?? null,
    rating: hasRating && company.average_rating !== null ? { average: company.average_rating, reviews: company.total_reviews } : null,
  }
}
