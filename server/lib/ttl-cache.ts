/**
 * A small in-process cache with a time to live and a size bound (least recently used goes first).
 * Services keep derived lookups in it (the jobs service: word corrections, resolved places, company
 * figures), never data a user must see fresh.
 */
export interface TtlCache<Key, Value> {
  get(key: Key): Value | undefined
  set(key: Key, value: Value): void
  /**
   * The cached value, or `load()`'s, which is then cached. Callers that miss at the same time share one
   * load, so an expired entry is loaded once, not once per request; a failed load is not cached.
   */
  getOrLoad(key: Key, load: () => Promise<Value>): Promise<Value>
  clear(): void
  readonly size: number
}

export function createTtlCache<Key, Value>(options: { maxEntries: number; ttlMs: number; now?: () => number }): TtlCache<Key, Value> {
  const now = options.now ?? Date.now
  const entries = new Map<Key, { value: Value; expiresAt: number }>()
  const loading = new Map<Key, Promise<Value>>()

  function readEntry(key: Key): { value: Value } | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    // Re-insert so Map order tracks recency of use.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  const cache: TtlCache<Key, Value> = {
    get(key) {
      return readEntry(key)?.value
    },
    getOrLoad(key, load) {
      const entry = readEntry(key)
      if (entry) return Promise.resolve(entry.value)
      const pending = loading.get(key)
      if (pending) return pending
      const started = load().then(
        (value) => {
          loading.delete(key)
          cache.set(key, value)
          return value
        },
        (error: unknown) => {
          loading.delete(key)
          throw error
        },
      )
      loading.set(key, started)
      return started
    },
    set(key, value) {
      if (options.ttlMs <= 0) return
      entries.delete(key)
      entries.set(key, { value, expiresAt: now() + options.ttlMs })
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        entries.delete(oldest.value)
      }
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
  return cache
}
