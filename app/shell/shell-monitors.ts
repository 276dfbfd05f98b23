import type { I18n } from '#app/i18n/setup.ts'
import { recordServiceState } from '#app/lib/error-monitor.ts'
import { showToast } from '#app/ui/toast-store.ts'
import { toggleErrorDashboard } from './error-dashboard-store.ts'
import { createHealthPoller } from './health-poller.ts'
import { noticeForChange, readNetworkState, setNetworkStatus } from './network-status.ts'
import { healthNoticeForChange, setServiceState } from './service-health.ts'

/**
 * The shell's watchers, loaded after first paint (root.tsx): the network state and its toasts (none for going offline: the banner says it), the
 * health poll and its toasts, and the Ctrl+Shift+E shortcut of the error dashboard. Returns the
 * function that stops them all.
 */
export function startShellMonitors(i18n: I18n): () => void {
  const stops = [watchNetwork(i18n), pollHealth(i18n), listenForDashboardShortcut()]
  return () => {
    for (const stop of stops) stop()
  }
}

type NetworkInformation = EventTarget & { effectiveType?: string }

function connectionOf(nav: Navigator): NetworkInformation | undefined {
  return 'connection' in nav && nav.connection instanceof EventTarget ? nav.connection : undefined
}

function watchNetwork(i18n: I18n): () => void {
  const connection = connectionOf(navigator)
  const update = () => {
    const next = readNetworkState(navigator.onLine, connection?.effectiveType)
    const previous = setNetworkStatus(next)
    const notice = noticeForChange(previous, next)
    if (notice === 'slow') {
      showToast({ title: i18n.t('shell:network.slow'), description: i18n.t('shell:network.slowText'), type: 'info' })
    } else if (notice === 'restored') {
      showToast({ title: i18n.t('shell:network.restored'), description: i18n.t('shell:network.restoredText'), type: 'success' })
    }
  }
  update()
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  connection?.addEventListener('change', update)
  return () => {
    window.removeEventListener('online', update)
    window.removeEventListener('offline', update)
    connection?.removeEventListener('change', update)
  }
}

function pollHealth(i18n: I18n): () => void {
  const poller = createHealthPoller({
    origin: window.location.origin,
    onResult(service, state) {
      recordServiceState(service, state)
      const notice = healthNoticeForChange(setServiceState(service, state), state)
      if (notice === null) return
      const name = i18n.t(`shell:health.services.${service}`)
      showToast({
        title: i18n.t(`shell:health.${notice}`, { service: name }),
        description: i18n.t(`shell:health.${notice}Text`, { service: name }),
        type: notice === 'restored' ? 'success' : notice === 'degraded' ? 'warning' : 'error',
        severity: notice === 'unavailable' ? 'high' : 'medium',
      })
    },
  })
  // A hidden tab does not poll (nobody reads its toasts); it probes at once when shown again.
  const onVisibility = () => (document.hidden ? poller.pause() : void poller.resume())
  document.addEventListener('visibilitychange', onVisibility)
  if (!document.hidden) void poller.resume()
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    poller.stop()
  }
}

/** Ctrl+Shift+E toggles the dashboard; Ctrl+Shift+D is taken (the browser's bookmark-all) and shows nothing (spec 001 §2). */
function listenForDashboardShortcut(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!event.ctrlKey || !event.shiftKey || event.altKey || event.metaKey) return
    const key = event.key.toLowerCase()
    if (key === 'e') {
      event.preventDefault()
      toggleErrorDashboard()
    } else if (key === 'd') {
      event.preventDefault()
    }
  }
  window.addEventListener('keydown', onKey)
  return () => window.removeEventListener('keydown', onKey)
}
