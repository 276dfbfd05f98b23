import { defineEndpoints } from '#core/api/endpoint.ts'

/** The daily usage counts (server/features/usage/routes.ts): the caller's own, signed in or a guest. */
export const usageEndpoints = defineEndpoints(
  { base: '/usage', loadSchemas: () => import('./plans.schema.ts') },
  {
    listUsage: { method: 'GET', path: '/', schemas: (s) => ({ response: s.allUsageResponseSchema }) },
    readUsage: { method: 'GET', path: '/{feature}', schemas: (s) => ({ params: s.usageFeatureParamSchema, response: s.usageSchema }) },
    countUse: {
      method: 'POST',
      path: '/{feature}/increment',
      schemas: (s) => ({ params: s.usageFeatureParamSchema, response: s.usageSchema }),
    },
  },
)

/** The caller's subscription status (server/features/billing/routes.ts). */
export const subscriptionEndpoints = defineEndpoints(
  { base: '/subscription', loadSchemas: () => import('./plans.schema.ts') },
  { readStatus: { method: 'GET', path: '/', schemas: (s) => ({ response: s.subscriptionStatusSchema }) } },
)
