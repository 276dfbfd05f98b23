import type { LocalPages } from '#server/adapters/google/port.ts'

/**
 * The payment gateway the billing feature needs (spec 001 §7 create-razorpay-order,
 * verify-razorpay-payment; decision 051): Razorpay's Orders API and its two signatures. Razorpay itself
 * (razorpay.ts) with RAZORPAY_KEY_ID …, or the local checkout (local.ts) without keys; both check
 * signatures with signature.ts.
 */
export interface PaymentGateway {
  provider: 'razorpay' | 'local'
  /** The public key checkout opens with (RAZORPAY_KEY_ID, or the local one). */
  keyId: string
  /** The script that opens checkout: Razorpay's checkout.js, or the local one under /__local/razorpay/. */
  checkoutScriptUrl: string
  /** Orders API `POST /v1/orders`: an order for this amount, which checkout then collects. */
  createOrder(order: NewGatewayOrder, options?: { signal?: AbortSignal }): Promise<GatewayOrder>
  /** Orders API `GET /v1/orders/{id}/payments`: what was paid against an order (the reconciliation job asks). */
  listOrderPayments(orderId: string, options?: { signal?: AbortSignal }): Promise<GatewayPayment[]>
  /**
   * Refunds API `POST /v1/payments/{id}/refund`: pays back `amountPaise` of a captured payment. Never
   * retried (a repeated call could refund twice); `receipt` names our refund request.
   */
  refundPayment(refund: NewGatewayRefund, options?: { signal?: AbortSignal }): Promise<GatewayRefund>
  /** `razorpay_signature` of checkout's answer, checked in constant time against RAZORPAY_KEY_SECRET. */
  isPaymentSignatureValid(payment: { orderId: string; paymentId: string; signature: string }): boolean
  /** `X-Razorpay-Signature` over the webhook's raw body, checked against RAZORPAY_WEBHOOK_SECRET. */
  isWebhookSignatureValid(rawBody: string, signature: string): boolean
  /** The local checkout's pages, for server/app.ts to mount under /__local/razorpay; null for Razorpay. */
  localPages: LocalPages | null
}

export interface NewGatewayOrder {
  amountPaise: number
  currency: 'INR'
  /** Our id for the order (at most 40 characters, Razorpay's limit). */
  receipt: string
  notes: Readonly<Record<string, string>>
}

export interface GatewayOrder {
  orderId: string
  amountPaise: number
  currency: string
  receipt: string
}

/** Razorpay's payment states: created, authorized, captured, refunded, failed. */
export const GATEWAY_PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number]

export interface GatewayPayment {
  paymentId: string
  orderId: string
  amountPaise: number
  currency: string
  status: GatewayPaymentStatus
}

export interface NewGatewayRefund {
  paymentId: string
  amountPaise: number
  /** Our id for the refund (at most 40 characters). */
  receipt: string
  notes: Readonly<Record<string, string>>
}

/** Razorpay's refund states: pending until the bank confirms, then processed (or failed). */
export interface GatewayRefund {
  refundId: string
  paymentId: string
  amountPaise: number
  status: 'pending' | 'processed' | 'failed'
}
