import { z } from 'zod'
import { favoriteJobIdSchema } from '#core/jobs/favorites.schema.ts'
import { salaryPeriodSchema } from '#core/jobs/job.schema.ts'
import { MAX_LOCATION_LENGTH, MAX_QUERY_LENGTH } from '#core/jobs/search-constants.ts'
import { GUEST_HISTORY_MAX_ENTRIES, HISTORY_FETCH_DEFAULT } from './history.ts'

/** The wire shapes of /api/job-history (spec 001 §3 `job_search_history`, §7 "job_search_history access"; decision 055). */

const searchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value))

/** POST /api/job-history: the person opened this job, found with this search. */
export const recordViewSchema = z.strictObject({
  job_id: favoriteJobIdSchema.meta({ description: 'The job id, as in GET /api/jobs/{job_id}.', example: 'demo-1f3a9c' }),
  search_query: searchText(MAX_QUERY_LENGTH).meta({ description: 'The words the job was found with.', example: 'data analyst' }),
  search_location: searchText(MAX_LOCATION_LENGTH).meta({ description: 'The place the job was found with.', example: 'Pune' }),
})
export type RecordView = z.output<typeof recordViewSchema>

/** One view a guest kept in local storage, moved to the account after sign-in. */
export const guestViewSchema = recordViewSchema.extend({
  view_count: z.number().int().min(1).max(10_000).default(1),
  last_viewed_at: z.iso.datetime({ offset: true }),
})
export type GuestView = z.output<typeof guestViewSchema>

/** POST /api/job-history/import: a guest's views (at most 50, spec 001 §10), moved to the account. */
export const importViewsSchema = z.strictObject({
  entries: z.array(guestViewSchema).max(GUEST_HISTORY_MAX_ENTRIES),
})
export type ImportViews = z.output<typeof importViewsSchema>

export const historyQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_FETCH_DEFAULT)
    .default(HISTORY_FETCH_DEFAULT)
    .meta({ description: `How many, newest first (1 to ${HISTORY_FETCH_DEFAULT}).`, example: HISTORY_FETCH_DEFAULT }),
})

export const historyEntrySchema = z.object({
  job_id: z.string(),
  job_title: z.string(),
  company_name: z.string(),
  location: z.string().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_currency: z.string().nullable(),
  salary_period: salaryPeriodSchema.nullable(),
  employment_type: z.string().nullable(),
  is_remote: z.boolean(),
  employer_logo: z.string().nullable(),
  search_query: z.string().nullable(),
  search_location: z.string().nullable(),
  view_count: z.number().int(),
  last_viewed_at: z.string(),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>

export const historyResponseSchema = z.object({ data: z.array(historyEntrySchema) })
export type HistoryResponse = z.infer<typeof historyResponseSchema>

export const recordedViewSchema = z.object({ data: historyEntrySchema })

export const importedViewsSchema = z.object({
  /** How many of the guest's views were moved (views of jobs we no longer know are left out). */
  imported: z.number().int().min(0),
})
