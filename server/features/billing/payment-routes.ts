import { z } from '@hono/zod-openapi'
import { adminAreaForPath, hasAreaAccess } from '#core/auth/roles.ts'
import * as paymentSchemas from '#core/plans/payments.schema.ts'
import { paymentEndpoints } from '#core/plans/plans.endpoints.ts'
import { signedInAccess, type AuthService } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import { readRequestLanguage } from '#server/lib/request-language.ts'
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
  router.openapi(verifyRoute, async (c) =>
    c.json(await deps.payments.verifyPayment(c.get('viewer').userId, c.req.valid('json'), readRequestLanguage(c.req.raw.headers)), 200),
  )

  const listMineRoute = apiRoute(paymentEndpoints.listMine, paymentSchemas, {
    access,
    tags,
    summary: 'Your payments',
    description:
      'The caller’s payments that activated premium, newest first, each with its GST invoice number and, after a cancellation, the state of its refund request (requested, processing, refunded with the amount, or declined with staff’s reason).',
    answer: 'The payments',
  })
  router.openapi(listMineRoute, async (c) => c.json({ payments: await deps.payments.listPayments(c.get('viewer').userId) }, 200))

  const paymentsArea = adminAreaForPath('/admin/payments')
  const invoiceRoute = apiRoute(paymentEndpoints.invoice, paymentSchemas, {
    access,
    tags,
    summary: 'Download a GST invoice',
    description:
      'The GST tax invoice of a payment as a PDF attachment (`JY-26-27-000123.pdf`), rendered from the data frozen when it was issued, so every download is the same document. The buyer’s own, or any for staff of the payments area; anyone else’s answers 404 as if it did not exist.',
    answer: 'The PDF',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    errors: { 404: 'No invoice of yours for this order (NOT_FOUND)', 500: 'The PDF could not be rendered (OPERATION_FAILED)' },
  })
  router.openapi(invoiceRoute, async (c) => {
    const viewer = c.get('viewer')
    const isStaff = paymentsArea !== undefined && hasAreaAccess(viewer.role, paymentsArea)
    const invoice = await deps.payments.renderInvoice({ userId: viewer.userId, isStaff }, c.req.valid('param').orderId)
    return c.body(invoice.pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
    })
  })

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
