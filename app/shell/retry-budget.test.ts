import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRetryBudget } from './retry-budget.ts'

describe('retry budget', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('allows three attempts, then none until 30 s pass', () => {
    const budget = createRetryBudget(3, 30_000)
    expect(budget.recordAttempt()).toBe(true)
    expect(budget.recordAttempt()).toBe(true)
    expect(budget.recordAttempt()).toBe(true)
    expect(budget.canRetry()).toBe(false)
    expect(budget.recordAttempt()).toBe(false)
    expect(budget.countAttempts()).toBe(3)

    vi.advanceTimersByTime(29_999)
    expect(budget.canRetry()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(budget.canRetry()).toBe(true)
    expect(budget.countAttempts()).toBe(0)
  })

  it('tells subscribers about each attempt and the reset', () => {
    const budget = createRetryBudget(3, 30_000)
    const listener = vi.fn()
    const unsubscribe = budget.subscribe(listener)
    budget.recordAttempt()
    expect(listener).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(30_000)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    budget.recordAttempt()
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
