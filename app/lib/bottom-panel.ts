import { useEffect, useSyncExternalStore } from 'react'

/**
 * The bottom of a phone's screen, above the bottom navigation, holds one panel at a time: the consent
 * banner (a choice the law asks for) claims it while it shows, and the install prompt waits until it is
 * free rather than stacking over the banner's buttons.
 */
const claims = new Set<string>()
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function isTaken(): boolean {
  return claims.size > 0
}

/** Claims the bottom panel for as long as the calling component is mounted. */
export function useClaimBottomPanel(id: string): void {
  useEffect(() => {
    claims.add(id)
    notify()
    return () => {
      claims.delete(id)
      notify()
    }
  }, [id])
}

/** Whether another panel holds the bottom of the screen now. */
export function useIsBottomPanelTaken(): boolean {
  return useSyncExternalStore(subscribe, isTaken, () => false)
}
