import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { sessionCookiePrefix } from './constants.ts'

/** better-auth's cookies under our prefix (auth.ts): the session, its cached copy and the remember-me flag. */
const SESSION_COOKIE_SUFFIXES = ['session_token', 'session_data', 'dont_remember'] as const

/**
 * Removes every sign-in cookie from the browser, under both prefixes (plain HTTP and `__Host-` behind
 * HTTPS), for a session the server has already ended (account deletion).
 */
export function clearSessionCookies(c: Context): void {
  for (const isHttps of [false, true]) {
    const prefix = sessionCookiePrefix(isHttps)
    for (const suffix of SESSION_COOKIE_SUFFIXES) deleteCookie(c, `${prefix}.${suffix}`, { path: '/', secure: isHttps })
  }
}
