import { favoriteEndpoints, jobEndpoints } from '#core/jobs/jobs.endpoints.ts'
import type { JobSearchResponse, Suggestion, SuggestionQuery } from '#core/jobs/search.schema.ts'
import { callApi, sendInBackground } from '#app/lib/call-api.ts'

/** The jobs endpoints the browser calls (core/jobs/jobs.endpoints.ts), through app/lib/call-api.ts. */

/** GET /api/jobs/search with a query string built by toApiSearchParams. */
export function fetchJobSearch(params: URLSearchParams, signal?: AbortSignal): Promise<JobSearchResponse> {
  return callApi(jobEndpoints.search, { query: params, ...(signal ? { signal } : {}) })
}

/** GET /api/jobs/suggestions: typo-tolerant titles or locations with their job counts. */
export async function fetchSuggestions(query: SuggestionQuery, signal?: AbortSignal): Promise<Suggestion[]> {
  const response = await callApi(jobEndpoints.suggestions, { query, ...(signal ? { signal } : {}) })
  return response.data
}

/** POST /api/jobs/{id}/click: a lost click-through must never get in the way of reading the job. */
export function recordJobClick(jobId: string, context: { query: string; location: string }): void {
  sendInBackground(jobEndpoints.click, {
    params: { job_id: jobId },
    body: { query: context.query.trim() || null, location: context.location.trim() || null },
  })
}

/** GET /api/favorites: the signed-in person's saved job ids, most recent first. */
export async function fetchSavedJobIds(): Promise<string[]> {
  const response = await callApi(favoriteEndpoints.list)
  return response.data.map((favorite) => favorite.jobId)
}
