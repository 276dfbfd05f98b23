import { fetchBounded } from '#server/lib/bounded-fetch.ts'
import type { ConnectorContext, ConnectorPage, ProviderCredentials } from './port.ts'

/**
 * For connector contract tests: a real `context.http` on fetchBounded (so a test meets the same byte
 * cap, deadline and Retry-After handling as a run), a fixed clock and every page a connector yields.
 */

/** The clock of every connector test and golden file. */
export const testNow = new Date('2026-11-24T06:30:00.000Z')

export interface TestContextOptions {
  credentials?: Partial<ProviderCredentials>
  maxPages?: number
  /** Further attempts after a 429 or 5xx (default 1, waiting as Retry-After says). */
  retries?: number
}

export function createTestConnectorContext(options: TestContextOptions = {}): ConnectorContext {
  const signal = new AbortController().signal
  return {
    http: (url, init = {}) =>
      fetchBounded(url, {
        ...init,
        maxBytes: 5 * 1024 * 1024,
        timeoutMs: 5_000,
        retries: options.retries ?? 1,
        maxRetryWaitMs: 2_000,
        signal,
      }),
    credentials: { jsearch: null, adzuna: null, ...options.credentials },
    now: testNow,
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
