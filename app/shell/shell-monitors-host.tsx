import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorDashboardOpen } from './error-dashboard-store.ts'
import { listenForGlobalErrors } from './global-errors.ts'

const ErrorDashboard = lazy(() => import('./error-dashboard.tsx'))

/** After first paint: an idle moment where the browser has one, else the next task. */
function afterFirstPaint(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 1)
  return () => clearTimeout(handle)
}

/**
 * Mounts the shell's watchers once the page has hydrated: the window error listeners at once (a
 * failure must not go unseen), the network, health and shortcut watchers after first paint, and the
 * error dashboard only when Ctrl+Shift+E opens it. Nothing here renders until then.
 */
export function ShellMonitorsHost() {
  const { i18n } = useTranslation()
  const isDashboardOpen = useErrorDashboardOpen()

  useEffect(() => listenForGlobalErrors(), [])

  useEffect(() => {
    let stop: (() => void) | undefined
    let isCancelled = false
    const cancelWait = afterFirstPaint(() => {
      void import('./shell-monitors.ts').then(({ startShellMonitors }) => {
        if (!isCancelled) stop = startShellMonitors(i18n)
      })
    })
    return () => {
      isCancelled = true
      cancelWait()
      stop?.()
    }
  }, [i18n])

  if (!isDashboardOpen) return null
  return (
    <Suspense fallback={null}>
      <ErrorDashboard />
    </Suspense>
  )
}
