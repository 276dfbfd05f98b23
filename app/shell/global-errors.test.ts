import { describe, expect, it } from 'vitest'
import { isHarmlessError } from './global-errors.ts'

describe('window errors that do not replace the page', () => {
  it('ignores ResizeObserver loop notices, our own aborted requests and hidden cross-origin script errors', () => {
    expect(isHarmlessError(undefined, 'ResizeObserver loop completed with undelivered notifications.')).toBe(true)
    expect(isHarmlessError(undefined, 'ResizeObserver loop limit exceeded')).toBe(true)
    expect(isHarmlessError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true)
    expect(isHarmlessError(new DOMException('signal timed out', 'TimeoutError'))).toBe(true)
    expect(isHarmlessError(null, 'Script error.')).toBe(true)
  })

  it('keeps real failures', () => {
    expect(isHarmlessError(new TypeError('x is undefined'), 'Uncaught TypeError: x is undefined')).toBe(false)
    expect(isHarmlessError('rejected with a string')).toBe(false)
    expect(isHarmlessError(new Error('Script error.'), 'Script error.')).toBe(false)
  })
})
