import { reportClientError } from '#app/lib/client-errors.ts'
import { PERSONAL_CACHES } from './cache-rules.ts'

/**
 * Drops the pages and page data the service worker kept (DESIGN.md "browser storage cleared at
 * sign-out"): they may show the signed-out person's settings or applications. The app shell stays.
 */
export async function clearPersonalCaches(): Promise<void> {
  if (!('caches' in window)) return
  try {
    await Promise.all(PERSONAL_CACHES.map((name) => window.caches.delete(name)))
  } catch (error) {
    reportClientError('service-worker', error)
  }
}
