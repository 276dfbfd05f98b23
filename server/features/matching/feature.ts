import type { DatabaseHandle } from '#server/db/client.ts'
import type { ApplicationsService } from '#server/features/applications/index.ts'
import type { BillingService } from '#server/features/billing/index.ts'
import type { JobsService } from '#server/features/jobs/index.ts'
import type { OnboardingService } from '#server/features/onboarding/index.ts'
import type { ResumesService } from '#server/features/resumes/index.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { createMatchingRoutes } from './routes.ts'
import { createMatchingService } from './service.ts'

/** Job matching (issue 19; decision 056) at /api/matching. It keeps nothing of its own about a person: it reads their profile, resume and applications. */
export const matchingFeature = defineServerFeature({
  name: 'matching',
  services: (
    deps: { database: DatabaseHandle },
    needs: {
      jobs: Pick<JobsService, 'findJobs'>
      onboarding: Pick<OnboardingService, 'readState'>
      resumes: Pick<ResumesService, 'listResumes' | 'readResume'>
      applications: Pick<ApplicationsService, 'listApplications'>
      billing: Pick<BillingService, 'readPlan'>
    },
  ) => ({
    matching: createMatchingService({
      database: deps.database,
      needs: {
        readOnboarding: (userId) => needs.onboarding.readState(userId),
        listResumes: (userId) => needs.resumes.listResumes(userId),
        readResume: (userId, id) => needs.resumes.readResume(userId, id),
        listAppliedTitles: async (userId) =>
          (await needs.applications.listApplications(userId)).map((application) => application.job_title),
        readPlan: (userId) => needs.billing.readPlan(userId),
        findJobs: (ids) => needs.jobs.findJobs(ids),
      },
    }),
  }),
  api: [{ path: '/matching', create: createMatchingRoutes }],
})
