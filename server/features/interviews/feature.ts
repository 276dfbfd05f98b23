import type { Job } from '#core/jobs/job.schema.ts'
import type { Adapters } from '#server/adapters/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { ApplicationsService } from '#server/features/applications/index.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { ResumesService } from '#server/features/resumes/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { interviewAnswersData, interviewSessionsData } from './personal-data.ts'
import { createInterviewsRoutes } from './routes.ts'
import { createInterviewsService, type InterviewsService } from './service.ts'

/** Mock interviews at /api/interviews (issue 21, decision 058): sessions, answers scored on the rubric, analytics. */
export const interviewsFeature = defineServerFeature({
  name: 'interviews',
  services: (
    deps: { database: DatabaseHandle; logger: Logger; adapters: Pick<Adapters, 'ai'> },
    needs: {
      jobs: { findJob: (jobId: string) => Promise<Job | null> }
      applications: Pick<ApplicationsService, 'readApplication'>
      resumes: Pick<ResumesService, 'readResume'>
    },
  ) => ({
    interviews: createInterviewsService({
      database: deps.database,
      logger: deps.logger,
      ai: deps.adapters.ai,
      readApplication: (userId, id) => needs.applications.readApplication(userId, id),
      findJob: needs.jobs.findJob,
      readResume: (userId, id) => needs.resumes.readResume(userId, id),
    }),
  }),
  api: [
    {
      path: '/interviews',
      create: (services: { auth: AuthService; rateLimiter: RateLimiter; interviews: InterviewsService }) =>
        createInterviewsRoutes(services),
    },
  ],
  personalData: [interviewSessionsData, interviewAnswersData],
})
