import { OpenAPIHono } from '@hono/zod-openapi'
import { validationError } from './error-handler.ts'
import type { AppEnv } from './hono-env.ts'
import { rejectMalformedUrl } from './url-guard.ts'

/**
 * A router whose request validation failures become the catalogue's 400 shape, so feature routes never
 * format errors themselves (CONVENTIONS.md §8), and whose paths and query strings must decode as UTF-8
 * without NUL (url-guard.ts).
 */
export function createApiRouter<Env extends AppEnv = AppEnv>(): OpenAPIHono<Env> {
  const router = new OpenAPIHono<Env>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error)
    },
  })
  router.use('*', rejectMalformedUrl)
  return router
}
