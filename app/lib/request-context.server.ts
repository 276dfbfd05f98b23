import { createContext } from 'react-router'
import type { ViewerState } from '#server/features/auth/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { Services } from '#server/services.ts'

/**
 * What the server hands every loader and action (server/web/react-router.ts builds it per request):
 * the services of server/services.ts (the same object the API routers use), the request's id, logger
 * and CSP nonce, and the public URL for absolute links. Loaders read it through `serverRoute`
 * (app/lib/server-route.server.ts).
 */
export interface RequestContext {
  requestId: string
  cspNonce: string
  publicUrl: string
  /** The client's address as the API reads it (server/lib/client-ip.ts): what an action rate-limits by. */
  clientIp: string
  /** The request's pino logger (carries reqId). */
  logger: Logger
  services: Services
  /**
   * The status the server refuses this request with before any page code runs (400: the URL does not
   * decode; 404: a local page (/dev/*) asked for from another machine; 405: the page takes no such
   * method; 413: its body is over the limit, unread; 503: maintenance mode, decision 071), else null. The
   * root middleware throws it, so the product's error page answers.
   */
  refusedStatus: 400 | 404 | 405 | 413 | 503 | null
  /** Staff's maintenance message, shown on the 503 page. */
  maintenanceNote?: string
  /** Whether pages for trying the app locally exist (/dev/render-error): APP_ENV is neither production nor staging. */
  areLocalPagesEnabled: boolean
  /**
   * Who the request's session cookie names (signed in, signed out, or expired), read from the
   * database once per request however many loaders ask.
   */
  viewer(): Promise<ViewerState>
  /** Logs an error of a loader, an action or the render in the server's log, with the request id. */
  reportError(error: unknown): void
}

export const requestContext = createContext<RequestContext>()
