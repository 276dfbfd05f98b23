import { afterEach, describe, expect, it } from 'vitest'
import { buildMonitorExport } from '#app/shell/error-dashboard.tsx'
import { MONITOR_LIST_LIMIT, readMonitor, recordError, recordFailedRequest, recordServiceState, resetMonitor } from './error-monitor.ts'
import { readSyncStatus } from './offline/sync-status.ts'

afterEach(() => resetMonitor())

describe('error monitor store', () => {
  it('keeps only the latest entries of each list', () => {
    for (let index = 0; index < MONITOR_LIST_LIMIT + 5; index += 1) {
      recordError({ code: 'CLIENT_JAVASCRIPT_ERROR', message: `error ${index}`, source: 'window' }, index)
    }
    const { errors } = readMonitor()
    expect(errors).toHaveLength(MONITOR_LIST_LIMIT)
    expect(errors[0]?.message).toBe('error 5')
    expect(errors.at(-1)?.message).toBe(`error ${MONITOR_LIST_LIMIT + 4}`)
  })

  it('exports error metrics and every status as JSON-ready data', () => {
    recordError({ code: 'CLIENT_JAVASCRIPT_ERROR', message: 'boom', source: 'boundary' }, Date.UTC(2026, 10, 24, 8))
    recordFailedRequest({ method: 'GET', url: '/api/jobs/search', status: 503, code: 'SERVER_UNAVAILABLE' }, Date.UTC(2026, 10, 24, 8, 1))
    recordServiceState('job-search', 'unavailable')
    const sync = {
      ...readSyncStatus(),
      pending: 2,
      errors: [{ kind: 'saved-job', code: 'SERVER_UNAVAILABLE', message: 'Sync failed', timestamp: 1 }],
    }
    const exported = buildMonitorExport(
      readMonitor(),
      'online',
      { database: 'available', 'job-search': 'unavailable', ai: 'unknown' },
      sync,
      new Date(Date.UTC(2026, 10, 24, 9)),
    )
    expect(exported).toMatchObject({
      exportedAt: '2026-11-24T09:00:00.000Z',
      metrics: { errors: 1, failedRequests: 1 },
      network: 'online',
      fallbackMode: true,
      sync,
      errors: [{ code: 'CLIENT_JAVASCRIPT_ERROR', at: '2026-11-24T08:00:00.000Z' }],
      failedRequests: [{ url: '/api/jobs/search', status: 503, at: '2026-11-24T08:01:00.000Z' }],
    })
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported)
  })
})
