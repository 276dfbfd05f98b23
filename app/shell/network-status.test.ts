import { describe, expect, it } from 'vitest'
import { noticeForChange, readNetworkState } from './network-status.ts'

describe('network state (spec 001 §4 "Network")', () => {
  it('reads offline first, then 2g and slow-2g as slow', () => {
    expect(readNetworkState(false, '4g')).toBe('offline')
    expect(readNetworkState(true, 'slow-2g')).toBe('slow')
    expect(readNetworkState(true, '2g')).toBe('slow')
    expect(readNetworkState(true, '3g')).toBe('online')
    expect(readNetworkState(true, undefined)).toBe('online')
  })

  it('toasts slow, and restored when coming back from offline', () => {
    expect(noticeForChange('online', 'slow')).toBe('slow')
    expect(noticeForChange('offline', 'online')).toBe('restored')
    expect(noticeForChange('offline', 'slow')).toBe('restored')
    expect(noticeForChange('slow', 'online')).toBeNull()
    expect(noticeForChange('online', 'online')).toBeNull()
  })

  it('has no toast for going offline: the offline banner says it once (issue 18)', () => {
    expect(noticeForChange('online', 'offline')).toBeNull()
    expect(noticeForChange('slow', 'offline')).toBeNull()
  })
})
