import type { OpenAPIHono } from '@hono/zod-openapi'
import type { DatabaseHandle } from '#server/db/client.ts'
import { createHealthRoutes, createHealthService } from '#server/features/health/index.ts'
import { createJobsRoutes, createJobsService, type JobsServiceOptions } from '#server/features/jobs/index.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import type { Logger } from '#server/lib/logger.ts'

/**
 * The one place a feature registers on the server. `createServices` builds every feature's service
 * once; the API routers (`apiRouters`, mounted under /api by server/app.ts) and the page loaders
 * (through the request context, app/lib/request-context.server.ts) receive this same object.
 */

export interface ServiceDeps {
  database: DatabaseHandle
  logger: Logger
  /** Tuning for tests and benchmarks; production runs on each service's defaults. */
  jobs?: JobsServiceOptions
}

export function createServices(deps: ServiceDeps) {
  const jobs = createJobsService({ ...deps.jobs, database: deps.database, logger: deps.logger })
  const health = createHealthService({ database: deps.database, jobs })
  return { jobs, health }
}

export type Services = ReturnType<typeof createServices>

/** Each feature's API router and the path under /api it answers at. */
export const apiRouters: ReadonlyArray<{ path: string; create: (services: Services) => OpenAPIHono<AppEnv> }> = [
  { path: '/health', create: createHealthRoutes },
  { path: '/jobs', create: createJobsRoutes },
]
