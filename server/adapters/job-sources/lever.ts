import { z } from 'zod'
import type { JobConnector } from './port.ts'
import { employerNameFromToken, escapeHtml, requiredText, toUtcIso, withCountry } from './posting-fields.ts'
import { fetchProviderJson, mapItems, parseProviderBody } from './provider-response.ts'

/**
 * Lever's Postings API (github.com/lever/postings-api): `GET /v0/postings/{company}?mode=json`, paged
 * with skip and limit; a page shorter than the limit is the last. No key. The API does not name the
 * employer: the source's `name` does, else the company slug.
 */

const DEFAULT_BASE_URL = 'https://api.lever.co'
const DEFAULT_PAGE_SIZE = 100

const postingSchema = z.looseObject({
  id: requiredText,
  text: requiredText,
  hostedUrl: requiredText,
  applyUrl: z.string().nullish(),
  categories: z
    .looseObject({
      location: z.string().nullish(),
      commitment: z.string().nullish(),
    })
    .nullish(),
  country: z.string().nullish(),
  workplaceType: z.string().nullish(),
  description: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  lists: z.array(z.looseObject({ text: z.string().nullish(), content: z.string().nullish() })).nullish(),
  additional: z.string().nullish(),
  createdAt: z.number().nullish(),
  salaryRange: z
    .looseObject({
      min: z.number().nullish(),
      max: z.number().nullish(),
      currency: z.string().nullish(),
      interval: z.string().nullish(),
    })
    .nullish(),
})
type LeverPosting = z.infer<typeof postingSchema>

/** Lever's pay intervals as one of the normaliser's periods, and what an amount is multiplied by to be one. */
const salaryIntervals: Readonly<Record<string, { period: string; factor: number }>> = {
  'per-year-salary': { period: 'YEAR', factor: 1 },
  'per-month-salary': { period: 'MONTH', factor: 1 },
  'semi-month-salary': { period: 'MONTH', factor: 2 },
  'bi-month-salary': { period: 'MONTH', factor: 0.5 },
  'bi-week-salary': { period: 'YEAR', factor: 26 },
  'per-week-salary': { period: 'WEEK', factor: 1 },
  'per-day-wage': { period: 'DAY', factor: 1 },
  'per-hour-wage': { period: 'HOUR', factor: 1 },
}

export function createLeverConnector(options: { pageSize?: number } = {}): JobConnector<'lever'> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE
  return {
    kind: 'lever',
    async *fetchPostings(source, context) {
      const postingsUrl = `${(source.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/v0/postings/${encodeURIComponent(source.company)}`
      const explainStatus = { 404: `Lever company "${source.company}" does not exist` }
      const employerName = source.name ?? employerNameFromToken(source.company)
      for (let page = 0; page < context.maxPages; page += 1) {
        const url = `${postingsUrl}?mode=json&skip=${page * pageSize}&limit=${pageSize}`
        const body = await fetchProviderJson(context, url, 'Lever', explainStatus)
        const postings = parseProviderBody(z.array(z.unknown()), body, 'a Lever list of postings')
        yield mapItems(postings, postingSchema, (posting) => toPosting(posting, employerName))
        if (postings.length < pageSize) return
      }
    },
  }
}

export const leverConnector = createLeverConnector()

function toPosting(posting: LeverPosting, employerName: string): Record<string, unknown> {
  return {
    job_id: posting.id,
    job_title: posting.text,
    employer_name: employerName,
    job_description: descriptionOf(posting),
    job_apply_link: posting.applyUrl?.trim() || posting.hostedUrl,
    location: withCountry(posting.categories?.location ?? '', posting.country ?? null),
    job_is_remote: isRemote(posting.workplaceType),
    job_employment_type: posting.categories?.commitment,
    job_posted_at_datetime_utc: toUtcIso(posting.createdAt),
    ...salaryOf(posting.salaryRange),
  }
}

/** The posting's page as Lever shows it: the description, each list under its heading, then the closing text. */
function descriptionOf(posting: LeverPosting): string {
  const opening = posting.description ?? `<p>${escapeHtml(posting.descriptionPlain ?? '')}</p>`
  const lists = (posting.lists ?? []).map((list) => `<h3>${escapeHtml(list.text ?? '')}</h3><ul>${list.content ?? ''}</ul>`)
  return [opening, ...lists, posting.additional ?? ''].join('\n')
}

/** Lever's workplace type; "unspecified" (or none) leaves remoteness to the location. */
function isRemote(workplaceType: string | null | undefined): boolean | undefined {
  if (workplaceType === 'remote') return true
  if (workplaceType === 'hybrid' || workplaceType === 'onsite' || workplaceType === 'on-site') return false
  return undefined
}

function salaryOf(range: LeverPosting['salaryRange']): Record<string, unknown> {
  if (range === null || range === undefined) return {}
  const interval = salaryIntervals[range.interval ?? '']
  // A one-time payment or an interval Lever adds later is not a salary we can state per period.
  if (interval === undefined) return {}
  return {
    job_min_salary: range.min === null || range.min === undefined ? undefined : range.min * interval.factor,
    job_max_salary: range.max === null || range.max === undefined ? undefined : range.max * interval.factor,
    job_salary_currency: range.currency,
    job_salary_period: interval.period,
  }
}
