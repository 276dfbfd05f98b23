import { matchingEndpoints } from '#core/matching/matching.endpoints.ts'
import { MAX_SCORED_JOBS, RECOMMENDATIONS_MAX } from '#core/matching/matching-constants.ts'
import * as matchingSchemas from '#core/matching/matching.schema.ts'
import { signedInAccess, type AuthService } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { MatchingService } from './service.ts'

/** Job matching, mounted at /api/matching by server/services.ts: the signed-in person's own figures only. */
export function createMatchingRoutes(deps: { auth: AuthService; matching: MatchingService }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const tags = ['Job matching']

  const scoresRoute = apiRoute(matchingEndpoints.scores, matchingSchemas, {
    access,
    tags,
    summary: 'Your match with these jobs',
    description:
      `How well each of up to ${MAX_SCORED_JOBS} jobs fits you, 0 to 100, with the reasons: your onboarding profile (role, city, experience, job types, ` +
      "pay, company sizes), your base resume's skills and the jobs you applied to. A company you excluded scores 0 with the reason `excluded`. " +
      'Jobs no longer active are left out. Until onboarding is finished, `profile_complete` is false and nothing is scored.',
    answer: 'The scores by job id',
    errors: { 400: 'No job id, or more than the limit' },
  })
  router.openapi(scoresRoute, async (c) => {
    const scores = await deps.matching.scoreJobs(c.get('viewer').userId, c.req.valid('query').job_ids)
    return c.json({ profile_complete: scores !== null, data: scores ?? {} }, 200)
  })

  const recommendationsRoute = apiRoute(matchingEndpoints.recommendations, matchingSchemas, {
    access,
    tags,
    summary: 'Your best matches',
    description: `Up to ${RECOMMENDATIONS_MAX} active jobs that fit you best, best first, each with its match. Premium only (403 PREMIUM_REQUIRED otherwise).`,
    answer: 'The best matches',
    errors: { 400: 'A limit out of range', 403: 'Not premium (PREMIUM_REQUIRED)' },
  })
  router.openapi(recommendationsRoute, async (c) => {
    const recommended = await deps.matching.recommend(c.get('viewer').userId, c.req.valid('query').limit)
    return c.json({ profile_complete: recommended !== null, data: recommended ?? [] }, 200)
  })

  const insightsRoute = apiRoute(matchingEndpoints.insights, matchingSchemas, {
    access,
    tags,
    summary: 'Pay and skills for your role',
    description:
      "From the active jobs: yearly pay by city for your role and by nearby role in your city (quartiles of each stated range's midpoint, in rupees), " +
      'and the skills your role asks for most. For premium members also the skills many of your best matches ask for that your resume lacks (`missing_skills`; null otherwise).',
    answer: 'The figures',
  })
  router.openapi(insightsRoute, async (c) => c.json(await deps.matching.readInsights(c.get('viewer').userId), 200))

  return router
}
