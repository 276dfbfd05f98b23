import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('waits for an idle moment, at the latest the time-out, and can be called off', () => {
    const callbacks = new Map<number, () => void>()
    const requestIdleCallback = vi.fn((callback: () => void, options: { timeout: number }) => {
      callbacks.set(callbacks.size + 1, callback)
      expect(options.timeout).toBe(2000)
      return callbacks.size
    })
    const cancelIdleCallback = vi.fn((handle: number) => callbacks.delete(handle))
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback })
    const task = vi.fn()

    whenIdle(task, 2000)
    expect(task).not.toHaveBeenCalled()
    callbacks.get(1)?.()
    expect(task).toHaveBeenCalledOnce()

    const cancel = whenIdle(task, 2000)
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(2)
    expect(callbacks.has(2)).toBe(false)
  })

  it('falls back to the next task where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers()
    vi.stubGlobal('window', {})
    const task = vi.fn()

    whenIdle(task, 5000)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()

    const other = vi.fn()
    whenIdle(other, 5000)()
    vi.advanceTimersByTime(10)
    expect(other).not.toHaveBeenCalled()
  })
})
