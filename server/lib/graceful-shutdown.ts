import type { Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'
import type { Logger } from './logger.ts'

export interface GracefulShutdownOptions {
  server: Server
  logger: Logger
  timeoutMs: number
  /** Releases everything else (database, dev server) once no request is in flight. */
  close: () => Promise<void>
  exit: (code: number) => void
  /**
   * A keep-alive connection is closed during the drain only after it has had no request for this
   * long: a client that has just had an answer may already be sending its next request on it. By
   * default the server's own keep-alive time-out (Node's 5 s), the idle time every client of this
   * server already expects: a shorter grace reset clients of a busy machine, whose next request came
   * more than a second after the answer.
   */
  idleGraceMs?: number
}
const SWEEP_INTERVAL_MS = 100

interface ConnectionState {
  responses: Set<ServerResponse>
  idleSince: number
}

/**
 * Stops taking new connections and drains the open ones without resetting a keep-alive client: every
 * response from then on carries `Connection: close` (so the client opens its next connection
 * elsewhere, and Node closes this one once the answer is written), and a connection with no request
 * is closed only after it has been idle for idleGraceMs. In-flight requests finish (up to timeoutMs,
 * then their connections are closed); then close() runs so PGlite flushes to disk. Returns the stop
 * function; main.ts calls it on SIGTERM and SIGINT. Call it before the server takes requests, so it
 * sees every connection.
 */
export function createGracefulShutdown(options: GracefulShutdownOptions): (signal: string) => Promise<void> {
  const { server, logger, timeoutMs, close, exit } = options
  const idleGraceMs = options.idleGraceMs ?? server.keepAliveTimeout
  const connections = new Map<Socket, ConnectionState>()
  let stopping: Promise<void> | null = null

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { responses: new Set(), idleSince: performance.now() })
    socket.once('close', () => connections.delete(socket))
  })
  // Prepended, so the header is set before the app's listener can start writing its answer.
  server.prependListener('request', (request, response) => {
    const state = connections.get(request.socket)
    if (stopping) response.setHeader('Connection', 'close')
    if (!state) return
    state.responses.add(response)
    response.once('close', () => {
      state.responses.delete(response)
      state.idleSince = performance.now()
    })
  })

  function closeIdleConnections(): void {
    const now = performance.now()
    for (const [socket, state] of connections) {
      if (state.responses.size === 0 && now - state.idleSince >= idleGraceMs) socket.end()
    }
  }

  return (signal) => {
    if (stopping) return stopping
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    stopping = new Promise<void>((resolve) => {
      for (const { responses } of connections.values()) {
        for (const response of responses) {
          if (!response.headersSent) response.setHeader('Connection', 'close')
        }
      }
      const forceTimer = setTimeout(() => {
        logger.warn('in-flight requests did not finish in time; closing their connections')
        server.closeAllConnections()
      }, timeoutMs)
      const idleSweep = setInterval(closeIdleConnections, SWEEP_INTERVAL_MS)
      // http.Server#close would also destroy every idle keep-alive connection at once (Node 19+),
      // resetting a client whose next request is already on its way; net.Server#close only stops
      // accepting, and calls back once the last connection has closed.
      NetServer.prototype.close.call(server, () => {
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
      closeIdleConnections()
    })
    return stopping
  }
}
