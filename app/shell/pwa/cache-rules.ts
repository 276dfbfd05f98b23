/**
 * What the service worker (sw.ts) keeps for offline reading, as pure functions the worker and the
 * tests share (docs/decisions/028-service-worker.md). Pages and React Router's `.data` requests are
 * cached network-first; fingerprinted assets cache-first; nothing else.
 */

/** Cache Storage names. Pages and data may be personal: sign-out deletes them (personal-caches.ts). */
export const PAGE_CACHE = 'jy-pages'
export const DATA_CACHE = 'jy-data'
export const ASSET_CACHE = 'jy-assets'
export const PERSONAL_CACHES = [PAGE_CACHE, DATA_CACHE] as const

/** The precached page a navigation falls back to when the network fails and the page was never visited. */
export const OFFLINE_PAGE_URL = '/offline.html'

/** A navigation waits this long for the network before it answers from the cache. */
export const NETWORK_TIMEOUT_SECONDS = 3

/** How many visited pages (and as many `.data` answers) are kept, and for how long. */
export const MAX_CACHED_PAGES = 60
export const MAX_PAGE_AGE_SECONDS = 7 * 24 * 60 * 60
export const MAX_CACHED_ASSETS = 200
export const MAX_ASSET_AGE_SECONDS = 30 * 24 * 60 * 60

/** React Router's single-fetch suffix: /jobs.data?… carries the loader data of /jobs. */
const DATA_SUFFIX = '.data'

/**
 * Paths never kept: the API (writes, sessions, health), sign-in and its callbacks, the staff area,
 * development pages and the local stand-ins of outside services. Matched as a whole segment.
 */
const NEVER_CACHED_PREFIXES = ['/api', '/auth', '/admin', '/dev', '/__local'] as const

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** The page path a `.data` request reads (/jobs.data -> /jobs, /_root.data -> /), or the path itself. */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(DATA_SUFFIX)) return pathname
  const page = pathname.slice(0, -DATA_SUFFIX.length)
  return page === '/_root' ? '/' : page
}

export function isDataRequestPath(pathname: string): boolean {
  return pathname.endsWith(DATA_SUFFIX)
}

/** Whether a page (or its `.data`) at this path may be kept for offline reading. */
export function isCacheablePagePath(pathname: string): boolean {
  const page = pagePathOf(pathname)
  return !NEVER_CACHED_PREFIXES.some((prefix) => startsWithSegment(page, prefix))
}

/** Vite's fingerprinted build output: a name never changes its content. */
export function isFingerprintedAssetPath(pathname: string): boolean {
  return pathname.startsWith('/assets/')
}

/**
 * Whether a response may go into a cache: a full 200 that does not forbid storing. A service worker
 * cannot read Set-Cookie (a forbidden response header), so responses that set cookies are kept out
 * by path (NEVER_CACHED_PREFIXES) and by `Cache-Control: no-store`, which a page that sets a cookie
 * must send. A page rendered for a signed-in reader says `private, no-store` so that no HTTP cache
 * keeps it (decision 034); the worker keeps it all the same, because it goes into the personal caches
 * that sign-out deletes (personal-caches.ts), so the reader's own pages still reload offline.
 */
export function isStorableResponse(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim())
  return !directives.includes('no-store') || directives.includes('private')
}

/** How the worker treats a same-origin GET: the strategy, or undefined for the network as usual. */
export const CACHE_RULES = ['page', 'data', 'asset', 'network-page'] as const
export type CacheRule = (typeof CACHE_RULES)[number]

export function cacheRuleFor(request: { url: URL; mode: string; method: string }, origin: string): CacheRule | undefined {
  if (request.method !== 'GET' || request.url.origin !== origin) return undefined
  const { pathname } = request.url
  if (request.mode === 'navigate') return isCacheablePagePath(pathname) ? 'page' : 'network-page'
  if (isDataRequestPath(pathname)) return isCacheablePagePath(pathname) ? 'data' : undefined
  if (isFingerprintedAssetPath(pathname)) return 'asset'
  return undefined
}
