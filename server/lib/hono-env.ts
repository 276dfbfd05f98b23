import type { Logger } from './logger.ts'

/** Per-request values every Hono handler can read with c.get(). */
export interface AppEnv {
  Variables: {
    requestId: string
    logger: Logger
    cspNonce: string
    /** The client's address (server/lib/client-ip.ts): the key of per-IP rate limits. */
    clientIp: string
    /**
     * Whether the client is on this machine (server/lib/client-ip.ts): the embedded stand-ins
     * (/__local/*, /dev/*) answer only such clients.
     */
    isLocalClient: boolean
  }
}
