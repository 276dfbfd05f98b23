import type { Job } from '#core/jobs/job.schema.ts'

/**
 * How the relevance benchmark judges a job for a query. A grade says how well the job answers what a
 * job seeker typed, as a person would grade it, never from our ranker's scores:
 *
 *   3  what was asked: the role (any seniority unless one was asked), the skill in the title, and every
 *      place, remote, seniority, government or visa condition the query states;
 *   2  closely related: a neighbouring role that needs the skill, the right role slightly off a stated
 *      condition, or (for a visitor in India whose query names no place) the right job abroad;
 *   1  loosely related: same field, different work;
 *   0  not what was asked.
 *
 * Each query's rubric (queries.ts) writes its grades down as rules over the job's title, skills,
 * place and flags; `node bench/relevance/judge.ts` applies them to the pooled top results (written by
 * `npm run bench:relevance -- --pool FILE`) of
 * every ranker and stores the grades in judgments.json, keyed by the job's identity (judgeKeyOf), which
 * is the same in every seed of the demo data (database ids are not).
 */

export type Grade = 0 | 1 | 2 | 3

/** What a judge looks at. */
export interface JudgedJob {
  title: string
  employer: string
  city: string | null
  country: string
  isRemote: boolean
  skills: readonly string[]
  experienceMonths: number
  employmentType: string
  isGovernment: boolean
  isVisaSponsored: boolean
}

export type Rubric = (job: JudgedJob) => Grade

export function toJudgedJob(job: Job): JudgedJob {
  return {
    title: job.job_title,
    employer: job.employer_name,
    city: job.job_city,
    country: job.job_country ?? '',
    isRemote: job.job_is_remote,
    skills: job.job_required_skills ?? [],
    experienceMonths: job.job_required_experience.required_experience_in_months ?? 0,
    employmentType: job.job_employment_type_code,
    isGovernment: job.job_is_government,
    isVisaSponsored: job.job_is_visa_sponsored,
  }
}

/** A job's identity in the demo data: title, employer, city and country (the generator keeps them unique). */
export function judgeKeyOf(job: Pick<JudgedJob, 'title' | 'employer' | 'city' | 'country'>): string {
  return `${job.title}|${job.employer}|${job.city ?? ''}|${job.country}`
}

/** The grade of the first tier whose pattern the title matches, else 0. */
export function byTitle(job: JudgedJob, tiers: ReadonlyArray<readonly [Grade, RegExp]>): Grade {
  for (const [grade, pattern] of tiers) if (pattern.test(job.title)) return grade
  return 0
}

export function hasSkill(job: JudgedJob, ...names: string[]): boolean {
  const wanted = new Set(names.map((name) => name.toLowerCase()))
  return job.skills.some((skill) => wanted.has(skill.toLowerCase()))
}

/** How senior a job is, as a job seeker reads a posting: its title first, then the experience it asks for. */
export function seniorityOf(job: JudgedJob): 'intern' | 'entry' | 'mid' | 'senior' | 'lead' {
  if (job.employmentType === 'INTERN' || /\b(intern|internship|apprentice)\b/i.test(job.title)) return 'intern'
  if (/\b(lead|principal|head)\b/i.test(job.title)) return 'lead'
  if (/\b(senior|sr)\b/i.test(job.title)) return 'senior'
  if (
    /\b(junior|jr|associate|fresher|trainee|graduate)\b/i.test(job.title) &&
    !/^junior (engineer|associate|accountant)/i.test(job.title)
  ) {
    return 'entry'
  }
  if (job.experienceMonths >= 96) return 'lead'
  if (job.experienceMonths >= 60) return 'senior'
  if (job.experienceMonths <= 12) return 'entry'
  return 'mid'
}

export function lower(grade: Grade, by = 1): Grade {
  const next = Math.max(0, grade - by)
  return next === 0 ? 0 : next === 1 ? 1 : next === 2 ? 2 : 3
}

/** At most `cap`. */
export function capped(grade: Grade, cap: Grade): Grade {
  return grade > cap ? cap : grade
}
