import { describe, expect, it } from 'vitest'
import { decodeSearchCursor, encodeSearchCursor, MAX_CURSOR_LENGTH } from './search-cursor.ts'

describe('search cursors', () => {
  it('read back what they wrote, ids with dots and non-ASCII letters included', () => {
    for (const cursor of [
      { postedAtMs: 1_795_011_840_000, id: 'government-09' },
      { postedAtMs: 0, id: 'a.b.c' },
      { postedAtMs: 1_700_000_000_123, id: 'नौकरी-1' },
      { postedAtMs: 1_795_011_840_000, id: 'pune-1', part: 0 },
      { postedAtMs: 1_795_011_840_000, id: '3:4.5', part: 2 },
    ]) {
      const text = encodeSearchCursor(cursor)
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(decodeSearchCursor(text)).toEqual(cursor)
    }
  })

  it('refuse anything they did not write', () => {
    expect(decodeSearchCursor('')).toBeNull()
    expect(decodeSearchCursor('not a cursor')).toBeNull()
    expect(decodeSearchCursor(btoa('123'))).toBeNull()
    expect(decodeSearchCursor(btoa('abc.id'))).toBeNull()
    expect(decodeSearchCursor(btoa('12:1795011840000.id'))).toBeNull()
    expect(decodeSearchCursor(btoa(':1795011840000.id'))).toBeNull()
    expect(decodeSearchCursor('A'.repeat(MAX_CURSOR_LENGTH + 1))).toBeNull()
    // Bytes that are not UTF-8.
    expect(decodeSearchCursor('_w')).toBeNull()
  })
})
