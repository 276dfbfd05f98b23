/// <reference lib="webworker" />
/**
 * The service worker served at /sw.js (spec 001 §4 "Service worker"), bundled and given its precache
 * list by scripts/build-service-worker.ts. It keeps the app shell (precached), the pages and
 * `.data` answers a reader visited (network first, 3 s) and the fingerprinted assets (cache first),
 * and answers a navigation it cannot serve with the offline page. Rules: cache-rules.ts.
 */
import { ExpirationPlugin } from 'workbox-expiration'
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import {
  ASSET_CACHE,
  CACHE_RULES,
  cacheRuleFor,
  DATA_CACHE,
  isStorableResponse,
  MAX_ASSET_AGE_SECONDS,
  MAX_CACHED_ASSETS,
  MAX_CACHED_PAGES,
  MAX_PAGE_AGE_SECONDS,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PAGE_URL,
  PAGE_CACHE,
  type CacheRule,
} from './cache-rules.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

// A new worker takes over at once: the precache holds only fingerprinted files and the offline
// page, so an open page keeps working with either version.
void self.skipWaiting()
clientsClaim()

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorableResponse(response.status, response.headers.get('cache-control')) ? response : null),
}

function visitedCache(cacheName: string): NetworkFirst {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [storableOnly, new ExpirationPlugin({ maxEntries: MAX_CACHED_PAGES, maxAgeSeconds: MAX_PAGE_AGE_SECONDS })],
  })
}

const strategies: Record<CacheRule, NetworkFirst | CacheFirst | NetworkOnly> = {
  page: visitedCache(PAGE_CACHE),
  data: visitedCache(DATA_CACHE),
  asset: new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [storableOnly, new ExpirationPlugin({ maxEntries: MAX_CACHED_ASSETS, maxAgeSeconds: MAX_ASSET_AGE_SECONDS })],
  }),
  'network-page': new NetworkOnly(),
}

for (const rule of CACHE_RULES) {
  registerRoute(
    ({ request, url }) => cacheRuleFor({ url, mode: request.mode, method: request.method }, self.location.origin) === rule,
    strategies[rule],
  )
}

// A navigation that neither the network nor the cache can answer shows the offline page instead of
// the browser's error page; anything else fails as it would without a worker.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offlinePage = await matchPrecache(OFFLINE_PAGE_URL)
    if (offlinePage) return offlinePage
  }
  return Response.error()
})
