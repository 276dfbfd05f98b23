import { queryOptions, skipToken } from '@tanstack/react-query'
import type { Suggestion } from '#core/jobs/search.schema.ts'
import { LANDING_NUM_PAGES, toApiSearchParams, type JobSearchRequest } from './search-request.ts'

/**
 * The jobs feature's TanStack Query options, one factory per query: each defines its key next to
 * the request it caches, so the key cannot drift from what is fetched, and anything that reads or
 * invalidates a query takes it from here.
 */

/** The jobs API's calls (and the endpoint declarations under them) load with the first query, not with the page. */
const loadApi = () => import('./api.ts')

/** Every query of the jobs feature starts with this key. */
export const jobsQueryKey = ['jobs'] as const

/** Suggestions offered for a title or location field (GET /api/jobs/suggestions). */
export const SUGGESTION_LIMIT = 5

/**
 * GET /api/jobs/search for a request, or a disabled query while there is none. The key is the API
 * query string itself, so equal searches share a cache entry and a different page count does not.
 */
export function jobSearchQuery(request: JobSearchRequest | null, numPages: number = LANDING_NUM_PAGES) {
  const params = request ? toApiSearchParams(request, numPages) : null
  return queryOptions({
    queryKey: [...jobsQueryKey, 'search', params?.toString() ?? null] as const,
    queryFn: params ? async ({ signal }) => (await loadApi()).fetchJobSearch(params, signal) : skipToken,
    // The HTTP client has already made its three attempts (app/lib/api-client.ts): a search answers a
    // person waiting, so the failure is said now rather than tried three times more.
    retry: false,
  })
}

/** Typo-tolerant suggestions for what has been typed; case does not change the answer, so not the key. */
export function suggestionsQuery(text: string, kind: Suggestion['kind']) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'suggestions', kind, text.toLocaleLowerCase()] as const,
    queryFn: async ({ signal }) => (await loadApi()).fetchSuggestions({ q: text, kind, limit: SUGGESTION_LIMIT }, signal),
    // Suggestions help while typing; a failed one is not worth a retry the person would wait for.
    retry: false,
  })
}
