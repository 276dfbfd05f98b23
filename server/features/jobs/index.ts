/** The job search feature: other features and server/services.ts reach it only through this file. */
export { createJobsRoutes } from './routes.ts'
export { createJobsService, type JobsService, type JobsServiceDeps, type JobsServiceOptions } from './service.ts'
export { optimizeJobSearch, presetRecencyWindow, refreshRecencyWindow, RECENT_WINDOW } from './maintenance.ts'
export { dedupHashFor, jobIdFor, normalizeJobPosting, type JobInsert, type NormalizeResult } from './normalize.ts'
