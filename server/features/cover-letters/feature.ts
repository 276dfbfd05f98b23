import type { OnboardingState } from '#core/account/onboarding.schema.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import type { Adapters } from '#server/adapters/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { ResumesService, TemplateCatalogue } from '#server/features/resumes/index.ts'
import type { UsageService } from '#server/features/usage/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { coverLetterGenerationsData, coverLettersData } from './personal-data.ts'
import { createCoverLettersRoutes } from './routes.ts'
import { createCoverLettersService } from './service.ts'

/**
 * The document generator at /api/cover-letters (issue 20, decision 054): a resume tailored to a job and
 * a cover letter, by the AI adapter for premium plans and by the built-in writer otherwise. It registers
 * no offline AI responder on purpose: with the embedded AI the call fails at once and the built-in letter
 * is written, with the person told so (a responder would pass the built-in letter off as the AI's).
 */
export const coverLettersFeature = defineServerFeature({
  name: 'cover-letters',
  services: (
    deps: { database: DatabaseHandle; logger: Logger; adapters: Pick<Adapters, 'ai' | 'documents'> },
    needs: {
      jobs: { findJob: (jobId: string) => Promise<Job | null> }
      usage: UsageService
      resumes: ResumesService
      resumeTemplates: TemplateCatalogue
      onboarding: { readState: (userId: string) => Promise<OnboardingState> }
    },
  ) => ({
    coverLetters: createCoverLettersService({
      database: deps.database,
      logger: deps.logger,
      ai: deps.adapters.ai,
      typst: deps.adapters.documents.typst,
      findJob: needs.jobs.findJob,
      readPlan: (userId) => needs.usage.readPlan({ kind: 'user', userId }),
      readOnboarding: needs.onboarding.readState,
      resumes: needs.resumes,
      templates: needs.resumeTemplates,
    }),
  }),
  api: [{ path: '/cover-letters', create: createCoverLettersRoutes }],
  personalData: [coverLettersData, coverLetterGenerationsData],
})
