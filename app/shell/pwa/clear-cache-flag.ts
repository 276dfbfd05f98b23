/** Spec 000 §9 / 001 §4: the 'clear_cache' query flag clears caches, workers and storage and reloads after 1 s. */
export const CLEAR_CACHE_FLAG = 'clear_cache'
export const CLEAR_CACHE_RELOAD_DELAY_MS = 1000

export function hasClearCacheFlag(search: string): boolean {
  return new URLSearchParams(search).has(CLEAR_CACHE_FLAG)
}

/** The address to reload: the same one without the flag, or the page would clear itself forever. */
export function withoutClearCacheFlag(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(CLEAR_CACHE_FLAG)
  return url.href
}
