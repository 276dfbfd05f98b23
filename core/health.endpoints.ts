import { defineEndpoints, serverOnlySchemas } from '#core/api/endpoint.ts'

/** Service health (server/features/health/routes.ts, spec 001 §4); the browser probes one service with HEAD. */
export const healthEndpoints = defineEndpoints(
  { base: '/health', loadSchemas: serverOnlySchemas<typeof import('./health.schema.ts')> },
  {
    report: { method: 'GET', path: '/', schemas: (s) => ({ response: s.healthReportSchema }) },
    service: {
      method: 'GET',
      path: '/{service}',
      schemas: (s) => ({ params: s.healthServiceParamSchema, response: s.checkedServiceHealthSchema }),
    },
  },
)
