import type { DatabaseHandle } from '#server/db/client.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { resumesData } from './personal-data.ts'
import { createResumesRoutes } from './routes.ts'
import { createResumesService } from './service.ts'

/** A person's resumes at /api/resumes, signed in only (issue 20, decision 049). */
export const resumesFeature = defineServerFeature({
  name: 'resumes',
  services: (deps: { database: DatabaseHandle }) => ({ resumes: createResumesService({ database: deps.database }) }),
  api: [{ path: '/resumes', create: createResumesRoutes }],
  personalData: [resumesData],
})
