import { serveStatic } from '@hono/node-server/serve-static'
import { OpenAPIHono } from '@hono/zod-openapi'
import { compress } from 'hono/compress'
import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { createHealthRoutes } from './features/health/index.ts'
import { createJobsService, createJobsRoutes, type JobsService } from './features/jobs/index.ts'
import { handleApiNotFound, handleError } from './lib/error-handler.ts'
import type { AppEnv } from './lib/hono-env.ts'
import type { Logger } from './lib/logger.ts'
import { createApiRouter } from './lib/openapi.ts'
import { assignRequestId, requestLogger } from './lib/request-logger.ts'
import { securityHeaders } from './lib/security-headers.ts'

/** Renders a page: React Router's request handler, given the per-request services. */
export type WebHandler = (request: Request, context: WebRequestContext) => Promise<Response>

export interface WebRequestContext {
  requestId: string
  cspNonce: string
  jobs: JobsService
}

export interface AppDeps {
  config: Config
  logger: Logger
  database: DatabaseHandle
  /** The built browser assets (production); absent in development, where Vite serves them, and in API tests. */
  clientAssetsDir?: string
  web?: WebHandler
}

export interface App {
  hono: OpenAPIHono<AppEnv>
  jobs: JobsService
}

/** The whole HTTP application without listen(): main.ts serves it, tests call hono.request(). */
export function createApp(deps: AppDeps): App {
  const { config, logger, database } = deps
  const jobs = createJobsService({ database, logger })
  const hono = new OpenAPIHono<AppEnv>()

  hono.use(assignRequestId())
  hono.use(requestLogger(logger))
  hono.use(securityHeaders({ isDevelopment: config.NODE_ENV === 'development', trustProxy: config.TRUST_PROXY }))
  hono.use(compress())
  hono.onError(handleError)

  const api = createApiRouter()
  api.route('/health', createHealthRoutes({ database, jobs }))
  api.route('/jobs', createJobsRoutes({ jobs }))
  hono.route('/api', api)
  hono.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'JobYatra API',
      version: '1.0.0',
      description: 'Job search and career tools for Indian job seekers at home and abroad.',
    },
    servers: [{ url: config.PUBLIC_URL }],
  })
  hono.all('/api/*', handleApiNotFound)

  const { clientAssetsDir, web } = deps
  if (clientAssetsDir) {
    hono.use(
      serveStatic({
        root: clientAssetsDir,
        onFound: (path, c) => {
          // Vite fingerprints everything under /assets, so those files never change.
          const isFingerprinted = path.includes('/assets/')
          c.header('Cache-Control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        },
      }),
    )
  }
  if (web) {
    hono.all('*', (c) => web(c.req.raw, { requestId: c.get('requestId'), cspNonce: c.get('cspNonce'), jobs }))
  }
  return { hono, jobs }
}
