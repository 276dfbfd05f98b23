import type { AuthService } from '#server/features/auth/index.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { createResumeAnalyticsRoutes, createTemplateAdminRoutes } from './admin-routes.ts'
import { resumesData } from './personal-data.ts'
import { createResumesRoutes } from './routes.ts'
import { createResumesService } from './service.ts'
import { createTemplateCatalogue, type TemplateCatalogue } from './template-catalogue.ts'

/**
 * A person's resumes at /api/resumes, signed in only (issue 20, decision 049); the templates as staff
 * left them, and what staff read about resumes (issue 24, decision 072).
 */
export const resumesFeature = defineServerFeature({
  name: 'resumes',
  services: (deps: { database: DatabaseHandle }) => ({
    resumes: createResumesService({ database: deps.database }),
    resumeTemplates: createTemplateCatalogue({ database: deps.database }),
  }),
  api: [
    { path: '/resumes', create: createResumesRoutes },
    {
      path: '/admin/resume-templates',
      create: (services: { auth: AuthService; resumeTemplates: TemplateCatalogue }) => createTemplateAdminRoutes(services),
    },
    {
      path: '/admin/resume-analytics',
      create: (services: { auth: AuthService; resumeTemplates: TemplateCatalogue }) => createResumeAnalyticsRoutes(services),
    },
  ],
  personalData: [resumesData],
})
