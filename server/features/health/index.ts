/** Health of the dependencies: it registers its service and router in feature.ts. */
export { createHealthRoutes } from './routes.ts'
export { createHealthService, type HealthServiceApi, type HealthServiceDeps } from './service.ts'
