import { describe, expect, it } from 'vitest'
import { hasClearCacheFlag, withoutClearCacheFlag } from './clear-cache-flag.ts'

describe('clear_cache flag', () => {
  it('is present with or without a value, and only under its own name', () => {
    expect(hasClearCacheFlag('?clear_cache')).toBe(true)
    expect(hasClearCacheFlag('?q=nurse&clear_cache=1')).toBe(true)
    expect(hasClearCacheFlag('?q=clear_cache')).toBe(false)
    expect(hasClearCacheFlag('')).toBe(false)
  })

  it('reloads to the same address without the flag, keeping the rest', () => {
    expect(withoutClearCacheFlag('https://jobyatra.in/jobs?q=nurse&clear_cache=1#top')).toBe('https://jobyatra.in/jobs?q=nurse#top')
    expect(withoutClearCacheFlag('https://jobyatra.in/?clear_cache')).toBe('https://jobyatra.in/')
  })
})
