import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { useSessionUser } from '#app/features/auth/index.ts'
import { loadApplyFlow } from './load-apply-flow.ts'
import { PENDING_APPLICATION_KEY } from './pending-key.ts'

function hasPendingApplication(): boolean {
  try {
    return localStorage.getItem(PENDING_APPLICATION_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Sends a signed-out Apply once the person has signed in (spec 001 §4), wherever sign-in brought them
 * (the same page after the modal, the return path after /auth, /dashboard after a verification link),
 * then takes them back to the page Apply was pressed on. The page carries only the check; the sending
 * loads when something is pending.
 */
export function useSendPendingApplication(): void {
  const { isSignedIn } = useSessionUser()
  const { i18n } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
  useEffect(() => {
    if (!isSignedIn || !hasPendingApplication()) return
    void loadApplyFlow()
      .then((flow) => flow.sendPendingApplication(i18n))
      .then((sent) => {
        if (sent && sent.returnTo !== here) void navigate(sent.returnTo)
      })
      .catch(() => undefined)
  }, [isSignedIn, i18n, navigate, here])
}
