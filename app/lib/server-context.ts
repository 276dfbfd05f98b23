import { createContext } from 'react-router'
import type { JobsReader } from '#core/jobs/jobs-reader.ts'

/** What the server hands every loader and action (server/web builds it per request). */
export interface ServerServices {
  requestId: string
  cspNonce: string
  publicUrl: string
  jobs: JobsReader
  /** Logs a page that does not exist (spec 000 §2: "the miss is logged"). */
  reportNotFound(path: string): void
}

export const serverServicesContext = createContext<ServerServices>()
