/** Applying and application tracking: other features reach it only through this file; it registers itself in feature.ts. */
export { createApplicationsRoutes } from './routes.ts'
export { createApplicationsService, type ApplicationsService } from './service.ts'
