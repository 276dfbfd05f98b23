/** The daily usage limits (decision 037): features that count a limited use and server/services.ts reach usage only through this file. */
export { createUsageRoutes } from './routes.ts'
export { createUsageService, type CountedUse, type Usage, type UsageService, type UsageSubject } from './service.ts'
