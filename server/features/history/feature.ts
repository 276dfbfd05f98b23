import type { Job } from '#core/jobs/job.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { jobViewHistoryData } from './personal-data.ts'
import { createHistoryRoutes } from './routes.ts'
import { createHistoryService } from './service.ts'

/** Job view history at /api/job-history, signed in only (spec 001 §3, §4, §7; decision 055). */
export const historyFeature = defineServerFeature({
  name: 'history',
  services: (deps: { database: DatabaseHandle }, needs: { jobs: { findJob: (jobId: string) => Promise<Job | null> } }) => ({
    history: createHistoryService({ database: deps.database, findJob: needs.jobs.findJob }),
  }),
  api: [{ path: '/job-history', create: createHistoryRoutes }],
  personalData: [jobViewHistoryData],
})
