/** Health of the dependencies: server/services.ts registers its service and router. */
export { createHealthRoutes } from './routes.ts'
export { createHealthService, type HealthServiceApi, type HealthServiceDeps } from './service.ts'
