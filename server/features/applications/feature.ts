import type { Job } from '#core/jobs/job.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { UsageService } from '#server/features/usage/index.ts'
import { jobApplications } from '#server/db/schema/index.ts'
import { rowsPerIndiaDay } from '#server/lib/daily-metrics.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { applicationEventsData, applicationsData } from './personal-data.ts'
import { createApplicationsRoutes } from './routes.ts'
import { createApplicationsService } from './service.ts'

/** Applying (5 a day for free users, counted by the usage service) and application tracking at /api/job-applications (decision 050). */
export const applicationsFeature = defineServerFeature({
  name: 'applications',
  services: (
    deps: { database: DatabaseHandle },
    needs: { jobs: { findJob: (jobId: string) => Promise<Job | null> }; usage: UsageService },
  ) => ({
    applications: createApplicationsService({ database: deps.database, usage: needs.usage, findJob: needs.jobs.findJob }),
  }),
  api: [{ path: '/job-applications', create: createApplicationsRoutes }],
  personalData: [applicationsData, applicationEventsData],
  metrics: [rowsPerIndiaDay('applications', jobApplications, jobApplications.appliedAt)],
})
