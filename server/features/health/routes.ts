import { healthEndpoints } from '#core/health.endpoints.ts'
import * as healthSchemas from '#core/health.schema.ts'
import { healthHttpStatus } from '#core/health.schema.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { HealthServiceApi } from './service.ts'

/** /api/health, mounted by server/services.ts. */
export function createHealthRoutes(deps: { health: HealthServiceApi }) {
  const router = createApiRouter()

  const healthRoute = apiRoute(healthEndpoints.report, healthSchemas, {
    summary: 'Health of every dependency',
    description:
      'Each dependency is available, degraded or unavailable (spec 001 §4 "Service health"), or disabled when this deployment has not configured it; the overall status leaves disabled ones out. The server checks every few seconds in the background: each dependency says when it was checked (checked_at) and how long before this answer (age_ms).',
    answer: 'Report',
    otherAnswers: { 503: { description: 'Database unavailable', schema: healthSchemas.healthReportSchema } },
  })
  router.openapi(healthRoute, async (c) => {
    const report = await deps.health.report()
    const status = report.services.database.status === 'unavailable' ? 503 : 200
    c.header('Cache-Control', 'no-store')
    return c.json(report, status)
  })

  const serviceRoute = apiRoute(healthEndpoints.service, healthSchemas, {
    summary: 'Health of one dependency',
    description:
      'Answers 200 when available, 424 when degraded, 503 when unavailable and 200 with status disabled when not configured, as the last background check found it; HEAD works too.',
    answer: 'Available, or disabled (not configured)',
    otherAnswers: {
      424: { description: 'Degraded', schema: healthSchemas.checkedServiceHealthSchema },
      503: { description: 'Unavailable', schema: healthSchemas.checkedServiceHealthSchema },
    },
  })
  router.openapi(serviceRoute, async (c) => {
    const health = await deps.health.reportOne(c.req.valid('param').service)
    c.header('Cache-Control', 'no-store')
    return c.json(health, healthHttpStatus[health.status])
  })
  return router
}
