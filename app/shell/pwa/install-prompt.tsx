import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { useIsBottomPanelTaken } from '#app/lib/bottom-panel.ts'
import { readInstallOffer, subscribeInstallOffer } from './install-event.ts'
import { isInstallPromptDismissed } from './install-prompt-dismissal.ts'

/** Spec 001 §4 / §9: the install prompt shows 5 s after it becomes available. */
export const INSTALL_PROMPT_DELAY_MS = 5000

const InstallPromptPanel = lazy(() => import('./install-prompt-panel.tsx'))

/**
 * Where the install prompt appears (root.tsx). This part is tiny; the panel loads only when the
 * browser offers installation, 5 s after the offer, unless the reader dismissed it before.
 */
export function InstallPrompt() {
  const offer = useSyncExternalStore(subscribeInstallOffer, readInstallOffer, () => null)
  const [dueOffer, setDueOffer] = useState<typeof offer>(null)
  // The consent banner comes first; the offer shows once it is answered.
  const isBottomTaken = useIsBottomPanelTaken()

  useEffect(() => {
    if (!offer || isInstallPromptDismissed()) return
    const timer = window.setTimeout(() => setDueOffer(offer), Math.max(0, offer.availableAt + INSTALL_PROMPT_DELAY_MS - Date.now()))
    return () => window.clearTimeout(timer)
  }, [offer])

  if (!offer || dueOffer !== offer || isBottomTaken) return null
  return (
    <Suspense fallback={null}>
      <InstallPromptPanel offer={offer} />
    </Suspense>
  )
}
