import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import type { ServerServices } from '#app/lib/server-context.ts'
import type { WebHandler } from '#server/app.ts'
import type { Logger } from '#server/lib/logger.ts'

type BuildLoader = () => Promise<ServerBuild>

/**
 * Wraps React Router's request handler: each request gets a fresh context carrying its id, CSP nonce
 * and the job search service. The context key is read from the build's entry module so the server and
 * the bundled app share one instance (a second import of app/lib/server-context.ts would be another key).
 */
export function createWebHandler(options: {
  loadBuild: BuildLoader
  mode: 'development' | 'production'
  publicUrl: string
  logger: Logger
}): WebHandler {
  const handler = createRequestHandler(options.loadBuild, options.mode)
  return async (request, context) => {
    const build = await options.loadBuild()
    const servicesContext = readServicesContext(build.entry.module)
    const provider = new RouterContextProvider()
    provider.set(servicesContext, {
      requestId: context.requestId,
      cspNonce: context.cspNonce,
      publicUrl: options.publicUrl,
      jobs: context.jobs,
      reportNotFound: (path) => options.logger.warn({ reqId: context.requestId, path }, 'page not found'),
    })
    return handler(request, provider)
  }
}

function readServicesContext(entryModule: object): RouterContext<ServerServices> {
  const candidate = 'serverServicesContext' in entryModule ? entryModule.serverServicesContext : undefined
  if (!isServicesContext(candidate)) {
    throw new Error('app/entry.server.tsx must export serverServicesContext')
  }
  return candidate
}

function isServicesContext(value: unknown): value is RouterContext<ServerServices> {
  return typeof value === 'object' && value !== null
}

export function isServerBuild(value: unknown): value is ServerBuild {
  return typeof value === 'object' && value !== null && 'routes' in value && 'entry' in value
}
