import type { DatabaseHandle } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { savedSearchesData } from './personal-data.ts'
import { createSavedSearchesRoutes } from './routes.ts'
import { createSavedSearchesService, type CountNewMatches } from './service.ts'

/** Saved searches at /api/saved-searches, signed in only, with their new jobs counted by the job search (decision 055). */
export const savedSearchesFeature = defineServerFeature({
  name: 'saved-searches',
  services: (deps: { database: DatabaseHandle; logger: Logger }, needs: { jobs: { countNewMatches: CountNewMatches } }) => ({
    savedSearches: createSavedSearchesService({
      database: deps.database,
      logger: deps.logger,
      countNewMatches: needs.jobs.countNewMatches,
    }),
  }),
  api: [{ path: '/saved-searches', create: createSavedSearchesRoutes }],
  personalData: [savedSearchesData],
})
