import { describeJobLocation } from '#core/format/location.ts'
import { describeJobPostedAge } from '#core/format/posted-age.ts'
import { describeSalary } from '#core/format/salary.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { renderEmploymentType, renderLocation, renderPlaceName, renderPostedAge, renderSalary, type Translate } from '#app/i18n/render.ts'

/** Everything a card or dialog shows about a job, in the reader's language, from real fields only. */
export type JobDisplay = {
  /** The pay with its period ('₹24.5 – 38 LPA', '₹15,000/month'); empty when the job names none. */
  salary: string
  /** What the pay is called: an intern's is a stipend. */
  salaryLabel: string
  location: string
  postedAge: string
  employmentType: string
  /** Remote, or how the employer works (Hybrid, On-site …); empty when we do not know. */
  workMode: string
  experience: string
  /** City and state for the sign-in prompt's "Applying for" card (spec 000 §2), else "Remote". */
  cityState: string
  logoUrl: string | null
  rating: { average: number; reviews: number } | null
}

/** How employers' ways of working read; a value we do not know is not shown rather than shown in English. */
const workModeKeys: Readonly<Record<string, 'hybrid' | 'onSite' | 'remoteFirst' | 'flexible'>> = {
  Hybrid: 'hybrid',
  'On-site': 'onSite',
  'Remote-first': 'remoteFirst',
  Flexible: 'flexible',
}

function describeWorkMode(t: Translate, job: Job): string {
  if (job.job_is_remote) return t('jobs:workMode.remote')
  const key = job.company_data?.work_environment ? workModeKeys[job.company_data.work_environment] : undefined
  return key === undefined ? '' : t(`jobs:workMode.${key}`)
}

function describeExperience(t: Translate, job: Job): string {
  const experience = job.job_required_experience
  if (experience.no_experience_required) return t('jobs:card.noExperienceRequired')
  const months = experience.required_experience_in_months
  if (months === null || months <= 0) return ''
  return t('jobs:card.experienceYears', { count: Math.max(1, Math.round(months / 12)) })
}

/** The job's city and state in the reader's language ('पुणे, महाराष्ट्र'); the country is named by describeJobLocation. */
function placeParts(t: Translate, job: Pick<Job, 'job_city' | 'job_state'>): { city: string | null; state: string | null } {
  return {
    city: job.job_city === null ? null : renderPlaceName(t, job.job_city),
    state: job.job_state === null ? null : renderPlaceName(t, job.job_state),
  }
}

/** "Pune, Maharashtra" (a repeated city-state once), or Remote when the job names neither. */
export function renderCityState(t: Translate, job: Pick<Job, 'job_city' | 'job_state'>): string {
  return renderLocation(t, describeJobLocation(placeParts(t, job)))
}

/**
 * `language` names the job's country in the reader's language (Intl.DisplayNames: 'India', 'भारत');
 * cities and states come from the names namespace ('मुंबई, महाराष्ट्र').
 */
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
    salaryLabel: job.job_employment_type_code === 'INTERN' ? t('jobs:fields.stipend') : t('jobs:fields.salary'),
    location: renderLocation(t, describeJobLocation({ ...placeParts(t, job), country: job.job_country }, language)),
    postedAge: renderPostedAge(t, describeJobPostedAge(job, now)),
    employmentType: renderEmploymentType(t, job.job_employment_type_code),
    workMode: describeWorkMode(t, job),
    experience: describeExperience(t, job),
    cityState: renderCityState(t, job),
    logoUrl: job.employer_logo ?? company?.logo_url ?? null,
    rating: hasRating && company.average_rating !== null ? { average: company.average_rating, reviews: company.total_reviews } : null,
  }
}
