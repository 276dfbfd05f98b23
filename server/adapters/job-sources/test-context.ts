import { fetchBounded } from '#server/lib/bounded-fetch.ts'
import type { ConnectorContext, ProviderCredentials } from './port.ts'

/** The clock of connector tests, so golden rows never depend on when they run. */
export const TEST_CONNECTOR_NOW = new Date('2026-11-20T06:00:00.000Z')

/**
 * A ConnectorContext for connector tests: real bounded fetches (to a stand-in on 127.0.0.1) with small
 * limits, no credentials unless given, and the fixed clock.
 */
export function createTestConnectorContext(
  options: {
    credentials?: Partial<ProviderCredentials>
    maxPages?: number
    maxBytes?: number
    timeoutMs?: number
    retries?: number
    now?: Date
  } = {},
): ConnectorContext {
  const controller = new AbortController()
  return {
    http: (url, init = {}) =>
      fetchBounded(url, {
        maxBytes: options.maxBytes ?? 1024 * 1024,
        timeoutMs: options.timeoutMs ?? 5_000,
        retries: options.retries ?? 0,
        signal: controller.signal,
        ...init,
      }),
    credentials: { jsearch: null, adzuna: null, ...options.credentials },
    now: options.now ?? TEST_CONNECTOR_NOW,
    signal: controller.signal,
    maxPages: options.maxPages ?? 5,
  }
}
