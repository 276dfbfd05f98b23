import * as planSchemas from '#core/plans/plans.schema.ts'
import { subscriptionEndpoints } from '#core/plans/plans.endpoints.ts'
import { optionalViewerAccess, signedInAccess, type AuthService } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { PaymentsService } from './payments-service.ts'
import type { BillingService } from './service.ts'

/** /api/subscription, mounted by server/services.ts: the caller's own status only. */
export function createSubscriptionRoutes(deps: { auth: AuthService; billing: BillingService; payments: PaymentsService }) {
  const router = createApiRouter()
  const statusRoute = apiRoute(subscriptionEndpoints.readStatus, planSchemas, {
    access: optionalViewerAccess(deps.auth),
    tags: ['Subscription'],
    summary: 'Your subscription status',
    description:
      'Spec 000 §7 get-subscription-status: plan_type, status, expires_at and is_premium of the signed-in user. Signed out (or with an expired session) the answer is free, inactive, not premium (spec 000 §4), never an error. A plan past its end answers as free.',
    answer: 'Status',
  })
  router.openapi(statusRoute, async (c) => c.json(await deps.billing.readSubscriptionStatus(c.get('viewer')?.userId ?? null), 200))

  const cancelRoute = apiRoute(subscriptionEndpoints.cancel, planSchemas, {
    access: signedInAccess(deps.auth),
    tags: ['Subscription'],
    summary: 'Cancel premium',
    description:
      "Spec 000 §8 'Cancel premium subscription? You'll lose unlimited access.': ends premium now and records a refund request (the unused days of each running payment) for staff to decide under the refund policy. Without premium it changes nothing. Answers the subscription as it now stands.",
    answer: 'Premium ended',
  })
  router.openapi(cancelRoute, async (c) => c.json(await deps.payments.cancelPremium(c.get('viewer').userId), 200))
  return router
}
