import { useSyncExternalStore } from 'react'

/**
 * The connection as spec 001 §4 "Network" names it: online, offline, or slow (the browser reports a
 * 2g or slow-2g effective type). A store any component reads with `useNetworkStatus`; the listeners
 * that feed it start after first paint (shell-monitors.ts), so until then, and on the server, it says
 * online.
 */
export const networkStates = ['online', 'offline', 'slow'] as const
export type NetworkState = (typeof networkStates)[number]

const slowEffectiveTypes = new Set(['slow-2g', '2g'])

/** The state for what the browser reports; effectiveType is absent where the Network Information API is. */
export function readNetworkState(isOnline: boolean, effectiveType: string | undefined): NetworkState {
  if (!isOnline) return 'offline'
  return effectiveType !== undefined && slowEffectiveTypes.has(effectiveType) ? 'slow' : 'online'
}

/**
 * The toast a change calls for (spec 001 §8 "Other shell messages", §4): a slow connection is noted,
 * and coming back from offline says the connection is restored. Going offline has no toast: the
 * offline banner (offline-banner.tsx) already says it, and for as long as it lasts, so the same words
 * never show twice (issue 18). Slow to online says nothing: the reader was never cut off.
 */
export type NetworkNotice = 'slow' | 'restored'
export function noticeForChange(previous: NetworkState, next: NetworkState): NetworkNotice | null {
  if (previous === next || next === 'offline') return null
  if (next === 'slow') return previous === 'offline' ? 'restored' : 'slow'
  return previous === 'offline' ? 'restored' : null
}

let state: NetworkState = 'online'
const listeners = new Set<() => void>()

export function readNetworkStatus(): NetworkState {
  return state
}

/** Sets the state; returns the previous one. */
export function setNetworkStatus(next: NetworkState): NetworkState {
  const previous = state
  if (previous === next) return previous
  state = next
  for (const listener of listeners) listener()
  return previous
}

export function subscribeToNetworkStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNetworkStatus(): NetworkState {
  return useSyncExternalStore(subscribeToNetworkStatus, readNetworkStatus, () => 'online')
}
