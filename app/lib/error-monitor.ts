import type { ErrorCode } from '#core/errors/codes.ts'

/**
 * What the error-monitoring dashboard shows (spec 001 §2 "Other"): the latest errors, failed requests
 * and service states, in memory only and for this tab only. Anything may record here; it is a few
 * arrays so that the API client can record a failure without loading the dashboard.
 */

export type RecordedError = { at: number; code: ErrorCode; message: string; source: 'boundary' | 'window' | 'request' }
export type FailedRequest = { at: number; method: string; url: string; status: number; code: ErrorCode }
export type MonitoredServiceState = 'unknown' | 'available' | 'degraded' | 'unavailable'
export type MonitorSnapshot = {
  errors: readonly RecordedError[]
  failedRequests: readonly FailedRequest[]
  services: Readonly<Record<string, MonitoredServiceState>>
}

/** Each list keeps its latest entries only: a tab open for hours must not grow without bound. */
export const MONITOR_LIST_LIMIT = 50

let snapshot: MonitorSnapshot = { errors: [], failedRequests: [], services: {} }
const listeners = new Set<() => void>()

function publish(next: MonitorSnapshot) {
  snapshot = next
  for (const listener of listeners) listener()
}

export function recordError(error: Omit<RecordedError, 'at'>, at = Date.now()): void {
  publish({ ...snapshot, errors: [...snapshot.errors, { ...error, at }].slice(-MONITOR_LIST_LIMIT) })
}

export function recordFailedRequest(request: Omit<FailedRequest, 'at'>, at = Date.now()): void {
  publish({ ...snapshot, failedRequests: [...snapshot.failedRequests, { ...request, at }].slice(-MONITOR_LIST_LIMIT) })
}

export function recordServiceState(service: string, state: MonitoredServiceState): void {
  if (snapshot.services[service] === state) return
  publish({ ...snapshot, services: { ...snapshot.services, [service]: state } })
}

export function readMonitor(): MonitorSnapshot {
  return snapshot
}

export function subscribeToMonitor(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Empties the store; for tests. */
export function resetMonitor(): void {
  publish({ errors: [], failedRequests: [], services: {} })
}
