import type { MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'
import type { AppEnv } from './hono-env.ts'
import { truncateForLog, type Logger } from './logger.ts'

/**
 * Gives each request an id with hono/request-id: an incoming X-Request-Id is kept when well-formed
 * (letters, digits, `_`, `-` and `=`, at most 64 characters, as load balancers write them), else a
 * random UUID. The id goes back in the X-Request-Id header and is c.get('requestId').
 */
export function assignRequestId(): MiddlewareHandler<AppEnv> {
  return requestId({ headerName: 'X-Request-Id', limitLength: 64 })
}

/** Gives the request a child logger carrying its id (c.get('logger')) and logs one line when it ends. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const child = logger.child({ reqId: c.get('requestId') })
    c.set('logger', child)
    const startedAt = performance.now()
    await next()
    // hono/request-id sets the header before the handler runs, and Hono drops headers set that early
    // when a handler returns a Response of its own, as the page renderer does.
    c.header('X-Request-Id', c.get('requestId'))
    // The path only: query strings can carry what a person typed, which stays out of logs.
    child.info(
      { method: c.req.method, path: truncateForLog(c.req.path), status: c.res.status, ms: Math.round(performance.now() - startedAt) },
      'request',
    )
  }
}
