import { z } from 'zod'

/**
 * The part of Razorpay's webhook events we act on (payment.captured, order.paid, payment.failed): the
 * payment entity every one of them carries. Read only after the signature checked out.
 */

const paymentEntitySchema = z.object({
  id: z.string().min(1).max(64),
  order_id: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1).max(8),
})

const webhookEventSchema = z.object({
  event: z.enum(['payment.captured', 'order.paid', 'payment.failed']),
  payload: z.object({ payment: z.object({ entity: paymentEntitySchema }) }),
})

export interface WebhookEvent {
  event: 'payment.captured' | 'order.paid' | 'payment.failed'
  payment: { paymentId: string; orderId: string; amountPaise: number; currency: string }
}

/** The event, or null for one we do not act on (another event, or a shape we do not know). */
export function readWebhookEvent(rawBody: string): WebhookEvent | null {
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    return null
  }
  const parsed = webhookEventSchema.safeParse(json)
  if (!parsed.success) return null
  const entity = parsed.data.payload.payment.entity
  return {
    event: parsed.data.event,
    payment: { paymentId: entity.id, orderId: entity.order_id, amountPaise: entity.amount, currency: entity.currency },
  }
}
