import { z } from 'zod'
import { companyTypeSchema, employmentTypeSchema, jobSchema } from './job.ts'

export const JOBS_PER_PAGE = 10
export const MAX_PAGE = 50
export const MAX_NUM_PAGES = 5
export const MAX_QUERY_LENGTH = 200
export const MAX_LOCATION_LENGTH = 100

export const datePostedOptions = ['all', 'today', '3days', 'week', 'month'] as const
export const jobRequirementOptions = [
  'under_3_years_experience',
  'more_than_3_years_experience',
  'no_experience',
  'no_degree',
] as const

/** Query-string booleans: only the literal words true and false. */
const queryBoolean = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')

/** A comma-separated list in a query string, each item checked by `item`. */
function commaList<T extends z.ZodType<string, string>>(item: T, maxItems: number) {
  return z
    .string()
    .max(1000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(item).max(maxItems))
}

const salaryBound = z.coerce.number().int().min(0).max(1_000_000_000)

/**
 * The search params of spec 001 §7 ("jsearch-job-recommendations") as query parameters, plus
 * `location` and the page flags of our own job pages. Unknown parameters are refused.
 */
export const jobSearchSchema = z
  .strictObject({
    query: z.string().trim().max(MAX_QUERY_LENGTH).optional(),
    location: z.string().trim().max(MAX_LOCATION_LENGTH).optional(),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    num_pages: z.coerce.number().int().min(1).max(MAX_NUM_PAGES).default(1),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase())
      .optional(),
    date_posted: z.enum(datePostedOptions).default('all'),
    remote_jobs_only: queryBoolean.default(false),
    employment_types: commaList(employmentTypeSchema, 5).optional(),
    job_requirements: commaList(z.enum(jobRequirementOptions), 4).optional(),
    job_titles: commaList(z.string().max(100), 20).optional(),
    company_types: commaList(companyTypeSchema, 9).optional(),
    salary_min: salaryBound.optional(),
    salary_max: salaryBound.optional(),
    visa_sponsorship: queryBoolean.default(false),
    government_only: queryBoolean.default(false),
    featured: queryBoolean.default(false),
    city_slug: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
    role_slug: z.string().regex(/^[a-z0-9-]{1,80}$/).optional(),
  })
  .transform((params) => ({
    ...params,
    query: params.query === '' ? undefined : params.query,
    location: params.location === '' ? undefined : params.location,
    // Salary bounds apply only above 0 (spec 001 §5 "Filters").
    salary_min: params.salary_min && params.salary_min > 0 ? params.salary_min : undefined,
    salary_max: params.salary_max && params.salary_max > 0 ? params.salary_max : undefined,
    // Visa sponsorship switches remote-only off (spec 001 §4 "Visa sponsorship").
    remote_jobs_only: params.visa_sponsorship ? false : params.remote_jobs_only,
  }))
export type JobSearchInput = z.input<typeof jobSearchSchema>
export type JobSearch = z.output<typeof jobSearchSchema>
export const defaultJobSearch: JobSearch = {
  query: undefined,
  location: undefined,
  salary_min: undefined,
  salary_max: undefined,
  page: 1,
  num_pages: 1,
  date_posted: 'all',
  remote_jobs_only: false,
  visa_sponsorship: false,
  government_only: false,
  featured: false,
}

/** The answer of GET /api/jobs/search, shaped like the spec's jsearch-job-recommendations response. */
export const jobSearchResponseSchema = z.object({
  status: z.enum(['OK', 'cached']),
  request_id: z.string(),
  parameters: z.object({
    query: z.string().nullable(),
    location: z.string().nullable(),
    corrected_query: z.string().nullable(),
    page: z.number().int(),
    num_pages: z.number().int(),
    has_more: z.boolean(),
  }),
  data: z.array(jobSchema),
})
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>

export const jobDetailResponseSchema = z.object({
  status: z.literal('OK'),
  request_id: z.string(),
  data: jobSchema,
})
export type JobDetailResponse = z.infer<typeof jobDetailResponseSchema>

export const suggestionKinds = ['title', 'location'] as const
export const suggestionQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(MAX_LOCATION_LENGTH),
  kind: z.enum(suggestionKinds),
  limit: z.coerce.number().int().min(1).max(10).default(5),
})
export type SuggestionQuery = z.output<typeof suggestionQuerySchema>

export const suggestionSchema = z.object({
  value: z.string(),
  kind: z.enum(suggestionKinds),
  job_count: z.number().int().nonnegative(),
})
export type Suggestion = z.infer<typeof suggestionSchema>
export const suggestionResponseSchema = z.object({ data: z.array(suggestionSchema) })
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>

/** The visa-sponsorship notice of spec 001 §4. */
export const remoteSearchDisabledNotice = {
  title: 'Remote Search Disabled',
  description: 'Remote work is not available when visa sponsorship is required.',
} as const
