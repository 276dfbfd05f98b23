import type { MiddlewareHandler } from 'hono'
import { adminAreaForPath, hasAreaAccess, type AdminArea } from '#core/auth/roles.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import type { AuthService } from './service.ts'
import type { Viewer } from './viewer.ts'

/** Hono variables of a route behind `requireSignedInApi`. */
export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { viewer: Viewer }
}

/** API routes for signed-in users only: 401 AUTH_REQUIRED (or AUTH_SESSION_EXPIRED) otherwise; the viewer as c.get('viewer'). */
export function requireSignedInApi(service: AuthService): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    // The same read as the pages: when it slides the session forward, the browser's cookie follows.
    const { state, setCookies } = await service.readViewerForPage(c.req.raw.headers)
    if (state.kind === 'expired') throw new AppError('AUTH_SESSION_EXPIRED')
    if (state.kind === 'signed-out') throw new AppError('AUTH_REQUIRED')
    c.set('viewer', state.viewer)
    await next()
    // A route that ended the session (account deletion) has cleared the cookie: leave that as it is.
    const hasSessionCookieChange = c.res.headers.getSetCookie().some((cookie) => cookie.includes('session_token='))
    if (!hasSessionCookieChange) for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie)
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
