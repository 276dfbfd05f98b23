import { reportClientError } from '#app/lib/client-errors.ts'

/** Spec 001 §4: the worker at /sw.js is checked for an update every 6 hours. */
export const SERVICE_WORKER_URL = '/sw.js'
export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000

/**
 * Registers the service worker (app/shell/pwa/sw.ts) and checks for a new one every 6 hours; the
 * browser also checks on navigations. Failures go to the error logger, never to the reader: the
 * site works without a worker.
 */
export async function registerServiceWorker(): Promise<void> {
  try {
    // updateViaCache 'none': the update check always asks the server, whatever HTTP caches hold.
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
    window.setInterval(() => {
      if (!navigator.onLine) return
      registration.update().catch((error: unknown) => reportClientError('service-worker', error))
    }, UPDATE_CHECK_INTERVAL_MS)
  } catch (error) {
    reportClientError('service-worker', error)
  }
}
