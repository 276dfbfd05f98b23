import { serveStatic } from '@hono/node-server/serve-static'
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { DEFAULT_BODY_LIMIT_BYTES } from '#core/api/endpoint.ts'
import type { Config } from './config.ts'
import { AppError } from './lib/app-error.ts'
import { handleApiNotFound, handleError } from './lib/error-handler.ts'
import type { AppEnv } from './lib/hono-env.ts'
import type { Logger } from './lib/logger.ts'
import { createApiRouter } from './lib/openapi.ts'
import { assignClientIp } from './lib/client-ip.ts'
import { redirectToPublicHost } from './lib/public-host.ts'
import { assignRequestId, requestLogger } from './lib/request-logger.ts'
import { securityHeaders } from './lib/security-headers.ts'
import { systemSettingsGuard } from './features/admin/index.ts'
import { csrfGuard } from './features/auth/index.ts'
import { buildRobotsTxt, createSitemapRoutes } from './features/seo/index.ts'
import { bindSitemapSources, createApiRouters, type Services } from './services.ts'

/** Renders a page: React Router's request handler, given the request's context. */
export type WebHandler = (request: Request, context: WebRequestContext) => Promise<Response>

/** What a page request carries from Hono to the loaders (app/lib/request-context.server.ts). */
export interface WebRequestContext {
  requestId: string
  cspNonce: string
  logger: Logger
  services: Services
  /** Whether the client is on this machine: the local pages (/dev/*) answer 404 to anyone else. */
  isLocalClient: boolean
  /** The client's address (server/lib/client-ip.ts): what a page's action rate-limits by. */
  clientIp: string
  /**
   * 413: the page request's body was over its limit and was not read; 503: maintenance mode (decision 071),
   * with staff's message. The page answers with the error page.
   */
  refusedStatus?: 413 | 503
  maintenanceNote?: string
}

export interface AppDeps {
  config: Config
  logger: Logger
  /** Built once by createServices (server/services.ts); the API and the pages share them. */
  services: Services
  /** The built browser assets (production); absent in development, where Vite serves them, and in API tests. */
  clientAssetsDir?: string
  web?: WebHandler
  /**
   * The browser legs of outside services' embedded defaults (DESIGN.md "Outside services"), each
   * mounted at its path under /__local/ (the local Google consent page); none with APP_ENV set.
   */
  localProviders?: ReadonlyArray<{ path: string; router: Hono<AppEnv> }>
}

/** The whole HTTP application without listen(): main.ts serves it, tests call app.request(). */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const { config, logger, services } = deps
  const hono = new OpenAPIHono<AppEnv>()

  hono.use(assignRequestId())
  hono.use(requestLogger(logger))
  hono.use(assignClientIp({ trustProxy: config.TRUST_PROXY }))
  hono.use(redirectToPublicHost(config.PUBLIC_URL))
  hono.use(securityHeaders({ isDevelopment: config.NODE_ENV === 'development', trustProxy: config.TRUST_PROXY }))
  hono.use(compress())
  hono.use(csrfGuard({ publicUrl: config.PUBLIC_URL }))
  hono.onError(handleError)

  const { clientAssetsDir, web } = deps
  const renderPage = (c: Context<AppEnv>, refusedStatus?: 413 | 503, maintenanceNote?: string) => {
    if (!web) throw new AppError('NOT_FOUND')
    const { requestId, cspNonce, logger: log, isLocalClient, clientIp } = c.var
    return web(c.req.raw, {
      requestId,
      cspNonce,
      logger: log,
      services,
      isLocalClient,
      clientIp,
      ...(refusedStatus ? { refusedStatus } : {}),
      ...(maintenanceNote === undefined ? {} : { maintenanceNote }),
    })
  }
  // Staff's switches (decision 071): a feature that is off, and maintenance mode for everyone but staff.
  hono.use(
    systemSettingsGuard({
      systemSettings: services.systemSettings,
      auth: services.auth,
      ...(web ? { renderMaintenancePage: (c: Context<AppEnv>, note: string) => renderPage(c, 503, note) } : {}),
    }),
  )

  const api = createApiRouter()
  for (const { path, router } of createApiRouters(services)) api.route(path, router)
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

  // Search engines' files (issue 23): every feature's sitemap sources, and where crawlers may go.
  hono.route('/', createSitemapRoutes({ sources: bindSitemapSources(services), publicUrl: config.PUBLIC_URL }))
  hono.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    return c.text(buildRobotsTxt(config.PUBLIC_URL))
  })

  // The embedded stand-ins (the local Google consent page) are for the person at the machine: a
  // client elsewhere on the network gets the 404 page, as if they were not there (issue 18).
  for (const provider of deps.localProviders ?? []) {
    hono.use(`${provider.path}/*`, async (c, next) => (c.var.isLocalClient ? next() : renderPage(c)))
    hono.route(provider.path, provider.router)
  }

  if (clientAssetsDir) {
    const serveAssets = serveStatic({ root: clientAssetsDir })
    // serveStatic's onFound runs after its response is built, too late for a header: the caching
    // header goes on the response it returns instead.
    hono.use(async (c, next) => {
      let passedOn = false
      const response = await serveAssets(c, async () => {
        passedOn = true
        await next()
      })
      if (passedOn || !response) return response
      response.headers.set('Cache-Control', staticCacheControl(c.req.path))
      return response
    })
  }
  if (web) {
    // A page action reads a form body: it takes what an API route takes unless declared (issue 18), and a
    // body over it is answered with the error page before it is read, closing the connection.
    const limitPageBody = bodyLimit({
      maxSize: DEFAULT_BODY_LIMIT_BYTES,
      onError: async (c) => {
        const response = await renderPage(c, 413)
        response.headers.set('Connection', 'close')
        return response
      },
    })
    hono.all('*', limitPageBody, (c) => renderPage(c))
  }
  return hono
}

/**
 * Vite fingerprints everything under /assets, so those files never change. The service worker must
 * be asked for afresh on every update check (spec 001 §4, decision 028), the rest may wait an hour.
 */
function staticCacheControl(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable'
  if (path.endsWith('/sw.js')) return 'no-cache'
  return 'public, max-age=3600'
}
