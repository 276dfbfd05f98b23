import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import type { WebHandler } from '#server/app.ts'

type BuildLoader = () => Promise<ServerBuild>

/**
 * Wraps React Router's request handler: each request gets a fresh context carrying its id, logger,
 * CSP nonce and the services (app/lib/request-context.server.ts). The context key is read from the
 * build's entry module so the server and the bundled app share one instance (a second import of
 * request-context.server.ts would be another key).
 */
export function createWebHandler(options: { loadBuild: BuildLoader; mode: 'development' | 'production'; publicUrl: string }): WebHandler {
  const handler = createRequestHandler(options.loadBuild, options.mode)
  return async (request, context) => {
    const build = await options.loadBuild()
    const provider = new RouterContextProvider()
    provider.set(readRequestContextKey(build.entry.module), { ...context, publicUrl: options.publicUrl })
    return handler(request, provider)
  }
}

function readRequestContextKey(entryModule: object): RouterContext<RequestContext> {
  const candidate = 'requestContext' in entryModule ? entryModule.requestContext : undefined
  if (!isRequestContextKey(candidate)) {
    throw new Error('app/entry.server.tsx must export requestContext')
  }
  return candidate
}

function isRequestContextKey(value: unknown): value is RouterContext<RequestContext> {
  return typeof value === 'object' && value !== null
}

export function isServerBuild(value: unknown): value is ServerBuild {
  return typeof value === 'object' && value !== null && 'routes' in value && 'entry' in value
}
