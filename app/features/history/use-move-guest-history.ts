import { useEffect } from 'react'
import { useSessionUser } from '#app/features/auth/index.ts'
import { GUEST_HISTORY_KEY } from './guest-history-key.ts'

function hasGuestHistory(): boolean {
  try {
    return localStorage.getItem(GUEST_HISTORY_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Moves the views made before sign-in to the account once the person is signed in (spec 001 §4
 * "Guest history is migrated to the account after sign-in, then removed locally"), wherever sign-in
 * brought them, then calls `onMoved`. The page carries only the check; the moving loads when there is
 * something to move. A failed move keeps the views for the next page.
 */
export function useMoveGuestHistory(onMoved?: () => void): void {
  const { isSignedIn } = useSessionUser()
  useEffect(() => {
    if (!isSignedIn || !hasGuestHistory()) return
    let isCurrent = true
    void import('./move-guest-history.ts')
      .then((module) => module.moveGuestHistory())
      .then((moved) => {
        if (moved && isCurrent) onMoved?.()
      })
      .catch(() => undefined)
    return () => {
      isCurrent = false
    }
  }, [isSignedIn, onMoved])
}
