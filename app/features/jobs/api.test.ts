import { describe, expect, it } from 'vitest'
import { ApiRequestError, toApiErrorBody } from './api.ts'

describe('toApiErrorBody', () => {
  it('keeps the body our API sent', () => {
    const body = { code: 'API_RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.', retryable: false } as const
    expect(toApiErrorBody(new ApiRequestError(body, 429))).toEqual(body)
  })

  it('treats a failed fetch as the network being unavailable, which is retryable', () => {
    expect(toApiErrorBody(new TypeError('Failed to fetch'))).toMatchObject({ code: 'NETWORK_UNAVAILABLE', retryable: true })
  })

  it('treats our own time-out as a network time-out', () => {
    expect(toApiErrorBody(new DOMException('timed out', 'TimeoutError'))).toMatchObject({ code: 'NETWORK_TIMEOUT' })
  })

  it('reads the catalogue code of a server-side error', () => {
    expect(toApiErrorBody({ code: 'SERVER_UNAVAILABLE', message: 'x' })).toMatchObject({
      code: 'SERVER_UNAVAILABLE',
      message: 'Service temporarily unavailable. Please try again later.',
    })
  })

  it('falls back to an unknown error', () => {
    expect(toApiErrorBody(new Error('boom'))).toMatchObject({ code: 'UNKNOWN_ERROR', retryable: false })
  })
})
