import { describe, expect, it } from 'vitest'
import { onClientError, reportClientError, type ClientErrorReport } from './client-errors.ts'

describe('client error logger', () => {
  it('keeps reports made before anyone listens and hands them to the first listener, then live ones', () => {
    const early = new Error('registration failed')
    reportClientError('service-worker', early)
    const seen: ClientErrorReport[] = []
    const stop = onClientError((report) => seen.push(report))
    reportClientError('service-worker', 'update failed')
    stop()
    reportClientError('service-worker', 'after unsubscribe')
    expect(seen.map((report) => report.error)).toEqual([early, 'update failed'])
    expect(seen.every((report) => report.source === 'service-worker' && report.at > 0)).toBe(true)
  })
})
