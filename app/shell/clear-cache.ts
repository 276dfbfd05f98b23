import { LANGUAGE_STORAGE_KEY } from '#app/i18n/languages.ts'
import { THEME_STORAGE_KEY } from './theme.ts'

/** Preferences survive a cache clear: they cannot break the app, and losing them would annoy. */
const keptLocalKeys = new Set([THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY])

/**
 * "Clear Cache & Reload" of the Application Error panel: drops Cache Storage, service workers and
 * stored data that may hold what broke the page, then loads the page afresh. Each step is allowed
 * to fail; the reload always happens.
 */
export async function clearCachesAndReload(): Promise<void> {
  try {
    if ('caches' in window) {
      const keys = await window.caches.keys()
      await Promise.all(keys.map((key) => window.caches.delete(key)))
    }
  } catch {
    // Cache Storage unavailable (insecure origin, private mode): nothing to clear.
  }
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? []
    await Promise.all(registrations.map((registration) => registration.unregister()))
  } catch {
    // No service worker support.
  }
  try {
    window.sessionStorage.clear()
    for (const key of Object.keys(window.localStorage)) {
      if (!keptLocalKeys.has(key)) window.localStorage.removeItem(key)
    }
  } catch {
    // Storage blocked.
  }
  window.location.reload()
}
