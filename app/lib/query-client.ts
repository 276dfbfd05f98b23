import { environmentManager, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'

const MINUTE = 60_000

/**
 * TanStack Query with the spec's defaults in the browser (spec 001 §9 "Caching": stale 5 min, cache
 * 10 min, retries).
 *
 * On the server each render makes its own client (one reader's data must never reach another's page),
 * and that client is garbage the moment the response is sent, so its cache is never collected by
 * timer: `gcTime: Infinity` schedules none (TanStack's own server default). A finite gcTime there put
 * a 10-minute timer on every query of every render, and each timer kept its query, the loader data
 * behind it and the whole client alive: under steady traffic the heap grew without bound (issue 6,
 * measured with `npm run bench:soak`).
 *
 * Retries are not multiplied: a GET through api-client.ts has already been tried 3 times by the HTTP
 * client (spec 001 §9 "Network"), so a query failing with its ApiError is not retried again here; the
 * spec's 3 query retries apply to anything else a query runs. A write through api-client.ts is never
 * retried (decision 026: replaying a write is the offline queue's job, with idempotency keys), so the
 * 2 mutation retries apply only to mutations that do not use it. A query may still set its own rule.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: environmentManager.isServer() ? Infinity : 10 * MINUTE,
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 3,
        retryDelay: (attempt) => Math.min(2 ** attempt * 1000, 30_000),
      },
      mutations: {
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
        retryDelay: (attempt) => Math.min(2 ** attempt * 1000, 10_000),
      },
    },
  })
}
