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
      'Each dependency is available, degraded or unavailable (spec 001 §4 "Service health"), or disabled when this deployment has not configured it; the overall status leaves disabled ones out.',
    answer: 'Report',
    otherAnswers: { 503: { description: 'Database unavailable', schema: healthSchemas.healthReportSchema } },
  })
  router.openapi(healthRoute, async (c) => {
    const report = await deps.health.checkAll()
    const status = report.services.database.status === 'unavailable' ? 503 : 200
    c.header('Cache-Control', 'no-store')
    return c.json(report, status)
  })

  const serviceRoute = apiRoute(healthEndpoints.service, healthSchemas, {
    summary: 'Health of one dependency',
    description:
      'Answers 200 when available, 424 when degraded, 503 when unavailable and 200 with status disabled when not configured; HEAD works too.',
    answer: 'Available, or disabled (not configured)',
    otherAnswers: {
      424: { description: 'Degraded', schema: healthSchemas.serviceHealthSchema },
      503: { description: 'Unavailable', schema: healthSchemas.serviceHealthSchema },
    },
  })
  router.openapi(serviceRoute, async (c) => {
    const health = await deps.health.checkOne(c.req.valid('param').service)
    c.header('Cache-Control', 'no-store')
    return c.json(health, healthHttpStatus[health.status])
  })
  return router
}
