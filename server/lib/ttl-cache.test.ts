import { describe, expect, it } from 'vitest'
import { createTtlCache } from './ttl-cache.ts'

describe('createTtlCache getOrLoad', () => {
  it('loads once for callers that miss at the same time, then answers from the cache until the entry expires', async () => {
    let clock = 0
    const cache = createTtlCache<string, number | null>({ maxEntries: 10, ttlMs: 1000, now: () => clock })
    let loads = 0
    const load = async () => {
      loads += 1
      return null
    }
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([null, null])
    expect(await cache.getOrLoad('a', load)).toBeNull()
    expect(loads).toBe(1)
    clock = 1000
    await cache.getOrLoad('a', load)
    expect(loads).toBe(2)
  })

  it('keeps no failed load: the next caller loads again', async () => {
    const cache = createTtlCache<string, number>({ maxEntries: 10, ttlMs: 1000 })
    await expect(cache.getOrLoad('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.getOrLoad('a', async () => 7)).toBe(7)
  })
})

describe('createTtlCache get and set', () => {
  it('expires entries and evicts the least recently used', () => {
    let clock = 0
    const cache = createTtlCache<string, number>({ maxEntries: 2, ttlMs: 100, now: () => clock })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    clock = 150
    expect(cache.get('a')).toBeUndefined()
    const off = createTtlCache<string, number>({ maxEntries: 2, ttlMs: 0 })
    off.set('a', 1)
    expect(off.get('a')).toBeUndefined()
  })
})
