import { lazy, Suspense, useEffect, useState } from 'react'
import { OPEN_CONSENT_EVENT } from './consent-events.ts'

const AnalyticsConsent = lazy(() => import('./analytics-consent.tsx'))

/** Spec 001 §9 budgets: the banner and tracker load after the first paint, when the browser is idle. */
const IDLE_TIMEOUT_MS = 3_000

/**
 * Mounts the consent banner and the tracker once the page is idle (or at once when the reader asks
 * for cookie preferences first), so neither adds to the landing page's initial JavaScript.
 */
export function DeferredAnalytics({ isSignedIn }: { isSignedIn: boolean }) {
  const [isWanted, setIsWanted] = useState(false)
  const [isOpenRequested, setIsOpenRequested] = useState(false)

  useEffect(() => {
    const onOpen = () => {
      setIsOpenRequested(true)
      setIsWanted(true)
    }
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen)
    const load = () => setIsWanted(true)
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS })
      return () => {
        window.cancelIdleCallback(handle)
        window.removeEventListener(OPEN_CONSENT_EVENT, onOpen)
      }
    }
    // Safari has no requestIdleCallback: a timer still lets the first paint go first.
    const handle = globalThis.setTimeout(load, IDLE_TIMEOUT_MS / 3)
    return () => {
      globalThis.clearTimeout(handle)
      window.removeEventListener(OPEN_CONSENT_EVENT, onOpen)
    }
  }, [])

  if (!isWanted) return null
  return (
    <Suspense fallback={null}>
      <AnalyticsConsent isOpenRequested={isOpenRequested} isSignedIn={isSignedIn} />
    </Suspense>
  )
}
