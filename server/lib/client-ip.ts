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
    const clientIp = readClientIp(c, options.trustProxy)
    c.set('clientIp', clientIp)
    c.set('isLocalClient', hasNoSocket(c) || isLoopbackAddress(clientIp))
    await next()
  }
}

/**
 * A loopback address: 127.0.0.0/8, ::1, or either written as an IPv4-mapped IPv6 address. Behind a
 * trusted proxy the address is the one the proxy saw, so a proxy on the same machine does not make
 * every visitor local.
 */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.toLowerCase().replace(/^::ffff:/, '')
  return bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare)
}

/** A request handed to the app in-process (tests' app.request()): no network in between at all. */
function hasNoSocket(c: Parameters<MiddlewareHandler<AppEnv>>[0]): boolean {
  try {
    getConnInfo(c)
    return false
  } catch {
    return true
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
