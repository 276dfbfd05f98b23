import type { Adapters } from '#server/adapters/port.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import { createResumeUploadRoutes } from './routes.ts'
import { createResumeUploadService, type ResumeUploadService } from './service.ts'

/** Resume upload and parse (issue 20; decision 052): a file in, a resume document out; nothing stored, so no personal data. */
export const resumeUploadFeature = defineServerFeature({
  name: 'resume-upload',
  services: (deps: { adapters: Pick<Adapters, 'documents'> }) => ({
    resumeUpload: createResumeUploadService({ documents: deps.adapters.documents }),
  }),
  api: [
    {
      path: '/resume-uploads',
      create: (services: { auth: AuthService; visitorIds: VisitorIds; rateLimiter: RateLimiter; resumeUpload: ResumeUploadService }) =>
        createResumeUploadRoutes(services),
    },
  ],
})
