import { z } from 'zod'
import type { EmploymentType } from '#core/jobs/job-constants.ts'
import type { JobConnector } from './port.ts'
import { employerNameFromToken, requiredText, toUtcIso } from './posting-fields.ts'
import { fetchProviderJson, mapItems, parseProviderBody } from './provider-response.ts'

/**
 * Ashby's public job posting API (developers.ashbyhq.com, "Job Postings API"):
 * `GET /posting-api/job-board/{board}?includeCompensation=true`, every listed job in one answer. No
 * key, no paging. Jobs with `isListed: false` are hidden from the board and skipped. The API does not
 * name the employer: the source's `name` does, else the board name.
 */

const DEFAULT_BASE_URL = 'https://api.ashbyhq.com'

const jobBoardSchema = z.looseObject({ jobs: z.array(z.unknown()) })

const salaryComponentSchema = z.looseObject({
  compensationType: z.string().nullish(),
  interval: z.string().nullish(),
  currencyCode: z.string().nullish(),
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
})
type CompensationComponent = z.infer<typeof salaryComponentSchema>

const jobSchema = z.looseObject({
  id: z.string().nullish(),
  title: requiredText,
  jobUrl: requiredText,
  applyUrl: z.string().nullish(),
  location: z.string().nullish(),
  isListed: z.boolean().nullish(),
  isRemote: z.boolean().nullish(),
  descriptionHtml: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  publishedAt: z.string().nullish(),
  employmentType: z.string().nullish(),
  address: z
    .looseObject({
      postalAddress: z
        .looseObject({
          addressLocality: z.string().nullish(),
          addressRegion: z.string().nullish(),
          addressCountry: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
  compensation: z.looseObject({ summaryComponents: z.array(salaryComponentSchema).nullish() }).nullish(),
})
type AshbyJob = z.infer<typeof jobSchema>

const employmentTypes: Readonly<Record<string, EmploymentType>> = {
  FullTime: 'FULLTIME',
  PartTime: 'PARTTIME',
  Intern: 'INTERN',
  Contract: 'CONTRACTOR',
  Temporary: 'TEMPORARY',
}

/** "1 YEAR", "1 MONTH", "1 HOUR": Ashby's compensation intervals. */
const intervalPattern = /^(\d+(?:\.\d+)?)\s+(YEAR|MONTH|WEEK|DAY|HOUR)$/i

export const ashbyConnector: JobConnector<'ashby'> = {
  kind: 'ashby',
  async *fetchPostings(source, context) {
    const root = (source.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
    const url = `${root}/posting-api/job-board/${encodeURIComponent(source.board)}?includeCompensation=true`
    const body = await fetchProviderJson(context, url, 'Ashby', { 404: `Ashby job board "${source.board}" does not exist` })
    const board = parseProviderBody(jobBoardSchema, body, 'an Ashby job board')
    const employerName = source.name ?? employerNameFromToken(source.board)
    yield mapItems(board.jobs, jobSchema, (job) => (job.isListed === false ? null : toPosting(job, employerName)))
  },
}

function toPosting(job: AshbyJob, employerName: string): Record<string, unknown> {
  return {
    // Older answers have no id; the posting's id is the last segment of its link.
    job_id: job.id ?? lastPathSegment(job.jobUrl),
    job_title: job.title,
    employer_name: employerName,
    job_description: job.descriptionHtml ?? job.descriptionPlain,
    job_apply_link: job.applyUrl?.trim() || job.jobUrl,
    ...placeOf(job),
    job_is_remote: job.isRemote ?? undefined,
    job_employment_type: employmentTypes[job.employmentType ?? ''],
    job_posted_at_datetime_utc: toUtcIso(job.publishedAt),
    ...salaryOf(job.compensation?.summaryComponents ?? []),
  }
}

function lastPathSegment(link: string): string | undefined {
  try {
    return new URL(link).pathname.split('/').filter(Boolean).at(-1)
  } catch {
    return undefined
  }
}

/** The structured address when it names a country, else the location text ("Remote - India"). */
function placeOf(job: AshbyJob): Record<string, unknown> {
  const address = job.address?.postalAddress
  if ((address?.addressCountry ?? '').trim() === '') return { location: job.location ?? '' }
  return {
    job_city: address?.addressLocality ?? undefined,
    job_state: address?.addressRegion ?? undefined,
    job_country: address?.addressCountry,
  }
}

/** The base salary among the components (equity and bonuses are not pay per period). */
function salaryOf(components: readonly CompensationComponent[]): Record<string, unknown> {
  for (const component of components) {
    if (component.compensationType !== 'Salary') continue
    const interval = intervalPattern.exec(component.interval ?? '')
    const length = Number(interval?.[1])
    if (interval === null || !(length > 0)) continue
    const perPeriod = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value / length)
    return {
      job_min_salary: perPeriod(component.minValue),
      job_max_salary: perPeriod(component.maxValue),
      job_salary_currency: component.currencyCode,
      job_salary_period: (interval[2] ?? '').toUpperCase(),
    }
  }
  return {}
}
