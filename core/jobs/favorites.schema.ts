import { z } from 'zod'
import { jobSchema } from './job.schema.ts'

/**
 * Saved jobs (bookmarks; spec 001 §9 "Offline-usable features: job-bookmarks"): the wire shapes of
 * /api/favorites. A saved job whose posting can no longer be shown (expired) keeps its row and comes
 * with `job: null`, so the list can say so instead of silently dropping it.
 */

/** How many jobs one person can save: far above real use, low enough that the list stays one page. */
export const MAX_SAVED_JOBS = 200

export const favoriteJobIdSchema = z.string().min(1).max(200)

export const favoriteJobIdParamSchema = z.object({
  job_id: favoriteJobIdSchema.meta({ description: 'The job id, as in GET /api/jobs/{job_id}.' }),
})

export const savedJobSchema = z.object({
  jobId: favoriteJobIdSchema,
  savedAt: z.string(),
})
export type SavedJob = z.infer<typeof savedJobSchema>

export const favoriteSchema = savedJobSchema.extend({ job: jobSchema.nullable() })
export type Favorite = z.infer<typeof favoriteSchema>

export const favoritesResponseSchema = z.object({ data: z.array(favoriteSchema) })
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>
