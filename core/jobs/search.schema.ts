import { z } from 'zod'
import { companyTypeSchema, employmentTypeSchema, jobSchema } from './job.schema.ts'
import {
  datePostedOptions,
  JOBS_PER_PAGE,
  jobRequirementOptions,
  MAX_LOCATION_LENGTH,
  MAX_NUM_PAGES,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  searchNoticeCodes,
  suggestionKinds,
} from './search-constants.ts'
import { decodeSearchCursor, MAX_CURSOR_LENGTH } from './search-cursor.ts'
import { DECIMAL_INTEGER_MESSAGE, isSalaryRangeReversed, parseDecimalInteger, SALARY_RANGE_REVERSED_MESSAGE } from './validation.ts'

/** Query-string booleans: only the literal words true and false. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true')

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

/**
 * A whole number in a query string, read strictly (parseDecimalInteger): z.coerce.number() would read
 * '0x10' as 16 and ' 2' as 2, so a mistyped or hostile value would search for something nobody asked.
 * The OpenAPI document describes the parameter as the integer it is, not as the string that carries it
 * (a default then has to be repeated in the caller's meta: zod documents the string side without it).
 */
function queryInteger(min: number, max: number) {
  return z
    .string()
    .transform((text, context) => {
      const value = parseDecimalInteger(text)
      if (value !== null) return value
      context.addIssue({ code: 'custom', message: DECIMAL_INTEGER_MESSAGE })
      return z.NEVER
    })
    .pipe(z.number().int().min(min).max(max))
    .meta({ type: 'integer', minimum: min, maximum: max })
}

const salaryBound = queryInteger(0, 1_000_000_000)

/**
 * The search params of spec 001 §7 ("jsearch-job-recommendations") as query parameters, plus
 * `location` and the page flags of our own job pages. Unknown parameters are refused.
 */
export const jobSearchSchema = z
  .strictObject({
    query: z.string().trim().max(MAX_QUERY_LENGTH).optional().meta({
      description:
        'Job title or keywords. Misspelt words are corrected ("sofware enginer" finds software engineers); "X in Y" searches X in the place Y when no location is given.',
      example: 'software engineer',
    }),
    location: z.string().trim().max(MAX_LOCATION_LENGTH).optional().meta({
      description:
        'A city, state, country or "Remote". Old names and short forms work (Bangalore, Gurgaon, NCR, USA, UK), and so do small typos.',
      example: 'Bengaluru',
    }),
    spell_check: queryBoolean.default(true).meta({
      description:
        'false searches the words exactly as typed, without correcting misspellings (the "Search instead for …" link after a correction).',
      example: 'true',
    }),
    page: queryInteger(1, MAX_PAGE)
      .default(1)
      .meta({ description: `Page of ${JOBS_PER_PAGE} results, 1 to ${MAX_PAGE}.`, example: 1, default: 1 }),
    after: z
      .string()
      .max(MAX_CURSOR_LENGTH)
      .refine((value) => decodeSearchCursor(value) !== null, { message: 'Not a cursor this API wrote.' })
      .optional()
      .meta({
        description:
          'The `next_cursor` of the previous page: the page then starts right after its last job, so deep pages stay fast and jobs posted meanwhile are neither repeated nor skipped. Send it with that page number + 1.',
      }),
    num_pages: queryInteger(1, MAX_NUM_PAGES)
      .default(1)
      .meta({ description: `How many pages to return at once, from \`page\` on (1 to ${MAX_NUM_PAGES}).`, example: 1, default: 1 }),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase())
      .optional()
      .meta({ description: 'ISO 3166-1 alpha-2 country code.', example: 'IN' }),
    date_posted: z
      .enum(datePostedOptions)
      .default('all')
      .meta({ description: 'Posted within the last day, 3 days, week or month.', example: 'week' }),
    remote_jobs_only: queryBoolean
      .default(false)
      .meta({ description: 'Only remote jobs. Ignored when visa_sponsorship is true (spec 001 §4).', example: 'false' }),
    employment_types: commaList(employmentTypeSchema, 5)
      .optional()
      .meta({ description: 'Comma-separated: FULLTIME, PARTTIME, CONTRACTOR, INTERN, TEMPORARY.', example: 'FULLTIME,CONTRACTOR' }),
    job_requirements: commaList(z.enum(jobRequirementOptions), 4).optional().meta({
      description: 'Comma-separated: under_3_years_experience, more_than_3_years_experience, no_experience (any of these), no_degree.',
      example: 'under_3_years_experience,no_degree',
    }),
    job_titles: commaList(z.string().max(100), 20).optional().meta({
      description: 'Comma-separated job titles; a job matches when its title contains any of them.',
      example: 'Data Analyst,Business Analyst',
    }),
    company_types: commaList(companyTypeSchema, 9).optional().meta({
      description:
        'Comma-separated company sizes (startup, midsize, enterprise, fortune500, nonprofit, government) and employer kinds (direct_hire, job_site, agency). "Exclude agencies" is direct_hire,job_site.',
      example: 'startup,direct_hire,job_site',
    }),
    salary_min: salaryBound.optional().meta({ description: 'Minimum yearly pay in rupees; applied only above 0.', example: 600000 }),
    salary_max: salaryBound.optional().meta({ description: 'Maximum yearly pay in rupees; applied only above 0.', example: 2400000 }),
    visa_sponsorship: queryBoolean
      .default(false)
      .meta({ description: 'Only jobs that sponsor a work visa. Switches remote_jobs_only off, with a notice.', example: 'false' }),
    government_only: queryBoolean.default(false).meta({ description: 'Only government jobs.', example: 'false' }),
    featured: queryBoolean.default(false).meta({ description: 'Only featured jobs.', example: 'false' }),
    city_slug: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/)
      .optional()
      .meta({ description: 'Only jobs in the city with this slug (the /jobs/in-{citySlug} pages).', example: 'bengaluru' }),
    role_slug: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/)
      .optional()
      .meta({ description: 'Only jobs of the base role with this slug (the /jobs/{roleSlug} pages).', example: 'software-engineer' }),
    prefer_my_cities: queryBoolean.default(true).meta({
      description:
        "Signed in, a search with no place leads with the person's onboarding city (a lead, not a filter; the answer is then private and names the city in `preferred_cities`): with words, jobs there rank ahead of near-equals; without words, they are listed first, then the rest of the city's country, then every other job, each part newest first. false puts every place equally. Ignored for guests.",
      example: 'true',
    }),
  })
  .superRefine((params, context) => {
    // A reversed range would silently match nothing; saying so helps the person who typed it.
    if (isSalaryRangeReversed(params.salary_min, params.salary_max)) {
      context.addIssue({ code: 'custom', path: ['salary_max'], message: SALARY_RANGE_REVERSED_MESSAGE })
    }
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
    /** True when remote-only was asked for and visa sponsorship switched it off: the answer carries the notice. */
    remote_search_disabled: params.visa_sponsorship && params.remote_jobs_only,
  }))
