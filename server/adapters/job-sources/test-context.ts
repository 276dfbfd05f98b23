import { fetchBounded, type BoundedFetchOptions } from '#server/lib/bounded-fetch.ts'
import type { ConnectorContext } from './port.ts'

/** The fetch limits of a test run: small enough that a hostile source trips them quickly. */
export interface TestFetchLimits {
  maxBytes: number
  timeoutMs: number
  retries: number
  maxRetryWaitMs: number
}

const defaultLimits: TestFetchLimits = { maxBytes: 2 * 1024 * 1024, timeoutMs: 5_000, retries: 1, maxRetryWaitMs: 3_000 }

/** The clock of every connector test: golden files hold dates relative to it. */
export const TEST_NOW = new Date('2026-11-24T06:30:00.000Z')

/**
 * A ConnectorContext for tests of connectors against their stand-ins: `http` is the real bounded fetch
 * (deadline, byte cap, retries on 429/5xx), so a test exercises what a run does.
 */
export function createTestConnectorContext(overrides: Partial<ConnectorContext> & Partial<TestFetchLimits> = {}): ConnectorContext {
  const { maxBytes, timeoutMs, retries, maxRetryWaitMs, ...context } = overrides
  const limits: TestFetchLimits = {
    maxBytes: maxBytes ?? defaultLimits.maxBytes,
    timeoutMs: timeoutMs ?? defaultLimits.timeoutMs,
    retries: retries ?? defaultLimits.retries,
    maxRetryWaitMs: maxRetryWaitMs ?? defaultLimits.maxRetryWaitMs,
  }
  const signal = context.signal ?? new AbortController().signal
  return {
    http: (url, init = {}) => fetchBounded(url, { ...limits, ...init, signal } satisfies BoundedFetchOptions),
    credentials: { jsearch: null, adzuna: null },
    now: TEST_NOW,
    maxPages: 10,
    ...context,
    signal,
  }
}
