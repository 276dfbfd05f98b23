import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { CLIENT_IP_HEADER } from './auth.ts'
import type { AuthService } from './service.ts'

/**
 * better-auth's endpoints under /api/auth (sign-up, sign-in, verification, reset, phone codes,
 * Google, sessions), with the client's address passed in a header only the server sets.
 */
export function createAuthRoutes(service: AuthService): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>()
  router.on(['GET', 'POST'], '/*', (c) => {
    const headers = new Headers(c.req.raw.headers)
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'))
    return service.auth.handler(new Request(c.req.raw, { headers }))
  })
  return router
}
