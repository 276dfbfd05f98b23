import { createHmac, randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { AppError } from './app-error.ts'
import type { RateLimiter } from './rate-limit.ts'

/**
 * A guest's signed visitor id (decision 037): what the usage service counts a signed-out person's
 * limited uses against (spec 001 §6: 3 chat messages for guests). A random id in an HttpOnly cookie
 * signed with a key derived from AUTH_SECRET, so a browser can keep or drop its own id but never
 * choose another's; the same on every server that shares the secret. Issued only when a guest first
 * uses something counted, never for browsing. Behind HTTPS the cookie is `__Host-` (Secure, Path=/).
 * A guest who drops the cookie to start a new count gets a new id, so new ids are limited per client
 * address (VISITOR_IDS_PER_ADDRESS_PER_HOUR, on the one rate limiter): past it, 429.
 */

/** New visitor ids one client address may be given an hour: a household or an office, not a script. */
export const VISITOR_IDS_PER_ADDRESS_PER_HOUR = 20

const VISITOR_COOKIE = 'jy_visitor'
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60
const VISITOR_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u

export interface VisitorIds {
  /** The visitor id the request's cookie carries, or null when it has none or its signature does not hold. */
  read(c: Context): Promise<string | null>
  /** The request's visitor id, setting a new signed cookie on the answer when it has none (429 past the address's hourly new ids). */
  readOrIssue(c: Context, clientIp: string): Promise<string>
}

export function createVisitorIds(settings: { authSecret: string; publicUrl: string; rateLimiter: RateLimiter }): VisitorIds {
  // A key of its own, so a visitor cookie's signature says nothing about the session cookies' key.
  const key = createHmac('sha256', settings.authSecret).update('jobyatra visitor id v1').digest()
  const isHttps = new URL(settings.publicUrl).protocol === 'https:'
  const prefix = isHttps ? 'host' : undefined

  async function read(c: Context): Promise<string | null> {
    const value = await getSignedCookie(c, key, VISITOR_COOKIE, prefix)
    return typeof value === 'string' && VISITOR_ID_PATTERN.test(value) ? value : null
  }

  return {
    read,
    async readOrIssue(c, clientIp) {
      const existing = await read(c)
      if (existing !== null) return existing
      const limited = await settings.rateLimiter.hit('visitor-id', clientIp, {
        limit: VISITOR_IDS_PER_ADDRESS_PER_HOUR,
        windowMs: 60 * 60 * 1000,
      })
      if (limited) throw new AppError('API_RATE_LIMITED')
      const visitorId = randomUUID()
      await setSignedCookie(c, VISITOR_COOKIE, visitorId, key, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps,
        maxAge: MAX_AGE_SECONDS,
        ...(prefix ? { prefix } : {}),
      })
      return visitorId
    },
  }
}
