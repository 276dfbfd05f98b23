import { Clock } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useLocation, useRouteLoaderData } from 'react-router'
import { buttonClasses } from '#app/ui/button.tsx'
import { signInPath } from '#app/features/auth/return-to.ts'
import { readIsSessionExpired } from '#app/features/auth/session-expired.ts'
import { useSessionChange } from '#app/features/auth/use-session-change.ts'

/**
 * 'Session Expired' (spec 000 §8) when the browser still holds a session the server has ended:
 * Sign In (back to this page afterwards) or Continue as Guest, which clears the stale cookie and
 * stays. A banner rather than a modal dialog: the page behind it works as a guest's.
 */
export function SessionExpiredNotice() {
  const { t } = useTranslation('auth')
  const isExpired = readIsSessionExpired(useRouteLoaderData('root'))
  const location = useLocation()
  const { refresh } = useSessionChange()
  const [isClearing, setIsClearing] = useState(false)
  if (!isExpired || location.pathname.startsWith('/auth')) return null

  const continueAsGuest = async () => {
    setIsClearing(true)
    // A failure leaves only a cookie the server already refuses; the page is a guest's either way. The
    // sign-in calls load with this tap, not with every page.
    await import('#app/features/auth/auth-api.ts').then(({ signOut }) => signOut()).catch(() => undefined)
    await refresh()
    setIsClearing(false)
  }

  return (
    <section
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-text"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 shadow-lg dark:border-amber-900 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="flex items-start gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex-1">
          <h2 id="session-expired-title" className="font-semibold">
            {t('session.expiredTitle')}
          </h2>
          <p id="session-expired-text" className="mt-0.5 text-sm">
            {t('session.expiredText')}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to={signInPath(`${location.pathname}${location.search}`)} className={buttonClasses({ size: 'sm' })}>
              {t('session.signIn')}
            </Link>
            <button
              type="button"
              onClick={() => void continueAsGuest()}
              disabled={isClearing}
              className={buttonClasses({ size: 'sm', variant: 'ghost' })}
            >
              {t('session.continueAsGuest')}
            </button>
          </div>
        </div>
      </div>
    </section>
  )
}
