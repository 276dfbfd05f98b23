export { createHealthRoutes } from './routes.ts'
