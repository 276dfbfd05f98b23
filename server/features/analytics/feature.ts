import type { AnalyticsSink } from '#server/adapters/analytics/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { analyticsEventsData, consentsData } from './personal-data.ts'
import { createAnalyticsRoutes, createConsentRoutes } from './routes.ts'
import { createAnalyticsService } from './service.ts'

/** First-party analytics (with consent) and the signed-in user's recorded consent (decision 029). */
export const analyticsFeature = defineServerFeature({
  name: 'analytics',
  services: (deps: {
    database: DatabaseHandle
    logger: Logger
    /** Where accepted events go besides our table (ANALYTICS_PROVIDER: PostHog, or first-party only). */
    adapters: { analytics: AnalyticsSink }
  }) => ({
    analytics: createAnalyticsService({
      database: deps.database,
      logger: deps.logger,
      sink: deps.adapters.analytics,
    }),
  }),
  api: [
    { path: '/analytics', create: createAnalyticsRoutes },
    { path: '/consent', create: createConsentRoutes },
  ],
  personalData: [consentsData, analyticsEventsData],
})
