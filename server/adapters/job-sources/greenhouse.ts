import { z } from 'zod'
import type { JobConnector } from './port.ts'
import { countryOfAddress, employerNameFromToken, requiredText, toUtcIso, withCountry } from './posting-fields.ts'
import { fetchProviderJson, mapItems, parseProviderBody } from './provider-response.ts'

/**
 * Greenhouse's Job Board API (developers.greenhouse.io/job-board.html): the board
 * (`GET /v1/boards/{board}`, whose name is the employer's) and all its jobs in one answer
 * (`GET /v1/boards/{board}/jobs?content=true`). No key, no paging.
 */

const DEFAULT_BASE_URL = 'https://boards-api.greenhouse.io'

const boardSchema = z.looseObject({ name: z.string().nullish() })
const jobListSchema = z.looseObject({ jobs: z.array(z.unknown()) })

const metadataSchema = z.looseObject({ name: z.string().nullish(), value: z.unknown() })
type Metadata = z.infer<typeof metadataSchema>

const jobSchema = z.looseObject({
  id: z.union([z.number(), requiredText], { error: 'is missing' }),
  title: requiredText,
  absolute_url: requiredText,
  content: z.string().nullish(),
  updated_at: z.string().nullish(),
  first_published: z.string().nullish(),
  location: z.looseObject({ name: z.string().nullish() }).nullish(),
  offices: z.array(z.looseObject({ location: z.string().nullish() })).nullish(),
  metadata: z.array(metadataSchema).nullish(),
})
type GreenhouseJob = z.infer<typeof jobSchema>

/** A custom field of type currency_range or currency ({"min_value": "1800000.0", "unit": "INR"}). */
const currencyValueSchema = z.looseObject({
  unit: z.string(),
  min_value: z.string().nullish(),
  max_value: z.string().nullish(),
  amount: z.string().nullish(),
})

export const greenhouseConnector: JobConnector<'greenhouse'> = {
  kind: 'greenhouse',
  async *fetchPostings(source, context) {
    const boardUrl = `${(source.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/v1/boards/${encodeURIComponent(source.board)}`
    const explainStatus = { 404: `Greenhouse board "${source.board}" does not exist` }
    const board = parseProviderBody(
      boardSchema,
      await fetchProviderJson(context, boardUrl, 'Greenhouse', explainStatus),
      'a Greenhouse job board',
    )
    const employerName = board.name?.trim() || source.name || employerNameFromToken(source.board)
    const list = parseProviderBody(
      jobListSchema,
      await fetchProviderJson(context, `${boardUrl}/jobs?content=true`, 'Greenhouse', explainStatus),
      'a Greenhouse list of jobs',
    )
    yield mapItems(list.jobs, jobSchema, (job) => toPosting(job, employerName))
  },
}

function toPosting(job: GreenhouseJob, employerName: string): Record<string, unknown> {
  return {
    job_id: String(job.id),
    job_title: job.title,
    employer_name: employerName,
    job_description: unescapeContent(job.content ?? ''),
    job_apply_link: job.absolute_url,
    location: locationOf(job),
    job_posted_at_datetime_utc: toUtcIso(job.first_published ?? job.updated_at),
    ...fieldsFromMetadata(job.metadata ?? []),
  }
}

/**
 * The job's location as the board names it ("Gurgaon", "Remote - India"), with the country of its
 * office's address when the name has none; the office's address when the job names no location.
 */
function locationOf(job: GreenhouseJob): string {
  const officeAddress = job.offices?.find((office) => (office.location ?? '').trim() !== '')?.location ?? null
  const name = (job.location?.name ?? '').trim()
  if (name === '') return officeAddress ?? ''
  return withCountry(name, countryOfAddress(officeAddress))
}

/**
 * Greenhouse sends `content` as HTML escaped once more ("&lt;p&gt;", "&amp;nbsp;"): undo exactly
 * that layer to get the HTML the employer wrote, which the normaliser sanitises.
 */
function unescapeContent(content: string): string {
  return content
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
}

/**
 * Job custom fields the board exposes (`metadata`): an employment type, and a salary written as text
 * ("₹35,00,000 - ₹50,00,000 per annum") or as a currency (range) field.
 */
function fieldsFromMetadata(metadata: readonly Metadata[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const field of metadata) {
    const name = (field.name ?? '').toLowerCase()
    if (/employment type|job type|commitment/.test(name) && typeof field.value === 'string') {
      fields.job_employment_type = field.value
    } else if (/salary|compensation|pay range|\bctc\b/.test(name)) {
      Object.assign(fields, salaryFromMetadata(field.value))
    }
  }
  return fields
}

function salaryFromMetadata(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return { salary_range: value }
  const currency = currencyValueSchema.safeParse(value)
  if (!currency.success) return {}
  const { unit, min_value, max_value, amount } = currency.data
  return {
    job_min_salary: min_value ?? amount,
    job_max_salary: max_value ?? amount,
    job_salary_currency: unit,
  }
}
