import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { createQueryClient } from './query-client.ts'

describe('query client retries', () => {
  const defaults = createQueryClient().getDefaultOptions()
  const apiError = new ApiError({ code: 'SERVER_UNAVAILABLE', message: 'x', retryable: true }, 503)

  it('does not retry what the HTTP client already tried 3 times, nor an API write', () => {
    const queryRetry = defaults.queries?.retry
    const mutationRetry = defaults.mutations?.retry
    if (typeof queryRetry !== 'function' || typeof mutationRetry !== 'function') throw new Error('expected retry rules')
    expect(queryRetry(0, apiError)).toBe(false)
    expect(mutationRetry(0, apiError)).toBe(false)
  })

  it('keeps the spec retries (3 queries, 2 mutations) for anything else', () => {
    const queryRetry = defaults.queries?.retry
    const mutationRetry = defaults.mutations?.retry
    if (typeof queryRetry !== 'function' || typeof mutationRetry !== 'function') throw new Error('expected retry rules')
    const other = new Error('a query that is not an API call')
    expect([0, 1, 2, 3].map((count) => queryRetry(count, other))).toEqual([true, true, true, false])
    expect([0, 1, 2].map((count) => mutationRetry(count, other))).toEqual([true, true, false])
  })
})
