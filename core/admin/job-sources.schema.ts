import { z } from 'zod'
import { jobSourceKinds } from '#core/jobs/job-source-kinds.ts'
import { jobSourceActivities, jobSourceHealths } from './job-sources.ts'

/** What staff send to add a source: a declaration as in JOB_SOURCES_FILE (the admin sources endpoints read it from here). */
export { jobSourceDeclarationSchema } from '#core/jobs/job-source.schema.ts'

/**
 * The admin sources API's bodies (server/features/admin/sources-routes.ts), read by /admin/sources
 * with the same schemas. What a source declares is core/jobs/job-source.schema.ts; the plain rules
 * and messages are job-sources.ts.
 */

/** A source's id as sourceIdFor makes it: its kind and what identifies it, slugged ("greenhouse-razorpay"). */
export const jobSourceIdParamSchema = z.object({
  id: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a source id')
    .meta({ description: 'The source id (`id` in the list).', example: 'greenhouse-razorpay' }),
})

export const jobSourceCountsSchema = z.object({
  fetched: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  expired: z.number().int(),
})
export type JobSourceCountsBody = z.infer<typeof jobSourceCountsSchema>

export const adminJobSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(jobSourceKinds),
  /** Declared in JOB_SOURCES_FILE or added on the admin screen. */
  origin: z.enum(['file', 'admin']),
  /** What it reads: the board, company, URL or search. */
  target: z.string(),
  base_url: z.string().nullable(),
  /** Its own cron expression, or null for the default. */
  schedule: z.string().nullable(),
  /** The cron expression it runs on (India time). */
  effective_schedule: z.string(),
  is_enabled: z.boolean(),
  health: z.enum(jobSourceHealths),
  activity: z.enum(jobSourceActivities),
  /** When a failed run is tried again (activity `retrying`); null otherwise. */
  retry_at: z.iso.datetime().nullable(),
  last_run_at: z.iso.datetime().nullable(),
  last_status: z.enum(['running', 'succeeded', 'failed']).nullable(),
  last_error: z.string().nullable(),
  last_counts: jobSourceCountsSchema.nullable(),
  consecutive_failures: z.number().int().nonnegative(),
})
export type AdminJobSource = z.infer<typeof adminJobSourceSchema>

export const jobSourceListResponseSchema = z.object({ data: z.array(adminJobSourceSchema) })
export type JobSourceListResponse = z.infer<typeof jobSourceListResponseSchema>

export const jobSourceResponseSchema = z.object({ data: adminJobSourceSchema })
export type JobSourceResponse = z.infer<typeof jobSourceResponseSchema>

export const setSourceEnabledSchema = z.strictObject({
  enabled: z.boolean().meta({ description: 'false pauses the source (no scheduled runs); true resumes it.' }),
})
export type SetSourceEnabled = z.infer<typeof setSourceEnabledSchema>

export const rejectionSummarySchema = z.object({
  reason: z.string(),
  count: z.number().int(),
  /** A few of the rejected postings' ids or links. */
  samples: z.array(z.string()),
})

export const jobSourceRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['schedule', 'manual', 'cli']),
  status: z.enum(['running', 'succeeded', 'failed']),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
  counts: jobSourceCountsSchema,
  /** Why postings were rejected, most frequent first. */
  rejections: z.array(rejectionSummarySchema),
  error: z.string().nullable(),
})
export type JobSourceRun = z.infer<typeof jobSourceRunSchema>

export const jobSourceRunsResponseSchema = z.object({ data: z.array(jobSourceRunSchema) })
export type JobSourceRunsResponse = z.infer<typeof jobSourceRunsResponseSchema>

export const runQueuedResponseSchema = z.object({
  /** False when a run of this source was already waiting in the queue (no second one is added). */
  queued: z.boolean(),
})
export type RunQueuedResponse = z.infer<typeof runQueuedResponseSchema>
