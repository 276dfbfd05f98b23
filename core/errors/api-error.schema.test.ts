import { describe, expect, it } from 'vitest'
import { apiErrorSchema } from './api-error.schema.ts'
import { errorCatalogue, errorCodes, isErrorCode } from './codes.ts'

describe('errorCatalogue', () => {
  it('lists every code of spec 001 §8 with the validation kinds expanded, plus our own', () => {
    expect([...errorCodes].sort()).toEqual(
      [
        'NETWORK_TIMEOUT',
        'NETWORK_UNAVAILABLE',
        'CONNECTION_LOST',
        'AUTH_TOKEN_EXPIRED',
        'AUTH_INVALID_CREDENTIALS',
        'AUTH_REQUIRED',
        'AUTH_SESSION_EXPIRED',
        'PERMISSION_DENIED',
        'INSUFFICIENT_PRIVILEGES',
        'VALIDATION_REQUIRED_FIELD',
        'VALIDATION_INVALID_FORMAT',
        'VALIDATION_MIN_LENGTH',
        'VALIDATION_MAX_LENGTH',
        'VALIDATION_INVALID_EMAIL',
        'VALIDATION_INVALID_PHONE',
        'SERVER_INTERNAL_ERROR',
        'SERVER_UNAVAILABLE',
        'SERVER_MAINTENANCE',
        'API_RATE_LIMITED',
        'API_QUOTA_EXCEEDED',
        'API_SERVICE_UNAVAILABLE',
        'FILE_TOO_LARGE',
        'FILE_INVALID_TYPE',
        'FILE_UPLOAD_FAILED',
        'CLIENT_JAVASCRIPT_ERROR',
        'CLIENT_MEMORY_ERROR',
        'CLIENT_STORAGE_FULL',
        'UNKNOWN_ERROR',
        'OPERATION_FAILED',
        'NOT_FOUND',
        'DAILY_APPLICATION_LIMIT',
        'GUEST_CHAT_LIMIT',
        'PREMIUM_REQUIRED',
        'JOB_EXPIRED',
        'IDEMPOTENCY_KEY_REUSED',
        'IDEMPOTENCY_REQUEST_IN_PROGRESS',
        'EDIT_CONFLICT',
        'REQUEST_TOO_LARGE',
        'PAYMENT_GATEWAY_FAILED',
        'PAYMENT_ORDER_FAILED',
        'PAYMENT_VERIFICATION_FAILED',
        'PAYMENT_CANCELLED',
      ].sort(),
    )
    expect(Object.keys(errorCatalogue).sort()).toEqual([...errorCodes].sort())
  })

  it('marks exactly the spec retryable codes as retryable', () => {
    const retryable = errorCodes.filter((code) => errorCatalogue[code].retryable).sort()
    expect(retryable).toEqual(
      [
        'NETWORK_TIMEOUT',
        'NETWORK_UNAVAILABLE',
        'CONNECTION_LOST',
        'SERVER_UNAVAILABLE',
        'API_SERVICE_UNAVAILABLE',
        'FILE_UPLOAD_FAILED',
      ].sort(),
    )
  })

  it('follows the spec severities', () => {
    expect(errorCatalogue.SERVER_INTERNAL_ERROR.severity).toBe('critical')
    for (const code of errorCodes.filter((c) => c.startsWith('VALIDATION_'))) {
      expect(errorCatalogue[code].severity).toBe('low')
    }
    expect(errorCatalogue.FILE_TOO_LARGE.severity).toBe('low')
    expect(errorCatalogue.NETWORK_TIMEOUT.severity).toBe('medium')
    expect(errorCatalogue.AUTH_SESSION_EXPIRED.severity).toBe('medium')
    expect(errorCatalogue.API_RATE_LIMITED.severity).toBe('medium')
    expect(errorCatalogue.NETWORK_UNAVAILABLE.severity).toBe('high')
    expect(errorCatalogue.PERMISSION_DENIED.severity).toBe('high')
    expect(errorCatalogue.API_SERVICE_UNAVAILABLE.severity).toBe('high')
    expect(errorCatalogue.CLIENT_STORAGE_FULL.severity).toBe('high')
  })

  it('gives each code the status its message is mapped from', () => {
    expect(errorCatalogue.NOT_FOUND).toMatchObject({ status: 404, severity: 'low', retryable: false })
    expect(errorCatalogue.AUTH_REQUIRED.status).toBe(401)
    expect(errorCatalogue.VALIDATION_REQUIRED_FIELD.status).toBe(400)
    expect(errorCatalogue.SERVER_UNAVAILABLE.status).toBe(503)
    expect(errorCatalogue.DAILY_APPLICATION_LIMIT.status).toBe(429)
  })
})

describe('apiErrorSchema', () => {
  it('accepts the wire shape, with and without fields', () => {
    const body = {
      error: {
        code: 'VALIDATION_REQUIRED_FIELD',
        message: 'Please check your input and try again.',
        retryable: false,
        fields: [{ path: 'query', message: 'What job are you looking for?' }],
      },
    }
    expect(apiErrorSchema.parse(body)).toEqual(body)
    expect(apiErrorSchema.safeParse({ error: { code: 'NOT_FOUND', message: 'x', retryable: false } }).success).toBe(true)
  })

  it('carries a reason of the code and the values of its text', () => {
    const body = {
      error: { code: 'PERMISSION_DENIED', message: 'You cannot change your own role.', retryable: false, reason: 'own_role' },
    }
    expect(apiErrorSchema.parse(body)).toEqual(body)
    const limit = { error: { code: 'DAILY_APPLICATION_LIMIT', message: 'x', retryable: false, params: { limit: 5 } } }
    expect(apiErrorSchema.parse(limit)).toEqual(limit)
    expect(apiErrorSchema.safeParse({ error: { ...body.error, reason: 'teapot' } }).success).toBe(false)
    expect(apiErrorSchema.safeParse({ error: { ...body.error, code: 'NOT_FOUND' } }).success).toBe(false)
  })

  it('refuses unknown codes and missing parts', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'TEAPOT', message: 'x', retryable: false } }).success).toBe(false)
    expect(apiErrorSchema.safeParse({ error: { code: 'NOT_FOUND', message: 'x' } }).success).toBe(false)
    expect(isErrorCode('NOT_FOUND')).toBe(true)
    expect(isErrorCode('not_found')).toBe(false)
  })
})
