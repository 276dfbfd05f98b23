import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './hono-env.ts'

/** The names a browser on this machine may use for it: cookies set under one are not sent to another. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Sends a page request from the person at the machine to PUBLIC_URL's host when they opened the same
 * server under another loopback name (http://127.0.0.1:3000 while PUBLIC_URL is http://localhost:3000).
 * The browser keeps cookies per host, so a Google sign-in started on one name and returned to the other
 * (Google sends it back to PUBLIC_URL) lost its state cookie and ended in state_mismatch (issue 18).
 * Only where that is safe: both names loopback, the same port and scheme, a loopback client, and a
 * GET or HEAD outside /api (an API call keeps its answer; the page it came from was redirected first).
 * Any other Host passes untouched: behind a proxy or on a real domain nothing changes.
 */
export function redirectToPublicHost(publicUrl: string): MiddlewareHandler<AppEnv> {
  const target = new URL(publicUrl)
  const isLoopbackTarget = LOOPBACK_HOSTNAMES.has(target.hostname)
  return async (c, next) => {
    if (!isLoopbackTarget || !c.var.isLocalClient || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const url = new URL(c.req.url)
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return next()
    // The request's URL carries the Host the browser sent (@hono/node-server builds it from the header).
    const isOtherLoopbackName =
      LOOPBACK_HOSTNAMES.has(url.hostname) &&
      url.hostname !== target.hostname &&
      url.port === target.port &&
      url.protocol === target.protocol
    if (!isOtherLoopbackName) return next()
    return c.redirect(`${target.origin}${url.pathname}${url.search}`, 307)
  }
}
