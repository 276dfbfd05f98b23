import { describe, expect, it } from 'vitest'
import { errorCodes } from './codes.ts'
import { createErrorObject } from './error-object.ts'

describe('createErrorObject', () => {
  it('builds the spec 001 §3 shape from the catalogue', () => {
    const now = new Date('2026-11-24T08:00:00Z')
    const error = createErrorObject('NETWORK_TIMEOUT', { endpoint: '/api/jobs/search', method: 'GET', now, context: { attempt: 2 } })
    expect(error).toEqual({
      code: 'NETWORK_TIMEOUT',
      category: 'network',
      severity: 'medium',
      message: 'NETWORK_TIMEOUT',
      userMessageKey: 'httpStatus.408',
      timestamp: '2026-11-24T08:00:00.000Z',
      context: { attempt: 2 },
      retryable: true,
      endpoint: '/api/jobs/search',
      method: 'GET',
      recoveryOptions: [
        { action: 'retry', labelKey: 'errors.recovery.retry' },
        { action: 'refresh', labelKey: 'errors.recovery.refresh' },
        { action: 'contactSupport', labelKey: 'errors.recovery.contactSupport' },
      ],
      canDismiss: true,
      autoRetry: { enabled: true, maxAttempts: 3, backoffMs: 1000 },
    })
  })

  it('sends sign-in recovery to /auth and keeps a critical error on screen', () => {
    expect(createErrorObject('AUTH_SESSION_EXPIRED').recoveryOptions[0]).toEqual({
      action: 'signIn',
      labelKey: 'errors.recovery.signIn',
      url: '/auth',
    })
    const internal = createErrorObject('SERVER_INTERNAL_ERROR')
    expect(internal.canDismiss).toBe(false)
    expect(internal.autoRetry.enabled).toBe(false)
  })

  it('reads the status it came with for the reader message, and "other" for an unmapped one', () => {
    expect(createErrorObject('SERVER_INTERNAL_ERROR', { statusCode: 504 }).userMessageKey).toBe('httpStatus.504')
    expect(createErrorObject('FILE_INVALID_TYPE').userMessageKey).toBe('httpStatus.other')
    expect(createErrorObject('CLIENT_STORAGE_FULL').userMessageKey).toBe('httpStatus.other')
  })

  it('offers at least one recovery action for every code', () => {
    for (const code of errorCodes) expect(createErrorObject(code).recoveryOptions.length).toBeGreaterThan(0)
  })
})
