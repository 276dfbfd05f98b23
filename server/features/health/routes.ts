import { createRoute, z } from '@hono/zod-openapi'
import { healthHttpStatus, healthReportSchema, healthServices, serviceHealthSchema } from '#core/health.schema.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { HealthServiceApi } from './service.ts'

const healthRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Health of every dependency',
  description:
    'Each dependency is available, degraded or unavailable (spec 001 §4 "Service health"), or disabled when this deployment has not configured it; the overall status leaves disabled ones out.',
  responses: {
    200: { description: 'Report', content: { 'application/json': { schema: healthReportSchema } } },
    503: { description: 'Database unavailable', content: { 'application/json': { schema: healthReportSchema } } },
  },
})

const serviceRoute = createRoute({
  method: 'get',
  path: '/{service}',
  summary: 'Health of one dependency',
  description:
    'Answers 200 when available, 424 when degraded, 503 when unavailable and 200 with status disabled when not configured; HEAD works too.',
  request: { params: z.object({ service: z.enum(healthServices) }) },
  responses: {
    200: { description: 'Available, or disabled (not configured)', content: { 'application/json': { schema: serviceHealthSchema } } },
    424: { description: 'Degraded', content: { 'application/json': { schema: serviceHealthSchema } } },
    503: { description: 'Unavailable', content: { 'application/json': { schema: serviceHealthSchema } } },
  },
})

/** /api/health, mounted by server/services.ts. */
export function createHealthRoutes(deps: { health: HealthServiceApi }) {
  const router = createApiRouter()
  router.openapi(healthRoute, async (c) => {
    const report = await deps.health.checkAll()
    const status = report.services.database.status === 'unavailable' ? 503 : 200
    c.header('Cache-Control', 'no-store')
    return c.json(report, status)
  })
  router.openapi(serviceRoute, async (c) => {
    const health = await deps.health.checkOne(c.req.valid('param').service)
    c.header('Cache-Control', 'no-store')
    return c.json(health, healthHttpStatus[health.status])
  })
  return router
}
