import { describe, expect, it } from 'vitest'
import { codeByStatus, codeForStatus, errorCatalogue, errorCodes, featureCodes, mappedStatuses, type ErrorCode } from './codes.ts'

describe('codeForStatus', () => {
  it.each<[number, ErrorCode]>([
    [400, 'VALIDATION_INVALID_FORMAT'],
    [401, 'AUTH_REQUIRED'],
    [403, 'PERMISSION_DENIED'],
    [404, 'NOT_FOUND'],
    [408, 'NETWORK_TIMEOUT'],
    [429, 'API_RATE_LIMITED'],
    [500, 'SERVER_INTERNAL_ERROR'],
    [502, 'API_SERVICE_UNAVAILABLE'],
    [503, 'SERVER_UNAVAILABLE'],
    [504, 'NETWORK_TIMEOUT'],
  ])('maps %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code)
  })

  it('reads a bare 413 as a body too large and a bare 415 as bad input: the file codes are the upload’s own, which says so', () => {
    expect(codeForStatus(413)).toBe('REQUEST_TOO_LARGE')
    expect(codeForStatus(415)).toBe('VALIDATION_INVALID_FORMAT')
  })

  it('never reads a bare status as a feature code (a 410 is not an expired job, a 429 not the daily limit)', () => {
    expect(codeForStatus(410)).toBe('VALIDATION_INVALID_FORMAT')
    expect([...codeByStatus.values()]).not.toContain('DAILY_APPLICATION_LIMIT')
  })

  it('is derived from the catalogue: every status a code answers with maps to a code of that status', () => {
    for (const code of errorCodes) {
      const { status } = errorCatalogue[code]
      // A feature's own code (an expired job, a reused idempotency key) never stands for a bare status.
      if (status === 0 || featureCodes.has(code)) continue
      expect(errorCatalogue[codeForStatus(status)].status).toBe(status)
    }
  })

  it('reads any other client error as bad input and any other server error as internal', () => {
    for (const status of [405, 409, 410, 418, 422, 499]) expect(codeForStatus(status)).toBe('VALIDATION_INVALID_FORMAT')
    for (const status of [501, 505, 599]) expect(codeForStatus(status)).toBe('SERVER_INTERNAL_ERROR')
  })

  it('has no code for a status that is not an error', () => {
    for (const status of [0, 200, 204, 302, 600]) expect(codeForStatus(status)).toBe('UNKNOWN_ERROR')
  })

  it('keeps the status, and so its spec message, of every row of the status table but 504, which has no code', () => {
    for (const status of mappedStatuses.filter((mapped) => mapped !== 504)) {
      expect(errorCatalogue[codeForStatus(status)].status).toBe(status)
    }
    expect(errorCatalogue[codeForStatus(504)].status).toBe(408)
  })

  it('marks the statuses of a passing failure retryable (spec 001 §8 "Retryable codes") and the others not', () => {
    const retryable = mappedStatuses.filter((status) => errorCatalogue[codeForStatus(status)].retryable)
    expect(retryable).toEqual([408, 502, 503, 504])
  })
})
