import { describe, expect, it } from 'vitest'
import { getLoadingState, LOADING_PROGRESS_CAP, LOADING_TICK_MS, SEARCH_LOADING_STAGES_MS } from './loading-stages.ts'

describe('search loading stages', () => {
  it('uses the spec durations and tick', () => {
    expect(SEARCH_LOADING_STAGES_MS).toEqual([1000, 1500, 1000, 500])
    expect(LOADING_TICK_MS).toBe(50)
    expect(LOADING_PROGRESS_CAP).toBe(95)
  })

  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [2499, 1],
    [2500, 2],
    [3500, 3],
    [60_000, 3],
  ])('at %i ms shows stage %i', (elapsed, stage) => {
    expect(getLoadingState(elapsed).stageIndex).toBe(stage)
  })

  it('rises steadily and never passes 95%', () => {
    expect(getLoadingState(0).progress).toBe(0)
    expect(getLoadingState(2000).progress).toBe(50)
    let previous = -1
    for (let elapsed = 0; elapsed <= 10_000; elapsed += LOADING_TICK_MS) {
      const { progress } = getLoadingState(elapsed)
      expect(progress).toBeGreaterThanOrEqual(previous)
      expect(progress).toBeLessThanOrEqual(95)
      previous = progress
    }
    expect(getLoadingState(3_999_999).progress).toBe(95)
  })
})
