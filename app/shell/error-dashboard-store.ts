import { useSyncExternalStore } from 'react'

/** Whether the error-monitoring dashboard is open; Ctrl+Shift+E toggles it (shell-monitors.ts). */
let isOpen = false
const listeners = new Set<() => void>()

export function setErrorDashboardOpen(open: boolean): void {
  if (isOpen === open) return
  isOpen = open
  for (const listener of listeners) listener()
}

export function toggleErrorDashboard(): void {
  setErrorDashboardOpen(!isOpen)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useErrorDashboardOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  )
}
