import { OpenAPIHono } from '@hono/zod-openapi'
import { validationError } from './error-handler.ts'
import type { AppEnv } from './hono-env.ts'

/**
 * A router whose request validation failures become the catalogue's 400 shape, so feature routes never
 * format errors themselves (CONVENTIONS.md §8).
 */
export function createApiRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error)
    },
  })
}
