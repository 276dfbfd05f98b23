import type { MiddlewareHandler } from 'hono'
import { adminAreaForPath, hasAreaAccess, type AdminArea } from '#core/auth/roles.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import type { AuthService } from './service.ts'
import type { Viewer, ViewerState } from './viewer.ts'

/** Hono variables of a route behind `requireSignedInApi`. */
export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { viewer: Viewer }
}

/** Hono variables of a route behind `readViewerApi`: the viewer, or null for a guest. */
export interface OptionalViewerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { viewer: Viewer | null }
}

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

/** API routes for signed-in users only: 401 AUTH_REQUIRED (or AUTH_SESSION_EXPIRED) otherwise; the viewer as c.get('viewer'). */
export function requireSignedInApi(service: AuthService): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    await withSession(service, c, async (state) => {
      if (state.kind === 'expired') throw new AppError('AUTH_SESSION_EXPIRED')
      if (state.kind === 'signed-out') throw new AppError('AUTH_REQUIRED')
      c.set('viewer', state.viewer)
      await next()
    })
  }
}

/**
 * API routes open to guests as well (usage counts, the subscription status): the viewer, or null when
 * signed out or the session has expired, as c.get('viewer').
 */
export function readViewerApi(service: AuthService): MiddlewareHandler<OptionalViewerEnv> {
  return async (c, next) => {
    await withSession(service, c, async (state) => {
      c.set('viewer', state.kind === 'signed-in' ? state.viewer : null)
      await next()
    })
  }
}

/**
 * Admin APIs: signed in (401 otherwise) with a role in the area's explicit list (403
 * INSUFFICIENT_PRIVILEGES otherwise; DESIGN.md "Decided departures").
 */
export function requireStaffApi(service: AuthService, area: AdminArea | string): MiddlewareHandler<SignedInEnv> {
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
