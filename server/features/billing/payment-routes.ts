import * as paymentSchemas from '#core/plans/payments.schema.ts'
import { paymentEndpoints } from '#core/plans/plans.endpoints.ts'
import { signedInAccess, type AuthService } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { PaymentsService } from './payments-service.ts'

/** The webhook's path, as Razorpay's dashboard (and the local checkout) are told it. */
export const PAYMENTS_WEBHOOK_PATH = '/api/payments/webhook'

export function paymentsWebhookUrl(publicUrl: string): string {
  return new URL(PAYMENTS_WEBHOOK_PATH, publicUrl).toString()
}

/** /api/payments: spec 001 §7 create-razorpay-order and verify-razorpay-payment, and Razorpay's webhook. */
export function createPaymentRoutes(deps: { auth: AuthService; payments: PaymentsService }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const tags = ['Payments']

  const createOrderRoute = apiRoute(paymentEndpoints.createOrder, paymentSchemas, {
    access,
    tags,
    summary: 'Start buying premium',
    description:
      'Spec 001 §7 create-razorpay-order: makes a Razorpay order for premium (39900 paise, INR; ₹399 for 7 days) and answers what checkout opens with. Any other amount or currency is refused. Sign-in required (401 AUTH_REQUIRED: "Please sign in to upgrade to premium.").',
    answer: 'The order',
    errors: { 502: 'PAYMENT_ORDER_FAILED: Razorpay did not make the order ("Failed to create order")' },
  })
  router.openapi(createOrderRoute, async (c) => c.json(await deps.payments.createOrder(c.get('viewer').userId), 200))

  const verifyRoute = apiRoute(paymentEndpoints.verify, paymentSchemas, {
    access,
    tags,
    summary: 'Confirm a payment',
    description:
      'Spec 001 §7 verify-razorpay-payment: checks `razorpay_signature = HMAC_SHA256(order_id|payment_id, key_secret)` and grants premium for 7 days (from the current end when premium is still running). Sending it again, or while the webhook arrives, grants nothing more. Answers the subscription as it now stands.',
    answer: 'Premium is active',
    errors: {
      400: 'PAYMENT_VERIFICATION_FAILED: a signature that does not verify, or an order that is not yours ("Payment verification failed")',
    },
  })
  router.openapi(verifyRoute, async (c) => c.json(await deps.payments.verifyPayment(c.get('viewer').userId, c.req.valid('json')), 200))

  const webhookRoute = apiRoute(paymentEndpoints.webhook, paymentSchemas, {
    tags,
    summary: 'Razorpay webhook',
    description:
      'For Razorpay: payment.captured, order.paid and payment.failed, signed with `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret) and named by `X-Razorpay-Event-Id`; a delivery seen before answers `duplicate` and changes nothing. Other events answer `ignored`.',
    answer: 'Handled',
    errors: { 403: 'The signature does not verify' },
  })
  router.openapi(webhookRoute, async (c) => {
    const status = await deps.payments.handleWebhook({
      rawBody: await c.req.text(),
      signature: c.req.header('x-razorpay-signature') ?? null,
      eventId: c.req.header('x-razorpay-event-id') ?? null,
    })
    return c.json({ status }, 200)
  })
  return router
}
