import { beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '#tests/support/memory-storage.ts'
import { GUEST_HISTORY_MAX_ENTRIES } from '#core/workspace/history.ts'
import { keepGuestView, readGuestViews, removeGuestViews, restoreGuestViews } from './guest-history.ts'
import { GUEST_HISTORY_KEY } from './guest-history-key.ts'

describe('guest job view history', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage())
  })

  it('keeps views newest first, counting repeats, and at most 50', () => {
    keepGuestView({ jobId: 'a', query: 'nurse', location: 'Pune' }, new Date('2026-11-27T10:00:00Z'))
    keepGuestView({ jobId: 'b', query: '', location: '' }, new Date('2026-11-27T10:01:00Z'))
    keepGuestView({ jobId: 'a', query: 'staff nurse', location: '' }, new Date('2026-11-27T10:02:00Z'))
    expect(readGuestViews()).toEqual([
      { job_id: 'a', search_query: 'staff nurse', search_location: null, view_count: 2, last_viewed_at: '2026-11-27T10:02:00.000Z' },
      { job_id: 'b', search_query: null, search_location: null, view_count: 1, last_viewed_at: '2026-11-27T10:01:00.000Z' },
    ])
    for (let index = 0; index < GUEST_HISTORY_MAX_ENTRIES + 5; index += 1) keepGuestView({ jobId: `job-${index}`, query: '', location: '' })
    const views = readGuestViews()
    expect(views).toHaveLength(GUEST_HISTORY_MAX_ENTRIES)
    expect(views[0]?.job_id).toBe(`job-${GUEST_HISTORY_MAX_ENTRIES + 4}`)
  })

  it('reads nothing from a broken or foreign value, and skips broken entries', () => {
    localStorage.setItem(GUEST_HISTORY_KEY, '{not json')
    expect(readGuestViews()).toEqual([])
    localStorage.setItem(
      GUEST_HISTORY_KEY,
      JSON.stringify([
        { job_id: 'x', view_count: 0, last_viewed_at: 'now' },
        { job_id: 'y', search_query: null, search_location: null, view_count: 1, last_viewed_at: '2026-11-27T10:00:00Z' },
      ]),
    )
    expect(readGuestViews().map((view) => view.job_id)).toEqual(['y'])
  })

  it('puts back views a failed move took out, behind newer ones', () => {
    keepGuestView({ jobId: 'a', query: '', location: '' })
    const taken = readGuestViews()
    removeGuestViews()
    keepGuestView({ jobId: 'b', query: '', location: '' })
    restoreGuestViews(taken)
    expect(readGuestViews().map((view) => view.job_id)).toEqual(['b', 'a'])
  })
})
