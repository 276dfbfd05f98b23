/** The job search feature: other features and server/app.ts reach it only through this file. */
export { createJobsRoutes } from './routes.ts'
export { createJobsService, type JobsService, type JobsServiceDeps } from './service.ts'
