import { describe, expect, it } from 'vitest'
import { countHiddenJobs, getVisibleCount, INITIAL_VISIBLE_JOBS } from './visible-count.ts'

describe('visible results', () => {
  it('shows 8 first', () => {
    expect(INITIAL_VISIBLE_JOBS).toBe(8)
    expect(getVisibleCount(20, INITIAL_VISIBLE_JOBS, false)).toBe(8)
    expect(countHiddenJobs(20, INITIAL_VISIBLE_JOBS, false)).toBe(12)
  })

  it('shows all after Show More Jobs, with nothing left hidden', () => {
    expect(getVisibleCount(20, 8, true)).toBe(20)
    expect(countHiddenJobs(20, 8, true)).toBe(0)
  })

  it('shows every job and no Show More when there are 8 or fewer', () => {
    expect(getVisibleCount(5, 8, false)).toBe(5)
    expect(countHiddenJobs(5, 8, false)).toBe(0)
    expect(countHiddenJobs(8, 8, false)).toBe(0)
    expect(countHiddenJobs(9, 8, false)).toBe(1)
  })

  it('treats a negative initial count as none', () => {
    expect(getVisibleCount(3, -1, false)).toBe(0)
  })
})
