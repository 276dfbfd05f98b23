import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useLocation } from 'react-router'
import type { ConsentChoices, ConsentRecord } from '#core/analytics/consent.ts'
import { ConsentBanner } from './consent-banner.tsx'
import { OPEN_CONSENT_EVENT } from './consent-events.ts'
import { readStoredConsent, storeConsent } from './consent-storage.ts'
import { recordOnServer } from './record-consent-later.ts'
import { forgetAnonymousId, startTracker, type Tracker } from './tracker.ts'

/**
 * The consent banner and the tracker it governs (spec 001 §4, §7): until the reader chooses, nothing
 * but necessary runs — no tracker, no random id, no attribution; with analytics consent the tracker
 * starts, and withdrawing it stops the tracker and forgets the random id. Loaded on idle
 * (deferred-analytics.tsx), which renders the banner's first view in the server's HTML until then.
 */
export default function AnalyticsConsent({
  isOpenRequested,
  isCustomiseRequested,
  isSignedIn,
}: {
  isOpenRequested: boolean
  /** Customise was pressed on the server-rendered banner: open at the categories. */
  isCustomiseRequested: boolean
  isSignedIn: boolean
}) {
  const { t } = useTranslation('shell')
  const location = useLocation()
  const [record, setRecord] = useState<ConsentRecord | null>(() => readStoredConsent())
  const [isReopened, setIsReopened] = useState(isOpenRequested)
  const tracker = useRef<Tracker | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const headingId = useId()

  const isAnalyticsAllowed = record?.consent.analytics === true

  useEffect(() => {
    if (!isAnalyticsAllowed) return
    const started = startTracker()
    tracker.current = started
    return () => {
      started.stop()
      tracker.current = null
    }
  }, [isAnalyticsAllowed])

  useEffect(() => {
    tracker.current?.pageView(location.pathname)
  }, [location.pathname, isAnalyticsAllowed])

  useEffect(() => {
    const onOpen = () => {
      if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement
      setIsReopened(true)
    }
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, onOpen)
  }, [])

  const choose = (choices: Omit<ConsentChoices, 'necessary'>) => {
    const stored = storeConsent(choices)
    if (!stored.consent.analytics) forgetAnonymousId()
    if (isSignedIn) recordOnServer(stored.consent)
    setRecord(stored)
    setIsReopened(false)
    returnFocus.current?.focus()
    returnFocus.current = null
  }

  if (record !== null && !isReopened) return null
  return (
    <ConsentBanner
      headingId={headingId}
      title={t('consent.title')}
      initial={record?.consent ?? null}
      shouldFocus={isReopened}
      isCustomisingAtFirst={isCustomiseRequested}
      onChoose={choose}
    />
  )
}
