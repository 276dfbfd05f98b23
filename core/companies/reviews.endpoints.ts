import { defineEndpoints } from '#core/api/endpoint.ts'

/** Writing a company review (server/features/companies/review-routes.ts; decision 064): signed-in people only. */
export const reviewEndpoints = defineEndpoints(
  { base: '/companies', loadSchemas: () => import('./reviews.schema.ts') },
  {
    write: {
      method: 'POST',
      path: '/{slug}/reviews',
      status: 201,
      bodyLimit: 16 * 1024,
      schemas: (s) => ({ params: s.companySlugParamSchema, body: s.writeReviewSchema, response: s.ownReviewSchema }),
    },
  },
)

/** Staff deciding pending reviews on /admin/resume-moderation (admin, super_admin, support_agent). */
export const reviewModerationEndpoints = defineEndpoints(
  { base: '/admin/company-reviews', loadSchemas: () => import('./reviews.schema.ts') },
  {
    approve: {
      method: 'POST',
      path: '/{id}/approve',
      schemas: (s) => ({ params: s.reviewIdParamSchema, response: s.reviewDecisionSchema }),
    },
    reject: {
      method: 'POST',
      path: '/{id}/reject',
      schemas: (s) => ({ params: s.reviewIdParamSchema, body: s.rejectReviewSchema, response: s.reviewDecisionSchema }),
    },
  },
)
