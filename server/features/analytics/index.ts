/** First-party analytics and recorded consent: other features and server/services.ts reach it only through this file. */
export { createAnalyticsRoutes, createConsentRoutes } from './routes.ts'
export { createAnalyticsService, type AnalyticsService } from './service.ts'
