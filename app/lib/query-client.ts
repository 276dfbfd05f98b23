import { QueryClient } from '@tanstack/react-query'

const MINUTE = 60_000

/** TanStack Query with the spec's defaults (spec 001 §9 "Caching": stale 5 min, cache 10 min, retries). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: 3,
        retryDelay: (attempt) => Math.min(2 ** attempt * 1000, 30_000),
      },
      mutations: {
        retry: 2,
        retryDelay: (attempt) => Math.min(2 ** attempt * 1000, 10_000),
      },
    },
  })
}
