import { reportClientError } from '#app/lib/client-errors.ts'
import { hasClearCacheFlag } from './clear-cache-flag.ts'
import { captureInstallOffer } from './install-event.ts'
import { whenIdle } from '#app/lib/when-idle.ts'

/** After the page has loaded and the browser is idle: the worker never competes with the first paint. */
function whenIdleAfterLoad(task: () => void): void {
  const schedule = () => void whenIdle(task, 5000)
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
}

/**
 * The app-shell side of the PWA, started by entry.client.tsx: keeps the install offer, answers the
 * 'clear_cache' flag, and registers the service worker after load (production builds only: the
 * development server has no /sw.js). Everything but this file loads on demand.
 */
export function startPwa(): void {
  captureInstallOffer()
  if (hasClearCacheFlag(window.location.search)) {
    void import('../clear-cache.ts').then((module) => module.clearCachesForFlag())
    return
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  whenIdleAfterLoad(() => {
    import('./register.ts')
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => reportClientError('service-worker', error))
  })
}
