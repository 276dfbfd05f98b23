import { createRoute, z } from '@hono/zod-openapi'
import { healthHttpStatus, healthReportSchema, healthServices, serviceHealthSchema } from '#core/health.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { JobsService } from '#server/features/jobs/index.ts'
import { checkHealth, checkOne, timeCheck, type HealthDeps } from './service.ts'

const DATABASE_SLOW_MS = 500

const healthRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Health of every dependency',
  description: 'Each dependency is available, degraded or unavailable (spec 001 §4 "Service health").',
  responses: {
    200: { description: 'Report', content: { 'application/json': { schema: healthReportSchema } } },
    503: { description: 'Database unavailable', content: { 'application/json': { schema: healthReportSchema } } },
  },
})

const serviceRoute = createRoute({
  method: 'get',
  path: '/{service}',
  summary: 'Health of one dependency',
  description: 'Answers 200 when available, 424 when degraded and 503 when unavailable; HEAD works too.',
  request: { params: z.object({ service: z.enum(healthServices) }) },
  responses: {
    200: { description: 'Available', content: { 'application/json': { schema: serviceHealthSchema } } },
    424: { description: 'Degraded', content: { 'application/json': { schema: serviceHealthSchema } } },
    503: { description: 'Unavailable', content: { 'application/json': { schema: serviceHealthSchema } } },
  },
})

export function createHealthRoutes(deps: { database: DatabaseHandle; jobs: JobsService }) {
  const healthDeps: HealthDeps = {
    startedAt: Date.now(),
    probes: {
      database: () => timeCheck(() => deps.database.ping(), DATABASE_SLOW_MS),
      'job-search': () => deps.jobs.checkHealth(),
      // The AI assistant arrives with its own adapter; until then it is honestly reported as absent.
      ai: async () => ({ status: 'unavailable', latency_ms: null, detail: 'no AI provider is configured yet' }),
    },
  }
  const router = createApiRouter()
  router.openapi(healthRoute, async (c) => {
    const report = await checkHealth(healthDeps)
    const status = report.services.database.status === 'unavailable' ? 503 : 200
    c.header('Cache-Control', 'no-store')
    return c.json(report, status)
  })
  router.openapi(serviceRoute, async (c) => {
    const health = await checkOne(healthDeps, c.req.valid('param').service)
    c.header('Cache-Control', 'no-store')
    return c.json(health, healthHttpStatus[health.status])
  })
  return router
}
