import type { Server } from 'node:http'
import type { Logger } from './logger.ts'

export interface GracefulShutdownOptions {
  server: Server
  logger: Logger
  timeoutMs: number
  /** Releases everything else (database, dev server) once no request is in flight. */
  close: () => Promise<void>
  exit: (code: number) => void
}

/**
 * Stops taking new connections, lets in-flight requests finish (up to timeoutMs, then their
 * connections are closed), then runs close() so PGlite flushes to disk. Returns the stop function;
 * main.ts calls it on SIGTERM and SIGINT.
 */
export function createGracefulShutdown(options: GracefulShutdownOptions): (signal: string) => Promise<void> {
  const { server, logger, timeoutMs, close, exit } = options
  let stopping: Promise<void> | null = null
  return (signal) => {
    if (stopping) return stopping
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    stopping = new Promise<void>((resolve) => {
      const forceTimer = setTimeout(() => {
        logger.warn('in-flight requests did not finish in time; closing their connections')
        server.closeAllConnections()
      }, timeoutMs)
      // Keep-alive connections turn idle as their last response ends; close them as they do.
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100)
      server.close(() => {
        clearTimeout(forceTimer)
        clearInterval(idleSweep)
        close()
          .then(() => {
            logger.info('stopped')
            exit(0)
          })
          .catch((error: unknown) => {
            logger.error({ err: error }, 'error while closing')
            exit(1)
          })
          .finally(resolve)
      })
      server.closeIdleConnections()
    })
    return stopping
  }
}
