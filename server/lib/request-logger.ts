import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './hono-env.ts'
import type { Logger } from './logger.ts'

const incomingIdPattern = /^[A-Za-z0-9._-]{8,64}$/

/** Gives each request an id (kept from X-Request-Id when well-formed) and logs one line when it ends. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && incomingIdPattern.test(incoming) ? incoming : randomUUID()
    const child = logger.child({ reqId: requestId })
    c.set('requestId', requestId)
    c.set('logger', child)
    const startedAt = performance.now()
    await next()
    c.res.headers.set('X-Request-Id', requestId)
    // The path only: query strings can carry what a person typed, which stays out of logs.
    child.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - startedAt) }, 'request')
  }
}
