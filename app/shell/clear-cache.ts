import { LANGUAGE_STORAGE_KEY } from '#app/i18n/languages.ts'
import { CLEAR_CACHE_RELOAD_DELAY_MS, withoutClearCacheFlag } from './pwa/clear-cache-flag.ts'
import { THEME_STORAGE_KEY } from './theme.ts'

/** Preferences survive a cache clear: they cannot break the app, and losing them would annoy. */
const keptLocalKeys = new Set([THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY])

/**
 * Drops Cache Storage, service workers and stored data that may hold what broke the page. IndexedDB
 * is left alone: it holds the actions taken offline that are still waiting to reach the server
 * (DESIGN.md "Nothing lost"). Each step is allowed to fail.
 */
export async function clearSiteData(): Promise<void> {
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
}

/** "Clear Cache & Reload" of the Application Error panel: clears, then loads the page afresh. */
export async function clearCachesAndReload(): Promise<void> {
  await clearSiteData()
  window.location.reload()
}

/** The 'clear_cache' query flag (spec 000 §9): clears, then after 1 s reloads the address without the flag. */
export async function clearCachesForFlag(): Promise<void> {
  await clearSiteData()
  window.setTimeout(() => window.location.replace(withoutClearCacheFlag(window.location.href)), CLEAR_CACHE_RELOAD_DELAY_MS)
}
