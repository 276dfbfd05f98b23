/** The job search feature: other features, server/app.ts and the seed reach it only through this file. */
export { createJobsRoutes } from './routes.ts'
export { createJobsService, type JobsService, type JobsServiceDeps } from './service.ts'
export { optimizeJobSearch, presetRecencyWindow, refreshRecencyWindow, RECENT_WINDOW } from './maintenance.ts'
export { dedupHashFor, jobIdFor, normalizeJobPosting, type JobInsert, type NormalizeResult } from './ingest/normalize.ts'
