import type { JobSearchResponse, Suggestion, SuggestionQuery } from '#core/jobs/search.schema.ts'
import { getFromApi, postToApiInBackground } from '#app/lib/api-client.ts'

/** The jobs endpoints the browser calls (server/features/jobs/routes.ts), through app/lib/api-client.ts. */

/** The response schemas load with the first request, not with the page (decision 007). */
const loadSearchSchemas = () => import('#core/jobs/search.schema.ts')

/** GET /api/jobs/search with a query string built by toApiSearchParams. */
export function fetchJobSearch(params: URLSearchParams, signal?: AbortSignal): Promise<JobSearchResponse> {
  const loadSchema = () => loadSearchSchemas().then((module) => module.jobSearchResponseSchema)
  return getFromApi('/jobs/search', { loadSchema, query: params, signal })
}

/** GET /api/jobs/suggestions: typo-tolerant titles or locations with their job counts. */
export async function fetchSuggestions(query: SuggestionQuery, signal?: AbortSignal): Promise<Suggestion[]> {
  const params = new URLSearchParams({ q: query.q, kind: query.kind, limit: String(query.limit) })
  const loadSchema = () => loadSearchSchemas().then((module) => module.suggestionResponseSchema)
  const response = await getFromApi('/jobs/suggestions', { loadSchema, query: params, signal })
  return response.data
}

/** POST /api/jobs/{id}/click: a lost click-through must never get in the way of reading the job. */
export function recordJobClick(jobId: string, context: { query: string; location: string }): void {
  postToApiInBackground(`/jobs/${encodeURIComponent(jobId)}/click`, {
    query: context.query.trim() || null,
    location: context.location.trim() || null,
  })
}

/** GET /api/favorites: the signed-in person's saved job ids, most recent first. */
export async function fetchSavedJobIds(): Promise<string[]> {
  const loadSchema = () => import('#core/jobs/favorites.schema.ts').then((module) => module.favoritesResponseSchema)
  const response = await getFromApi('/favorites', { loadSchema })
  return response.data.map((favorite) => favorite.jobId)
}
