import { defineEndpoints, serverOnlySchemas } from '#core/api/endpoint.ts'
import { ANALYTICS_BODY_LIMIT_BYTES } from './tracking.ts'

/** First-party analytics (server/features/analytics/routes.ts, spec 001 §7). */
export const analyticsEndpoints = defineEndpoints(
  { base: '/analytics', loadSchemas: serverOnlySchemas<typeof import('./events.schema.ts')> },
  {
    recordEvents: {
      method: 'POST',
      path: '/events',
      bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
      schemas: (s) => ({ body: s.analyticsBatchSchema, response: s.analyticsBatchResultSchema }),
    },
    listEvents: {
      method: 'GET',
      path: '/events',
      schemas: (s) => ({ query: s.storedEventsQuerySchema, response: s.storedEventsResponseSchema }),
    },
  },
)
