/** First-party analytics and recorded consent: other features reach it only through this file; it registers itself in feature.ts. */
export { createAnalyticsRoutes, createConsentRoutes } from './routes.ts'
export { createAnalyticsService, type AnalyticsService } from './service.ts'
