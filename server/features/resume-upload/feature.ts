import type { Adapters } from '#server/adapters/port.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import { createResumeUploadRoutes } from './routes.ts'
import { createResumeUploadService, type ResumeUploadService } from './service.ts'

/**
 * Resume upload and parse (issue 20; decision 052): a file in, a resume document out (read by the AI too
 * when one is configured); nothing stored, so no personal data. No offline AI responder: with the
 * embedded AI the parser's reading is the answer.
 */
export const resumeUploadFeature = defineServerFeature({
  name: 'resume-upload',
  services: (deps: { logger: Logger; adapters: Pick<Adapters, 'documents' | 'ai'> }) => ({
    resumeUpload: createResumeUploadService({ documents: deps.adapters.documents, ai: deps.adapters.ai, logger: deps.logger }),
  }),
  api: [
    {
      path: '/resume-uploads',
      create: (services: { auth: AuthService; visitorIds: VisitorIds; rateLimiter: RateLimiter; resumeUpload: ResumeUploadService }) =>
        createResumeUploadRoutes(services),
    },
  ],
})
