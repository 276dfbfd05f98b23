import { beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '#tests/support/memory-storage.ts'
import { readGuestViews } from './guest-history.ts'
import { recordJobView, VISIT_IDLE_MS } from './record-view.ts'

const sendJobView = vi.hoisted(() => vi.fn())
vi.mock('./api.ts', () => ({ sendJobView }))

describe('a job view counts once a visit', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage())
    vi.stubGlobal('sessionStorage', memoryStorage())
    sendJobView.mockReset()
  })

  it("counts a guest's dialog and the job's own page in one visit once, and again in a later visit", () => {
    const start = Date.parse('2026-11-28T06:00:00Z')
    expect(recordJobView('jy0000000000000a', { query: 'nurse', location: '' }, false, start)).toBe(true)
    // The same job's page opened from the dialog, and the page rendered again: the same visit.
    expect(recordJobView('jy0000000000000a', { query: '', location: '' }, false, start + 60_000)).toBe(false)
    expect(recordJobView('jy0000000000000a', { query: '', location: '' }, false, start + 120_000)).toBe(false)
    expect(recordJobView('jy0000000000000b', { query: '', location: '' }, false, start + 130_000)).toBe(true)
    expect(readGuestViews().find((view) => view.job_id === 'jy0000000000000a')?.view_count).toBe(1)
    // Back after the visit ended: a new view.
    expect(recordJobView('jy0000000000000a', { query: '', location: '' }, false, start + 120_000 + VISIT_IDLE_MS + 1)).toBe(true)
    expect(readGuestViews().find((view) => view.job_id === 'jy0000000000000a')?.view_count).toBe(2)
  })

  it('sends a signed-in view to the account once a visit', async () => {
    const start = Date.parse('2026-11-28T06:00:00Z')
    recordJobView('jy0000000000000c', { query: 'driver', location: 'Pune' }, true, start)
    recordJobView('jy0000000000000c', { query: '', location: '' }, true, start + 5_000)
    await vi.waitFor(() => expect(sendJobView).toHaveBeenCalledTimes(1))
    expect(sendJobView).toHaveBeenCalledWith('jy0000000000000c', { query: 'driver', location: 'Pune' })
    expect(readGuestViews()).toEqual([])
  })

  it('still counts once a visit when session storage is blocked', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    })
    const start = Date.parse('2026-11-28T07:00:00Z')
    expect(recordJobView('jy0000000000000d', { query: '', location: '' }, false, start)).toBe(true)
    expect(recordJobView('jy0000000000000d', { query: '', location: '' }, false, start + 1_000)).toBe(false)
  })
})
