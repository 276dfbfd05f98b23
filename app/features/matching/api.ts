import { matchingEndpoints } from '#core/matching/matching.endpoints.ts'
import type { JobMatch, RecommendationsResponse } from '#core/matching/matching.schema.ts'
import { callApi } from '#app/lib/call-api.ts'

/** The matching endpoints the browser calls (core/matching/matching.endpoints.ts). */

/** GET /api/matching/scores: the signed-in person's match with each job; null before onboarding is finished. */
export async function fetchMatchScores(jobIds: readonly string[]): Promise<Record<string, JobMatch> | null> {
  const response = await callApi(matchingEndpoints.scores, { query: { job_ids: jobIds.join(',') } })
  return response.profile_complete ? response.data : null
}

/** GET /api/matching/recommendations (premium). */
export function fetchRecommendations(limit: number): Promise<RecommendationsResponse> {
  return callApi(matchingEndpoints.recommendations, { query: { limit } })
}
