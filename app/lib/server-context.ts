import { createContext } from 'react-router'
import type { JobsReader } from '#core/jobs/jobs-reader.ts'

/** What the server hands every loader and action (server/web builds it per request). */
export interface ServerServices {
  requestId: string
  cspNonce: string
  publicUrl: string
  jobs: JobsReader
  /**
   * The status the server refuses this request with before any page code runs (400: the URL does not
   * decode; 405: the page takes no such method), else null. The root middleware throws it, so the
   * product's error page answers.
   */
  refusedStatus: 400 | 405 | null
  /** Logs a page that does not exist (spec 000 §2: "the miss is logged"). */
  reportNotFound(path: string): void
  /** Logs an error of a loader, an action or the render in the server's log, with the request id. */
  reportError(error: unknown): void
}

export const serverServicesContext = createContext<ServerServices>()
