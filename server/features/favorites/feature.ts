import type { Job } from '#core/jobs/job.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { savedJobsData } from './personal-data.ts'
import { createFavoritesRoutes } from './routes.ts'
import { createFavoritesService } from './service.ts'

/** Saved jobs (bookmarks) at /api/favorites, signed in only (decision 027). */
export const favoritesFeature = defineServerFeature({
  name: 'favorites',
  services: (deps: { database: DatabaseHandle }, needs: { jobs: { findJob: (jobId: string) => Promise<Job | null> } }) => ({
    favorites: createFavoritesService({ database: deps.database, findJob: needs.jobs.findJob }),
  }),
  api: [{ path: '/favorites', create: createFavoritesRoutes }],
  personalData: [savedJobsData],
})
