import { describe, expect, it } from 'vitest'
import { buildWireJob } from '#tests/support/wire-job.ts'
import {
  LANDING_CACHE_TTL_MS,
  createLandingSearchCache,
  serializeLandingSearchCache,
  shouldRemoveLandingSearchCache,
} from './landing-cache.ts'
import { readLandingSearchCache } from './landing-cache.schema.ts'

const savedAt = new Date('2026-11-22T09:00:00Z')

function storedAt(time: Date): string {
  return serializeLandingSearchCache(createLandingSearchCache([buildWireJob()], 'Software Engineer', 'Bengaluru', time))
}

describe('readLandingSearchCache', () => {
  it('uses a 2-hour lifetime', () => {
    expect(LANDING_CACHE_TTL_MS).toBe(7_200_000)
  })

  it('restores a cache saved under 2 hours ago', () => {
    const now = new Date(savedAt.getTime() + LANDING_CACHE_TTL_MS - 1)
    const read = readLandingSearchCache(storedAt(savedAt), now)
    expect(read).toEqual({
      state: 'valid',
      cache: { jobs: [buildWireJob()], query: 'Software Engineer', location: 'Bengaluru', savedAt: savedAt.getTime() },
    })
    expect(shouldRemoveLandingSearchCache(read)).toBe(false)
  })

  it('restores a cache saved this instant', () => {
    expect(readLandingSearchCache(storedAt(savedAt), savedAt).state).toBe('valid')
  })

  it('removes a cache exactly 2 hours old', () => {
    const read = readLandingSearchCache(storedAt(savedAt), new Date(savedAt.getTime() + LANDING_CACHE_TTL_MS))
    expect(read).toEqual({ state: 'stale' })
    expect(shouldRemoveLandingSearchCache(read)).toBe(true)
  })

  it('removes a cache over 2 hours old', () => {
    const read = readLandingSearchCache(storedAt(savedAt), new Date(savedAt.getTime() + 3 * 3_600_000))
    expect(read.state).toBe('stale')
  })

  it('treats a cache saved in the future as stale', () => {
    expect(readLandingSearchCache(storedAt(savedAt), new Date(savedAt.getTime() - 60_000)).state).toBe('stale')
  })

  it('removes corrupt JSON', () => {
    const read = readLandingSearchCache('{"jobs": [', savedAt)
    expect(read).toEqual({ state: 'corrupt' })
    expect(shouldRemoveLandingSearchCache(read)).toBe(true)
    expect(readLandingSearchCache('', savedAt).state).toBe('corrupt')
  })

  it('removes a record of the wrong shape', () => {
    const wrongShapes = [
      'null',
      '[]',
      JSON.stringify({ jobs: [], query: 'x', location: 'y' }),
      JSON.stringify({ jobs: 'none', query: 'x', location: 'y', savedAt: savedAt.getTime() }),
      JSON.stringify({ jobs: [{ job_id: 'only-an-id' }], query: 'x', location: 'y', savedAt: savedAt.getTime() }),
      JSON.stringify({ jobs: [], query: 'x', location: 'y', savedAt: '2026-11-22' }),
    ]
    for (const raw of wrongShapes) {
      expect(readLandingSearchCache(raw, savedAt)).toEqual({ state: 'corrupt' })
    }
  })

  it('reports an absent record as empty, which needs no removal', () => {
    const read = readLandingSearchCache(null, savedAt)
    expect(read).toEqual({ state: 'empty' })
    expect(shouldRemoveLandingSearchCache(read)).toBe(false)
  })
})
