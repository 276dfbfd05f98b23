import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { keepPendingApplication, PENDING_APPLICATION_MAX_AGE_MS, takePendingApplication } from './pending-application.ts'
import { PENDING_APPLICATION_KEY } from './pending-key.ts'

const target = {
  jobId: 'demo-1f3a9c',
  jobTitle: 'Data Analyst',
  employerName: 'Infosys',
  applyLink: 'https://careers.example.com/1',
  portal: null,
  returnTo: '/?q=Data+Analyst',
}

let stored: Map<string, string>

beforeEach(() => {
  stored = new Map()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a pending application is read once, then it is gone (spec 001 §4)', () => {
  keepPendingApplication(target, 1_000)
  expect(takePendingApplication(2_000)).toEqual({ ...target, savedAt: 1_000 })
  expect(takePendingApplication(2_000)).toBeNull()
  expect(stored.size).toBe(0)
})

test('one older than a day, from the future or not one of ours is dropped unread', () => {
  keepPendingApplication(target, 0)
  expect(takePendingApplication(PENDING_APPLICATION_MAX_AGE_MS + 1)).toBeNull()
  keepPendingApplication(target, 10_000_000)
  expect(takePendingApplication(0)).toBeNull()
  for (const raw of ['not json', '"text"', JSON.stringify({ ...target, savedAt: 'yesterday' }), JSON.stringify({ jobId: 1 })]) {
    stored.set(PENDING_APPLICATION_KEY, raw)
    expect(takePendingApplication(1), raw).toBeNull()
    expect(stored.has(PENDING_APPLICATION_KEY)).toBe(false)
  }
})

test('blocked storage loses the pending application quietly instead of breaking Apply', () => {
  vi.stubGlobal('localStorage', {
    getItem: () => {
      throw new Error('SecurityError')
    },
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
    removeItem: () => undefined,
  })
  expect(() => keepPendingApplication(target)).not.toThrow()
  expect(takePendingApplication()).toBeNull()
})
