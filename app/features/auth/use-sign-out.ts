import { useCallback, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useLocation } from 'react-router'
import { clearApiCache } from '#app/lib/api-client.ts'
import { clearPersonalCaches } from '#app/shell/pwa/personal-caches.ts'
import { showToast } from '#app/ui/toast.tsx'
import { useSessionChange } from './use-session-change.ts'

/** Spec 000 §4: signing out on these pages goes to /; elsewhere the page stays. */
export const SIGN_OUT_TO_HOME_PATHS = ['/dashboard', '/settings', '/resume-builder', '/job-recommendations'] as const

export function isSignOutToHomePath(pathname: string): boolean {
  return SIGN_OUT_TO_HOME_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))
}

/**
 * Sign out: the server ends the session and clears the cookie; then the page goes home or stays and
 * reloads its data. If the call fails the person is shown as signed out anyway, with spec 000 §8's
 * low-severity notice 'Sign out completed, but there was a minor issue.'.
 */
export function useSignOut() {
  const { t } = useTranslation('shell')
  const { pathname } = useLocation()
  const { goTo, refresh } = useSessionChange()
  const [isSigningOut, setIsSigningOut] = useState(false)

  const run = useCallback(async () => {
    setIsSigningOut(true)
    try {
      // The sign-in calls load with the first sign-out, not with every page that shows the menu.
      const { signOut } = await import('./auth-api.ts')
      await signOut()
    } catch {
      showToast({ title: t('userMenu.signOutIssue') })
    }
    // Pages kept for offline reading and API answers kept as a fallback may be personal (DESIGN.md
    // "browser storage cleared at sign-out").
    clearApiCache()
    await clearPersonalCaches()
    try {
      if (isSignOutToHomePath(pathname)) await goTo('/')
      else await refresh()
    } finally {
      setIsSigningOut(false)
    }
  }, [goTo, refresh, pathname, t])

  return { signOut: run, isSigningOut }
}
