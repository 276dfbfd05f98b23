import type { Context } from 'hono'
import * as paymentSchemas from '#core/plans/payments.schema.ts'
import { refundEndpoints } from '#core/plans/plans.endpoints.ts'
import { staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { PaymentsService } from './payments-service.ts'
import type { StaffActor } from './refunds.ts'

function staffActor(c: Context<SignedInEnv>): StaffActor {
  const viewer = c.get('viewer')
  return { userId: viewer.userId, label: viewer.email }
}

/** /api/admin/payments: staff decide refund requests (the payments area: admin and super_admin; decision 057). */
export function createRefundRoutes(deps: { auth: AuthService; payments: PaymentsService }) {
  const router = createApiRouter()
  const access = staffAccess(deps.auth, '/admin/payments')
  const tags = ['Admin']
  const unknown = { 404: 'No refund request has this id (NOT_FOUND)' }

  const approveRoute = apiRoute(refundEndpoints.approve, paymentSchemas, {
    access,
    tags,
    summary: 'Approve a refund request',
    description:
      'admin and super_admin. Refunds `amountPaise` of the order’s captured payment through Razorpay (POST /v1/payments/{id}/refund, never retried) and adds a `refunded` ledger row; written to the audit log. Only a request still `requested` is refunded: a second call (a double click, another tab, another staff member) answers `already_decided` and refunds nothing.',
    answer: 'The decision',
    errors: { ...unknown, 400: 'More than the payment (VALIDATION_INVALID_FORMAT)' },
  })
  router.openapi(approveRoute, async (c) => {
    const decision = await deps.payments.approveRefund(staffActor(c), c.req.valid('param').id, c.req.valid('json').amountPaise)
    return c.json(decision, 200)
  })

  const declineRoute = apiRoute(refundEndpoints.decline, paymentSchemas, {
    access,
    tags,
    summary: 'Decline a refund request',
    description:
      'admin and super_admin. Declines a request still `requested`, with a reason the person reads on /settings; a `refund_declined` ledger row and an audit-log row. A request already decided answers `already_decided`.',
    answer: 'The decision',
    errors: unknown,
  })
  router.openapi(declineRoute, async (c) => {
    const decision = await deps.payments.declineRefund(staffActor(c), c.req.valid('param').id, c.req.valid('json').reason)
    return c.json(decision, 200)
  })
  return router
}
