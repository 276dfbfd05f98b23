import type { Job } from '#core/jobs/job.schema.ts'
import { MAX_SAVED_JOBS, type Favorite, type SavedJob } from '#core/jobs/favorites.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import * as repo from './repo.ts'

/** Saved jobs (DESIGN.md data model `favorites`): list, save and remove, each on the viewer's own rows only. */
export interface FavoritesService {
  listFavorites(userId: string): Promise<Favorite[]>
  saveFavorite(userId: string, jobId: string): Promise<SavedJob>
  removeFavorite(userId: string, jobId: string): Promise<void>
}

export function createFavoritesService(deps: {
  database: DatabaseHandle
  /** The jobs feature's reader of one posting as the API shows it (null once it cannot be shown). */
  findJob: (jobId: string) => Promise<Job | null>
  now?: () => Date
}): FavoritesService {
  const db = deps.database.db
  const now = deps.now ?? (() => new Date())
  return {
    async listFavorites(userId) {
      const rows = await repo.listFavorites(db, userId, MAX_SAVED_JOBS)
      return Promise.all(
        rows.map(async (row) => ({ jobId: row.jobId, savedAt: row.createdAt.toISOString(), job: await deps.findJob(row.jobId) })),
      )
    },

    async saveFavorite(userId, jobId) {
      const existing = await repo.findFavorite(db, userId, jobId)
      if (existing) return { jobId, savedAt: existing.createdAt.toISOString() }
      if (!(await repo.hasJob(db, jobId))) throw new AppError('NOT_FOUND', { detail: 'No job has this id' })
      if ((await repo.countFavorites(db, userId)) >= MAX_SAVED_JOBS) {
        throw new AppError('API_QUOTA_EXCEEDED', { reason: 'saved_jobs_full', params: { limit: MAX_SAVED_JOBS } })
      }
      const savedAt = await repo.insertFavorite(db, userId, jobId, now())
      return { jobId, savedAt: savedAt.toISOString() }
    },

    async removeFavorite(userId, jobId) {
      await repo.deleteFavorite(db, userId, jobId)
    },
  }
}
