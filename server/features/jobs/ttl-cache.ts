/**
 * A small in-process cache with a time to live and a size bound (least recently used goes first).
 * The jobs service keeps derived lookups in it (word corrections, resolved places, company figures),
 * never search results.
 */
export interface TtlCache<Key, Value> {
  get(key: Key): Value | undefined
  set(key: Key, value: Value): void
  clear(): void
  readonly size: number
}

export function createTtlCache<Key, Value>(options: { maxEntries: number; ttlMs: number; now?: () => number }): TtlCache<Key, Value> {
  const now = options.now ?? Date.now
  const entries = new Map<Key, { value: Value; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      // Re-insert so Map order tracks recency of use.
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
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
}
