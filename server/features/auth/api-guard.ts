import type { MiddlewareHandler } from 'hono'
import { adminAreaForPath, hasAreaAccess, type AdminArea } from '#core/auth/roles.ts'
import type { RouteAccess } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import type { AuthService } from './service.ts'
import type { Viewer, ViewerState } from './viewer.ts'

/** Hono variables of a route behind `signedInAccess` or `staffAccess`. */
export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { viewer: Viewer }
}

/** Hono variables of a route behind `optionalViewerAccess`: the viewer, or null for a guest. */
export interface OptionalViewerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { viewer: Viewer | null }
}

/**
 * The access rules an API route passes to `apiRoute` (server/lib/api-route.ts). They live here, not in
 * server/lib, because they read the session through this feature's service and put its Viewer on the
 * context; the route helper takes them as values, so server/lib imports no feature (decision 034).
 */

/** Signed-in users only: 401 AUTH_REQUIRED (or AUTH_SESSION_EXPIRED) otherwise; the viewer as c.get('viewer'). */
export function signedInAccess(service: AuthService): RouteAccess<SignedInEnv> {
  return { guard: requireSignedInApi(service), refusals: { 401: signedOutRefusal } }
}

/**
 * Staff of an admin area: signed in (401 otherwise) with a role in the area's explicit list (403
 * INSUFFICIENT_PRIVILEGES otherwise; DESIGN.md "Decided departures").
 */
export function staffAccess(service: AuthService, area: AdminArea | string): RouteAccess<SignedInEnv> {
  return {
    guard: requireStaffApi(service, area),
    refusals: { 401: signedOutRefusal, 403: "The caller's role is not in this area's list (INSUFFICIENT_PRIVILEGES)" },
  }
}

/** Anyone: the signed-in viewer as c.get('viewer'), or null for a guest (routes that count a guest's uses). */
export function optionalViewerAccess(service: AuthService): RouteAccess<OptionalViewerEnv> {
  return { guard: readViewerApi(service), refusals: {} }
}

const signedOutRefusal = 'Not signed in, or the session has expired ("Authentication required. Please log in.")'

/**
 * Reads the session as the pages do, runs the route with what it says, then passes on the cookie a slid
 * session sets (unless the route ended the session itself, as account deletion does).
 */
async function withSession(
  service: AuthService,
  c: { req: { raw: Request }; res: Response },
  run: (state: ViewerState) => Promise<void>,
): Promise<void> {
  const { state, setCookies } = await service.readViewerForPage(c.req.raw.headers)
  await run(state)
  const hasSessionCookieChange = c.res.headers.getSetCookie().some((cookie) => cookie.includes('session_token='))
  if (!hasSessionCookieChange) for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie)
}

function requireSignedInApi(service: AuthService): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    await withSession(service, c, async (state) => {
      if (state.kind === 'expired') throw new AppError('AUTH_SESSION_EXPIRED')
      if (state.kind === 'signed-out') throw new AppError('AUTH_REQUIRED')
      c.set('viewer', state.viewer)
      await next()
    })
  }
}

function readViewerApi(service: AuthService): MiddlewareHandler<OptionalViewerEnv> {
  return async (c, next) => {
    await withSession(service, c, async (state) => {
      c.set('viewer', state.kind === 'signed-in' ? state.viewer : null)
      await next()
    })
  }
}

function requireStaffApi(service: AuthService, area: AdminArea | string): MiddlewareHandler<SignedInEnv> {
  const resolved = typeof area === 'string' ? adminAreaForPath(area) : area
  if (!resolved) throw new Error(`no admin area serves ${String(area)}`)
  const signedIn = requireSignedInApi(service)
  return async (c, next) => {
    await signedIn(c, async () => {
      if (!hasAreaAccess(c.get('viewer').role, resolved)) throw new AppError('INSUFFICIENT_PRIVILEGES')
      await next()
    })
  }
}
