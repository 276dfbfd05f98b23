import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useErrorDashboardOpen } from './error-dashboard-store.ts'
import { listenForGlobalErrors } from './global-errors.ts'
import { whenIdle } from '#app/lib/when-idle.ts'

const ErrorDashboard = lazy(() => import('./error-dashboard.tsx'))

/**
 * Loads the shell's watchers; a load that fails (the network went away before the chunk arrived, on a
 * first visit the service worker has not cached yet) is tried again when the browser is back online,
 * instead of surfacing as an unhandled rejection that would replace the page with the error panel.
 */
export function loadShellMonitors(
  start: (module: typeof import('./shell-monitors.ts')) => void,
  load: () => Promise<typeof import('./shell-monitors.ts')> = () => import('./shell-monitors.ts'),
  target: Window = window,
): () => void {
  let isCancelled = false
  const retry = () => attempt()
  function attempt() {
    load().then(
      (module) => {
        if (!isCancelled) start(module)
      },
      () => {
        if (!isCancelled) target.addEventListener('online', retry, { once: true })
      },
    )
  }
  attempt()
  return () => {
    isCancelled = true
    target.removeEventListener('online', retry)
  }
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
    let cancelLoad: (() => void) | undefined
    const cancelWait = whenIdle(() => {
      cancelLoad = loadShellMonitors(({ startShellMonitors }) => {
        stop = startShellMonitors(i18n)
      })
    }, 2000)
    return () => {
      cancelWait()
      cancelLoad?.()
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
