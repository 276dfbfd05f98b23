import { fetchBounded } from '#server/lib/bounded-fetch.ts'
import type { ConnectorContext, ConnectorPage, ProviderCredentials } from './port.ts'

/**
 * For connector contract tests: a real `context.http` on fetchBounded (so a test meets the same byte
 * cap, deadline and Retry-After handling as a run, with limits small enough that a hostile source
 * trips them quickly), a fixed clock, and every page a connector yields.
 */

/** The clock of every connector test: golden files hold dates relative to it. */
export const TEST_NOW = new Date('2026-11-24T06:30:00.000Z')

export interface TestContextOptions {
  credentials?: Partial<ProviderCredentials>
  maxPages?: number
  /** Further attempts after a 429 or 5xx (default 1, waiting as Retry-After says). */
  retries?: number
  maxBytes?: number
  timeoutMs?: number
  maxRetryWaitMs?: number
  signal?: AbortSignal
}

export function createTestConnectorContext(options: TestContextOptions = {}): ConnectorContext {
  const signal = options.signal ?? new AbortController().signal
  return {
    http: (url, init = {}) =>
      fetchBounded(url, {
        ...init,
        maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
        timeoutMs: options.timeoutMs ?? 5_000,
        retries: options.retries ?? 1,
        maxRetryWaitMs: options.maxRetryWaitMs ?? 3_000,
        signal,
      }),
    credentials: { jsearch: null, adzuna: null, ...options.credentials },
    now: TEST_NOW,
    signal,
    maxPages: options.maxPages ?? 10,
  }
}

/** Drains a connector: every page it yields, in order (throws what the connector throws). */
export async function collectPages(pages: AsyncIterable<ConnectorPage>): Promise<ConnectorPage[]> {
  const collected: ConnectorPage[] = []
  for await (const page of pages) collected.push(page)
  return collected
}
