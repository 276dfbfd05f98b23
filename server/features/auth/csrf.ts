import type { MiddlewareHandler } from 'hono'
import { AppError } from '#server/lib/app-error.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { trustedOrigins } from './auth.ts'
import { AUTH_BASE_PATH } from './constants.ts'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Paths this guard leaves alone: better-auth checks the Origin of its own endpoints; webhooks carry signatures, not cookies. */
const EXEMPT_PREFIXES = [`${AUTH_BASE_PATH}/`, '/api/webhooks/']

/**
 * CSRF protection for our cookie-authenticated writes (DESIGN.md Security, ASVS 3.5): a POST, PUT,
 * PATCH or DELETE — to the API or to a page's action — that carries cookies is refused (403
 * PERMISSION_DENIED, our error shape) when the browser says it came from another site —
 * Sec-Fetch-Site cross-site or same-site, or an Origin that is not ours. Same-origin requests and requests without cookies (nothing to ride on) pass. SameSite=Lax
 * cookies already stop most of this; the check covers older browsers and sibling subdomains.
 */
export function csrfGuard(options: { publicUrl: string }): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trustedOrigins(options.publicUrl))
  return async (c, next) => {
    if (isGuarded(c.req.method, c.req.path, c.req.raw.headers) && isCrossSite(c.req.raw.headers, allowed)) {
      c.get('logger').warn({ path: c.req.path, method: c.req.method }, 'cross-site write refused')
      throw new AppError('PERMISSION_DENIED')
    }
    await next()
  }
}

function isGuarded(method: string, path: string, headers: Headers): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase())) return false
  if (EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return false
  return (headers.get('cookie') ?? '').trim() !== ''
}

function isCrossSite(headers: Headers, allowed: ReadonlySet<string>): boolean {
  const site = headers.get('sec-fetch-site')
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = headers.get('origin')
  if (origin === null) return false
  return !allowed.has(origin)
}
