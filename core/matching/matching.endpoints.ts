import { defineEndpoints } from '#core/api/endpoint.ts'

/** Job matching (server/features/matching/routes.ts): the signed-in person's scores, recommendations and career figures. */
export const matchingEndpoints = defineEndpoints(
  { base: '/matching', loadSchemas: () => import('./matching.schema.ts') },
  {
    scores: {
      method: 'GET',
      path: '/scores',
      schemas: (s) => ({ query: s.matchScoresQuerySchema, response: s.matchScoresResponseSchema }),
    },
    recommendations: {
      method: 'GET',
      path: '/recommendations',
      schemas: (s) => ({ query: s.recommendationsQuerySchema, response: s.recommendationsResponseSchema }),
    },
    insights: { method: 'GET', path: '/insights', schemas: (s) => ({ response: s.careerInsightsSchema }) },
  },
)
