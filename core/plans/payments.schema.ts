import { z } from 'zod'
import { PREMIUM_PLAN } from './plans.ts'
import { subscriptionStatusSchema } from './plans.schema.ts'

/**
 * The wire shapes of the payment calls (spec 001 §7 create-razorpay-order, verify-razorpay-payment;
 * spec 000 §8 the cancel confirmation), under the spec's field names. The amount is the plan's
 * (core/plans/plans.ts): the browser names it, the server refuses any other.
 */

export const createOrderRequestSchema = z.object({
  amount: z.literal(PREMIUM_PLAN.amountPaise).meta({ description: 'In paise: 39900 (₹399, spec 001 §9).' }),
  currency: z.literal(PREMIUM_PLAN.currency),
})
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>

export const createOrderResponseSchema = z.object({
  key: z.string().meta({ description: 'The public key checkout opens with.', example: 'rzp_test_local' }),
  amount: z.number().int().positive().meta({ example: PREMIUM_PLAN.amountPaise }),
  currency: z.string().meta({ example: 'INR' }),
  orderId: z.string().meta({ example: 'order_Ncd8aQF1m2kLzX' }),
  checkoutScript: z.string().meta({
    description: 'The checkout script to load: Razorpay’s checkout.js, or the local checkout on a server without Razorpay keys.',
    example: 'https://checkout.razorpay.com/v1/checkout.js',
  }),
})
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>

const gatewayId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`))

export const verifyPaymentRequestSchema = z.object({
  razorpay_order_id: gatewayId('order'),
  razorpay_payment_id: gatewayId('pay'),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'a hex HMAC-SHA256'),
})
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>

/** The answer of verify and cancel: the subscription as it now stands. */
export const paymentResultSchema = subscriptionStatusSchema
export type PaymentResult = z.infer<typeof paymentResultSchema>

export const webhookAnswerSchema = z.object({
  status: z
    .enum(['processed', 'duplicate', 'ignored'])
    .meta({ description: 'processed, a replay already handled, or an event we do not act on.' }),
})

export const REFUND_STATUSES = ['requested', 'processing', 'refunded', 'declined'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** One of the caller's payments on /settings: its invoice and, after a cancellation, its refund's state. */
export const myPaymentSchema = z.object({
  orderId: z.string(),
  paidAt: z.string().meta({ description: 'When the payment activated premium (ISO).' }),
  amountPaise: z.number().int().positive(),
  premiumUntil: z.string().nullable(),
  invoiceNumber: z.string().nullable().meta({ example: 'JY/26-27/000123' }),
  refund: z
    .object({
      status: z.enum(REFUND_STATUSES),
      refundedPaise: z.number().int().nullable(),
      declineReason: z.string().nullable(),
    })
    .nullable(),
})
export type MyPayment = z.infer<typeof myPaymentSchema>

export const myPaymentsResponseSchema = z.object({ payments: z.array(myPaymentSchema) })

export const orderIdParamSchema = z.object({ orderId: gatewayId('order') })

export const refundIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

export const approveRefundSchema = z.object({
  amountPaise: z
    .number()
    .int()
    .min(100)
    .max(PREMIUM_PLAN.amountPaise)
    .meta({ description: 'What to pay back, in paise: from ₹1 (Razorpay’s least) to the payment.' }),
})
export type ApproveRefund = z.infer<typeof approveRefundSchema>

export const declineRefundSchema = z.object({ reason: z.string().trim().min(3).max(500) })
export type DeclineRefund = z.infer<typeof declineRefundSchema>

export const refundDecisionSchema = z.object({
  outcome: z.enum(['refunded', 'declined', 'already_decided', 'refused', 'unknown']).meta({
    description:
      'refunded or declined now; already_decided: an earlier call decided it (nothing was done twice); refused: Razorpay refused the refund and the request is open again; unknown: Razorpay did not answer, the request stays processing until staff check the dashboard.',
  }),
  status: z.enum(REFUND_STATUSES),
})
export type RefundDecision = z.infer<typeof refundDecisionSchema>