export type JobSearchInput = z.input<typeof jobSearchSchema>
export type JobSearch = z.output<typeof jobSearchSchema>

/** A search with every default of jobSearchSchema (page 1, no filters). */
export const defaultJobSearch: JobSearch = jobSearchSchema.parse({})

/** Notices a search answer can carry; the UI shows them as toasts (title and description). */
export const searchNoticeSchema = z.object({
  code: z.enum(searchNoticeCodes),
  title: z.string(),
  description: z.string(),
})
export type SearchNotice = z.infer<typeof searchNoticeSchema>

/** The answer of GET /api/jobs/search, shaped like the spec's jsearch-job-recommendations response. */
export const jobSearchResponseSchema = z.object({
  /** "cached" when the live search failed and the jobs are stored ones matching the search (spec 001 §4 "Search fallback"). */
  status: z.enum(['OK', 'cached']),
  request_id: z.string(),
  parameters: z.object({
    /** The title/keywords searched for ("X" of "X in Y"), as typed. */
    query: z.string().nullable(),
    /** The location searched in, as typed or taken from "X in Y". */
    location: z.string().nullable(),
    /** The query after spelling correction (or Hindi-to-English), when it differs from `query`. */
    corrected_query: z.string().nullable(),
    /** True when corrected_query corrected a misspelt word; searching again with spell_check=false uses the words as typed. */
    spelling_corrected: z.boolean().default(false),
    /** The place the location was understood as ("Bengaluru", "Delhi NCR", "Remote"); null when none was given or none was found. */
    resolved_location: z.string().nullable().default(null),
    page: z.number().int(),
    num_pages: z.number().int(),
    has_more: z.boolean(),
    /** How many jobs the search matches over all its pages. */
    total: z.number().int().nonnegative(),
    /** True when `total` is an estimate (more than TOTAL_EXACT_LIMIT matches): shown as "about N". */
    total_is_estimate: z.boolean(),
    /** Send as `after` with the next page to continue right after this one; null when the next page is ranked by position. */
    next_cursor: z.string().nullable(),
    notices: z.array(searchNoticeSchema).default([]),
    /**
     * The signed-in person's cities that ranked first ("Showing jobs near Pune first"; decision 075):
     * only on a private answer to a search with words and no place. Empty otherwise.
     */
    preferred_cities: z.array(z.string()).default([]),
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

export const suggestionQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1)
    .max(MAX_LOCATION_LENGTH)
    .meta({ description: 'What has been typed so far; typos are forgiven.', example: 'sofware' }),
  kind: z.enum(suggestionKinds).meta({ description: 'Suggest job titles or locations.', example: 'title' }),
  limit: queryInteger(1, 10).default(5).meta({ description: 'At most this many (1 to 10).', example: 5, default: 5 }),
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

export const jobIdParamSchema = z.object({
  job_id: z
    .string()
    .min(1)
    .max(200)
    .meta({ description: 'The stable id of a job (job_id in search results).', example: 'jy3f9a1c7e2b4d60' }),
})

/** The body of POST /api/jobs/{job_id}/click: what the card was found with (spec 000 §4, 001 §7 "Click tracking"). */
export const jobClickSchema = z.strictObject({
  query: z.string().trim().max(MAX_QUERY_LENGTH).nullable().default(null).meta({ example: 'software engineer' }),
  location: z.string().trim().max(MAX_LOCATION_LENGTH).nullable().default(null).meta({ example: 'Bengaluru' }),
})
export type JobClick = z.output<typeof jobClickSchema>
