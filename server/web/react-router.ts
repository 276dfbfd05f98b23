import {
  createRequestHandler,
  isRouteErrorResponse,
  matchRoutes,
  RouterContextProvider,
  type RouteObject,
  type RouterContext,
  type ServerBuild,
} from 'react-router'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import type { WebHandler } from '#server/app.ts'
import type { ViewerState } from '#server/features/auth/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import { hasMalformedPath } from '#server/lib/url-guard.ts'

type BuildLoader = () => Promise<ServerBuild>

/** Methods React Router runs a route's action for; every other method but GET and HEAD is refused. */
const actionMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Wraps React Router's request handler: each request gets a fresh context carrying its id, logger,
 * CSP nonce and the services (app/lib/request-context.server.ts). The context key is read from the
 * build's entry module so the server and the bundled app share one instance (a second import of
 * request-context.server.ts would be another key).
 *
 * Two kinds of request are refused before any page code runs, because React Router would answer them
 * with plain lines on stderr (a URL it cannot decode) or a 405 naming its internal route id (a method
 * the page has no action for): they are logged here, and the root middleware throws their status so the
 * product's error page answers, in the reader's language.
 */
export function createWebHandler(options: {
  loadBuild: BuildLoader
  mode: 'development' | 'production'
  publicUrl: string
  /** Pages for trying the app locally (/dev/render-error); off unless the caller says so. */
  areLocalPagesEnabled?: boolean
}): WebHandler {
  const handler = createRequestHandler(options.loadBuild, options.mode)
  return async (request, context) => {
    const build = await options.loadBuild()
    const refusal: Refusal | null =
      context.refusedStatus === 413
        ? { status: 413, reason: 'page request body over its limit' }
        : context.refusedStatus === 503
          ? { status: 503, reason: 'maintenance mode' }
          : findRefusal(build, request, context.isLocalClient)
    const log = context.logger
    if (refusal) log.warn({ method: request.method, path: new URL(request.url).pathname, status: refusal.status }, refusal.reason)
    const provider = new RouterContextProvider()
    let viewer: ReturnType<typeof context.services.auth.readViewerForPage> | undefined
    provider.set(readRequestContextKey(build.entry.module), {
      ...context,
      viewer: async () => (await (viewer ??= context.services.auth.readViewerForPage(request.headers))).state,
      publicUrl: options.publicUrl,
      refusedStatus: refusal?.status ?? null,
      maintenanceNote: context.maintenanceNote ?? '',
      areLocalPagesEnabled: options.areLocalPagesEnabled ?? false,
      reportError: (error) => reportPageError(log, error),
    })
    const response = await handler(refusal ? toRefusedRequest(request) : request, provider)
    if (refusal?.status === 405) response.headers.set('Allow', 'GET, HEAD')
    // A session better-auth slid forward while the page read it: the browser's cookie gets the new lifetime.
    const read = viewer ? await viewer.catch(() => null) : null
    for (const cookie of read?.setCookies ?? []) response.headers.append('Set-Cookie', cookie)
    markPersonal(response, read?.state.kind ?? null)
    return response
  }
}

/**
 * Every page is rendered with the session the request's cookie names (the root loader reads it), so
 * a shared cache must key pages by the cookie; a page rendered for a session (signed in, or the
 * 'Session Expired' notice) is one person's and no cache may keep it (issue 18). The service worker
 * keeps `private` pages in the caches sign-out deletes (app/shell/pwa/cache-rules.ts, decision 034).
 */
function markPersonal(response: Response, viewer: ViewerState['kind'] | null): void {
  response.headers.append('Vary', 'Cookie')
  if (viewer === 'signed-in' || viewer === 'expired') response.headers.set('Cache-Control', 'private, no-store')
}

interface Refusal {
  status: 400 | 404 | 405 | 413 | 503
  reason: string
}

/** Pages for the person at the machine: the mailbox, the render-error page, the local stand-ins' pages. */
const LOCAL_PAGE_PREFIXES = ['/dev/', '/__local/']

function findRefusal(build: ServerBuild, request: Request, isLocalClient: boolean): Refusal | null {
  if (hasMalformedPath(request.url)) return { status: 400, reason: 'page URL does not decode' }
  const { pathname } = new URL(request.url)
  if (!isLocalClient && LOCAL_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return { status: 404, reason: 'a local page asked for from another machine' }
  }
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD') return null
  if (actionMethods.has(method) && hasAction(build, new URL(request.url))) return null
  return { status: 405, reason: 'method not allowed on a page' }
}

/**
 * The same request as a GET whose path React Router can decode: a segment that does not decode is
 * percent-encoded once more, so it still matches the route it would have and is not decoded into
 * anything else. The root middleware answers it with the refusal's status.
 */
function toRefusedRequest(request: Request): Request {
  const url = new URL(request.url)
  url.pathname = url.pathname
    .split('/')
    .map((segment) => (isCleanSegment(segment) ? segment : encodeURIComponent(segment)))
    .join('/')
  return new Request(url, { method: 'GET', headers: request.headers, signal: request.signal })
}

function isCleanSegment(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('\u0000')
  } catch {
    return false
  }
}

/**
 * Whether the route a submission to this URL targets has an action, found the way React Router finds
 * it: the deepest route that adds to the path, or an index route when the URL says `?index`.
 */
function hasAction(build: ServerBuild, url: URL): boolean {
  // Data requests (`/jobs.data`, `/_.data` for the root) target the page they are named after.
  const pathname = url.pathname.endsWith('/_.data') ? url.pathname.slice(0, -'_.data'.length) : url.pathname.replace(/\.data$/u, '')
  const matches = matchRoutes(toRouteTree(build), pathname) ?? []
  const last = matches.at(-1)
  const isIndexTarget = last?.route.index === true && url.searchParams.getAll('index').includes('')
  const pathMatches = matches.filter((match, index) => index === 0 || Boolean(match.route.path))
  const target = isIndexTarget ? last : pathMatches.at(-1)
  const routeId = target?.route.id
  return routeId !== undefined && build.routes[routeId]?.module.action !== undefined
}

function toRouteTree(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route !== undefined)
    .filter((route) => route.parentId === parentId)
    .map((route): RouteObject =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: toRouteTree(build, route.id) },
    )
}

/** Page errors go to the server's log with the request id; React Router's own refusals (a 4xx) are warnings. */
function reportPageError(log: Logger, error: unknown): void {
  if (isRouteErrorResponse(error) && error.status < 500) {
    // React Router keeps the Error behind its own refusals (405, 404 of a data request) as `error`.
    log.warn({ status: error.status, err: 'error' in error ? error.error : undefined }, 'page request refused')
    return
  }
  log.error({ err: error }, 'page failed')
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
