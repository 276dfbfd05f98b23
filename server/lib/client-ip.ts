import { getConnInfo } from '@hono/node-server/conninfo'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './hono-env.ts'

/** The address rate limits and session records use when the request came from no socket (tests' app.request()). */
export const UNKNOWN_CLIENT_IP = 'unknown'

/**
 * The client's address as c.get('clientIp'). Behind a trusted proxy it is the last address the proxy
 * appended to X-Forwarded-For (earlier entries are the client's own claims); otherwise the socket's
 * peer, whatever headers the client sent.
 */
export function assignClientIp(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', readClientIp(c, options.trustProxy))
    await next()
  }
}

function readClientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT_IP
  } catch {
    // app.request() in tests carries no Node socket.
    return UNKNOWN_CLIENT_IP
  }
}
