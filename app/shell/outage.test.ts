import { describe, expect, it } from 'vitest'
import { describeOutage } from './outage.ts'

describe('describeOutage', () => {
  it('says offline first, whatever the services', () => {
    expect(describeOutage('offline', { database: 'available', 'job-search': 'unavailable', ai: 'unknown' })).toEqual({
      kind: 'offline',
      services: [],
    })
  })

  it('names every unavailable service in fallback mode, and nothing for degraded or unknown ones', () => {
    expect(describeOutage('online', { database: 'unavailable', 'job-search': 'degraded', ai: 'unavailable' })).toEqual({
      kind: 'fallback',
      services: ['database', 'ai'],
    })
    expect(describeOutage('slow', { database: 'available', 'job-search': 'degraded', ai: 'unknown' })).toBeNull()
  })
})
