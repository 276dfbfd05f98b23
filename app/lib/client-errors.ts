/**
 * The browser's error logger (spec 000 §7: the service worker's errors "go to an error logger"):
 * code that catches an error it cannot show reports it here instead of writing to the console,
 * and the error monitor subscribes. Reports made before anyone listens wait in a short buffer, so
 * the monitor, which loads after first paint, still sees them.
 */
export interface ClientErrorReport {
  /** Where it happened, e.g. 'service-worker'. */
  source: string
  error: unknown
  at: number
}

type ClientErrorListener = (report: ClientErrorReport) => void

const BUFFER_LIMIT = 20
const buffered: ClientErrorReport[] = []
const listeners = new Set<ClientErrorListener>()

export function reportClientError(source: string, error: unknown): void {
  const report: ClientErrorReport = { source, error, at: Date.now() }
  if (listeners.size === 0) {
    buffered.push(report)
    if (buffered.length > BUFFER_LIMIT) buffered.shift()
    return
  }
  for (const listener of listeners) listener(report)
}

/** Hands the listener what was buffered, then each new report; returns the unsubscribe. */
export function onClientError(listener: ClientErrorListener): () => void {
  listeners.add(listener)
  for (const report of buffered.splice(0)) listener(report)
  return () => {
    listeners.delete(listener)
  }
}
