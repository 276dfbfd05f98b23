import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

/** A chunk that cannot be fetched (offline, or a deploy replaced it) leaves the page without shortcuts, not broken. */
const KeyboardShortcuts = lazy(() =>
  import('./keyboard-shortcuts.tsx').then(
    (module): { default: ComponentType } => ({ default: module.KeyboardShortcuts }),
    (): { default: ComponentType } => ({ default: NoShortcuts }),
  ),
)

function NoShortcuts() {
  return null
}

/** How long to wait for an idle moment before loading anyway (browsers without requestIdleCallback use it as a delay). */
const IDLE_TIMEOUT_MS = 3000

/**
 * Mounts the keyboard shortcuts once the browser is idle after the first paint: their code and the
 * help dialog's are a chunk of their own, not part of any page's initial JavaScript (DESIGN.md "Budgets").
 */
export function DeferredShortcuts() {
  const [isReady, setIsReady] = useState(false)

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIsReady(true), { timeout: IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = window.setTimeout(() => setIsReady(true), IDLE_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [])

  if (!isReady) return null
  return (
    <Suspense fallback={null}>
      <KeyboardShortcuts />
    </Suspense>
  )
}
