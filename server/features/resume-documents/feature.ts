import type { Adapters } from '#server/adapters/port.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { BillingService } from '#server/features/billing/index.ts'
import type { TemplateCatalogue } from '#server/features/resumes/index.ts'
import type { DailyActivity } from '#server/lib/daily-activity.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import { createResumeDocumentsRoutes } from './routes.ts'
import { createResumeDocumentsService, type ResumeDocumentsService } from './service.ts'

/** The resume renderer and exporters (issue 20): preview and export of the document sent; nothing stored, so no personal data. */
export const resumeDocumentsFeature = defineServerFeature({
  name: 'resume-documents',
  services: (deps: { adapters: Pick<Adapters, 'documents'>; logger: Logger }) => ({
    resumeDocuments: createResumeDocumentsService({ documents: deps.adapters.documents, logger: deps.logger }),
  }),
  // The render workers start and compile once as the server starts, without holding up the other
  // features' start-up: the first preview is then as fast as the next (decision 081).
  start: async ({ resumeDocuments }: { resumeDocuments: ResumeDocumentsService }) => {
    void resumeDocuments.warmUp()
  },
  api: [
    {
      path: '/resume-documents',
      create: (services: {
        auth: AuthService
        visitorIds: VisitorIds
        rateLimiter: RateLimiter
        resumeDocuments: ResumeDocumentsService
        billing: BillingService
        resumeTemplates: TemplateCatalogue
        activity: DailyActivity
      }) => createResumeDocumentsRoutes(services),
    },
  ],
})
