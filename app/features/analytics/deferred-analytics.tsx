import { lazy, Suspense, useEffect, useId, useState } from 'react'
import {
  CONSENT_CHOSEN_EVENT,
  CONSENT_CUSTOMISE_EVENT,
  ConsentBannerShell,
  CUSTOMISE_REQUESTED_ATTRIBUTE,
} from './consent-banner-shell.tsx'
import { OPEN_CONSENT_EVENT } from './consent-events.ts'
import { readStoredConsent } from './consent-storage.ts'
import { recordOnServer } from './record-consent-later.ts'
import { whenIdle } from '#app/lib/when-idle.ts'

const AnalyticsConsent = lazy(() => import('./analytics-consent.tsx'))

/** Spec 001 §9 budgets: the banner's logic and the tracker load after the first paint, when the browser is idle. */
const IDLE_TIMEOUT_MS = 3_000

/**
 * The consent banner and the tracker. With no choice stored (the server saw no consent cookie) the
 * banner is in the first HTML (ConsentBannerShell, decision 032) and works before hydration; the
 * interactive banner with its Customise view loads when Customise or cookie preferences are asked
 * for, and the tracker once a choice exists and the page is idle, so none of them adds to the
 * initial JavaScript. A signed-in reader's choice made on the server-rendered banner is recorded on
 * the server here.
 */
export function DeferredAnalytics({ isSignedIn, isChoiceStored }: { isSignedIn: boolean; isChoiceStored: boolean }) {
  const [isWanted, setIsWanted] = useState(false)
  const [isOpenRequested, setIsOpenRequested] = useState(false)
  const [isCustomiseRequested, setIsCustomiseRequested] = useState(false)
  const [isShellShown, setIsShellShown] = useState(!isChoiceStored)
  const headingId = useId()

  useEffect(() => {
    const onChosen = () => {
      setIsShellShown(false)
      const chosen = isSignedIn ? readStoredConsent() : null
      if (chosen) recordOnServer(chosen.consent)
    }
    const onCustomise = () => {
      setIsCustomiseRequested(true)
      setIsWanted(true)
    }
    // Customise pressed before hydration: the inline script marked the banner.
    if (document.querySelector(`[${CUSTOMISE_REQUESTED_ATTRIBUTE}]`)) onCustomise()
    const onOpen = () => {
      setIsOpenRequested(true)
      setIsWanted(true)
    }
    window.addEventListener(CONSENT_CHOSEN_EVENT, onChosen)
    window.addEventListener(CONSENT_CUSTOMISE_EVENT, onCustomise)
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen)
    const load = () => setIsWanted(true)
    const stopListening = () => {
      window.removeEventListener(CONSENT_CHOSEN_EVENT, onChosen)
      window.removeEventListener(CONSENT_CUSTOMISE_EVENT, onCustomise)
      window.removeEventListener(OPEN_CONSENT_EVENT, onOpen)
    }
    const cancelLoad = whenIdle(load, IDLE_TIMEOUT_MS)
    return () => {
      cancelLoad()
      stopListening()
    }
  }, [isSignedIn])

  const shell = isShellShown ? <ConsentBannerShell headingId={headingId} /> : null
  // While the server-rendered banner waits for a choice, the interactive one loads only when asked
  // for (Customise, or cookie preferences): swapping it in on idle would take the reader's focus.
  const isLoaded = isWanted && (!isShellShown || isCustomiseRequested || isOpenRequested)
  if (!isLoaded) return shell
  return (
    <Suspense fallback={shell}>
      <AnalyticsConsent isOpenRequested={isOpenRequested} isCustomiseRequested={isCustomiseRequested} isSignedIn={isSignedIn} />
    </Suspense>
  )
}
