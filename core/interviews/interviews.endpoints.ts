import { defineEndpoints } from '#core/api/endpoint.ts'

/** Mock interviews (server/features/interviews/routes.ts): signed-in users only, their own sessions only. */
export const interviewEndpoints = defineEndpoints(
  { base: '/interviews', loadSchemas: () => import('./interviews.schema.ts') },
  {
    start: {
      method: 'POST',
      path: '/sessions',
      status: 201,
      schemas: (s) => ({ body: s.startSessionSchema, response: s.interviewSessionSchema }),
    },
    session: {
      method: 'GET',
      path: '/sessions/{id}',
      schemas: (s) => ({ params: s.sessionIdParamSchema, response: s.interviewSessionSchema }),
    },
    answer: {
      method: 'POST',
      path: '/sessions/{id}/answers',
      bodyLimit: 32 * 1024,
      schemas: (s) => ({ params: s.sessionIdParamSchema, body: s.submitAnswerSchema, response: s.sessionAnswerSchema }),
    },
    analytics: { method: 'GET', path: '/analytics', schemas: (s) => ({ response: s.interviewAnalyticsSchema }) },
  },
)
