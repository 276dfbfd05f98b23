import { useSyncExternalStore } from 'react'
import type { HealthService } from '#core/health.schema.ts'
import { useNetworkStatus } from './network-status.ts'

/**
 * Service health as the browser sees it (spec 001 §4 "Service health", §7 "Health checks"): each
 * service is probed with HEAD /api/health/{service}; OK is available, a non-OK status below 500
 * degraded, 500+ or no answer unavailable. Fallback mode is on while any service is unavailable.
 * The poller is started after first paint by shell-monitors.ts; this file holds only the store.
 */
export type ProbedState = 'available' | 'degraded' | 'unavailable'
export type ServiceState = ProbedState | 'unknown'

/** The spec names `supabase` for the database; ours is `database` (decision 026). */
export const probedServices = ['database', 'job-search', 'ai'] as const satisfies readonly HealthService[]
export type ProbedService = (typeof probedServices)[number]

/** Spec 001 §9 "Network, sync and health". */
export const HEALTH_CHECK_INTERVAL_MS = 30_000
export const HEALTH_CHECK_TIMEOUT_MS = 5000

/** The state for a probe's HTTP status, or null when no answer came (network error, time-out). */
export function classifyProbe(status: number | null): ProbedState {
  if (status === null || status >= 500) return 'unavailable'
  return status >= 200 && status < 300 ? 'available' : 'degraded'
}

/**
 * The toast a change calls for: restored when a service comes back to available after it was
 * degraded or unavailable, degraded or unavailable when it gets worse. The first probe of a session
 * (from unknown) toasts only trouble: a page that loads fine says nothing.
 */
export type HealthNotice = 'restored' | 'degraded' | 'unavailable'
export function healthNoticeForChange(previous: ServiceState, next: ProbedState): HealthNotice | null {
  if (previous === next) return null
  if (next === 'available') return previous === 'unknown' ? null : 'restored'
  return next
}

export type HealthSnapshot = Readonly<Record<ProbedService, ServiceState>>

let snapshot: HealthSnapshot = { database: 'unknown', 'job-search': 'unknown', ai: 'unknown' }
const listeners = new Set<() => void>()

export function readServiceHealth(): HealthSnapshot {
  return snapshot
}

/** Sets one service's state; returns the previous one. */
export function setServiceState(service: ProbedService, next: ProbedState): ServiceState {
  const previous = snapshot[service]
  if (previous !== next) {
    snapshot = { ...snapshot, [service]: next }
    for (const listener of listeners) listener()
  }
  return previous
}

export function subscribeToServiceHealth(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isFallbackMode(health: HealthSnapshot): boolean {
  return probedServices.some((service) => health[service] === 'unavailable')
}

const serverSnapshot: HealthSnapshot = snapshot

export function useServiceHealth(): HealthSnapshot {
  return useSyncExternalStore(subscribeToServiceHealth, readServiceHealth, () => serverSnapshot)
}

/** Spec 001 §4: fallback mode is on while offline or while any service is unavailable. */
export function useFallbackMode(): boolean {
  const network = useNetworkStatus()
  const health = useServiceHealth()
  return network === 'offline' || isFallbackMode(health)
}
