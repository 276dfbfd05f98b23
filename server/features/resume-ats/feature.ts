import type { Adapters } from '#server/adapters/port.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { JobsService } from '#server/features/jobs/index.ts'
import { atsScoreMetric } from '#server/features/resumes/index.ts'
import type { DailyActivity } from '#server/lib/daily-activity.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import { createResumeAtsRoutes } from './routes.ts'
import { createResumeAtsService, type ResumeAtsService } from './service.ts'

/** The ATS check (issue 20): the score report of the document sent; nothing of it stored but an anonymous count of its score, so no personal data. */
export const resumeAtsFeature = defineServerFeature({
  name: 'resume-ats',
  services: (deps: { adapters: Pick<Adapters, 'documents'> }, needs: { jobs: JobsService; activity: DailyActivity }) => ({
    resumeAts: createResumeAtsService({
      documents: deps.adapters.documents,
      jobs: needs.jobs,
      // Only the overall score, as an anonymous count, for /admin/resume-analytics (decision 072).
      onChecked: (overall) => needs.activity.count(atsScoreMetric(overall)),
    }),
  }),
  api: [
    {
      path: '/resume-ats',
      create: (services: { auth: AuthService; visitorIds: VisitorIds; rateLimiter: RateLimiter; resumeAts: ResumeAtsService }) =>
        createResumeAtsRoutes(services),
    },
  ],
})
