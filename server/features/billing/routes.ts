import { createRoute } from '@hono/zod-openapi'
import { subscriptionStatusSchema } from '#core/plans/plans.schema.ts'
import { readViewerApi, type AuthService, type OptionalViewerEnv } from '#server/features/auth/index.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { BillingService } from './service.ts'

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Subscription'],
  summary: 'Your subscription status',
  description:
    'Spec 000 §7 get-subscription-status: plan_type, status, expires_at and is_premium of the signed-in user. Signed out (or with an expired session) the answer is free, inactive, not premium (spec 000 §4), never an error. A plan past its end answers as free.',
  responses: { 200: { description: 'Status', content: { 'application/json': { schema: subscriptionStatusSchema } } } },
})

/** /api/subscription, mounted by server/services.ts: the caller's own status only. */
export function createSubscriptionRoutes(deps: { auth: AuthService; billing: BillingService }) {
  const router = createApiRouter<OptionalViewerEnv>()
  router.use('*', readViewerApi(deps.auth))
  router.openapi(statusRoute, async (c) => {
    const status = await deps.billing.readSubscriptionStatus(c.get('viewer')?.userId ?? null)
    c.header('Cache-Control', 'private, no-store')
    return c.json(status, 200)
  })
  // Mounted through an AppEnv router, as every feature's router is (server/services.ts).
  return createApiRouter().route('/', router)
}
