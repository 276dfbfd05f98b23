import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Job } from '#core/jobs/job.schema.ts'
import type { JobSearchResponse } from '#core/jobs/search.schema.ts'
import { toApiErrorBody, type ApiErrorBody } from '#app/lib/api-client.ts'
import { jobSearchQuery } from './queries.ts'
import { getSearchKey, type JobSearchRequest } from './search-request.ts'

export type JobSearchState = {
  jobs: Job[]
  response: JobSearchResponse | null
  isLoading: boolean
  error: ApiErrorBody | null
  retry: () => void
}

export type UseJobSearchOptions = {
  /** What the server already fetched for this request (the route loader), so the first paint has jobs. */
  initial?: { key: string; response: JobSearchResponse | null; error: ApiErrorBody | null }
  /** Pages of 10 to fetch; the landing page takes LANDING_NUM_PAGES. */
  numPages?: number
}

/**
 * Runs a search through GET /api/jobs/search with TanStack Query. A request the server already
 * answered starts from that answer, and a server-side failure is shown as is until the person
 * presses Try Again, so hydration renders exactly what the server did.
 */
export function useJobSearch(request: JobSearchRequest | null, options: UseJobSearchOptions = {}): JobSearchState {
  const key = request ? getSearchKey(request) : null
  const initial = options.initial && options.initial.key === key ? options.initial : undefined
  const query = useQuery({
    ...jobSearchQuery(request, options.numPages),
    // A failure the server already showed stays until Try Again, so hydration matches its HTML.
    enabled: initial?.error == null,
    initialData: initial?.response ?? undefined,
    placeholderData: keepPreviousData,
  })
  const isNewSearchPending = query.isPlaceholderData || (query.isPending && query.fetchStatus === 'fetching')
  const serverError = initial?.error && query.fetchStatus === 'idle' && !query.data ? initial.error : null
  const clientError = query.isError && !query.isFetching ? toApiErrorBody(query.error) : null
  const response = request && !query.isPlaceholderData ? (query.data ?? null) : null
  return {
    // While a new search runs, the previous results stay on screen (dimmed) until the loading view takes over.
    jobs: request ? (query.data?.data ?? []) : [],
    response,
    isLoading: request !== null && isNewSearchPending,
    error: clientError ?? serverError,
    retry: () => void query.refetch(),
  }
}
