import type { Logger } from './logger.ts'

/** Per-request values every Hono handler can read with c.get(). */
export interface AppEnv {
  Variables: {
    requestId: string
    logger: Logger
    cspNonce: string
  }
}
