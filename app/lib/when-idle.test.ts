import { afterEach, describe, expect, it, vi } from 'vitest'
import { SETTLE_MS, whenIdle, whenSettledAndIdle } from './when-idle.ts'

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

describe('whenSettledAndIdle', () => {
  function idleWindow() {
    const callbacks: Array<() => void> = []
    const target = Object.assign(new EventTarget(), {
      requestIdleCallback: vi.fn((callback: () => void) => callbacks.push(callback)),
      cancelIdleCallback: vi.fn(),
    })
    vi.stubGlobal('window', target)
    return { target, runIdle: () => callbacks.splice(0).forEach((callback) => callback()) }
  }

  it('waits for the settle time when the reader does nothing, then for an idle moment', () => {
    vi.useFakeTimers()
    const { runIdle } = idleWindow()
    const task = vi.fn()

    whenSettledAndIdle(task, 5000)
    vi.advanceTimersByTime(SETTLE_MS - 1)
    runIdle()
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    runIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  it.each(['pointerdown', 'keydown', 'scroll'])('starts waiting for an idle moment at the first %s, once', (type) => {
    vi.useFakeTimers()
    const { target, runIdle } = idleWindow()
    const task = vi.fn()

    whenSettledAndIdle(task, 5000)
    target.dispatchEvent(new Event(type))
    target.dispatchEvent(new Event(type))
    runIdle()
    expect(task).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(SETTLE_MS)
    runIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  it('can be called off before and after the page settled', () => {
    vi.useFakeTimers()
    const { target, runIdle } = idleWindow()
    const task = vi.fn()

    whenSettledAndIdle(task, 5000)()
    target.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(SETTLE_MS)
    runIdle()
    expect(task).not.toHaveBeenCalled()

    const cancel = whenSettledAndIdle(task, 5000)
    target.dispatchEvent(new Event('keydown'))
    cancel()
    expect(target.cancelIdleCallback).toHaveBeenCalledOnce()
  })
})
