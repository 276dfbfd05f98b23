import { paymentEndpoints, subscriptionEndpoints } from '#core/plans/plans.endpoints.ts'
import { FREE_SUBSCRIPTION, PREMIUM_PLAN, type SubscriptionStatus } from '#core/plans/plans.ts'
import type { CreateOrderResponse, VerifyPaymentRequest } from '#core/plans/payments.schema.ts'
import { endpointUrl } from '#core/api/endpoint.ts'
import { callApi } from '#app/lib/call-api.ts'

/**
 * The billing calls of the browser (spec 000 §7, spec 001 §7). Reading the subscription is a GET, so
 * it keeps the spec's retry rule (2 more attempts, 1 s then 2 s: app/lib/api-client.ts) and, failing
 * still, falls back silently to free; writes are never retried.
 */

export async function readSubscriptionStatus(): Promise<SubscriptionStatus> {
  try {
    return await callApi(subscriptionEndpoints.readStatus)
  } catch {
    return FREE_SUBSCRIPTION
  }
}

export function createPremiumOrder(): Promise<CreateOrderResponse> {
  return callApi(paymentEndpoints.createOrder, { body: { amount: PREMIUM_PLAN.amountPaise, currency: PREMIUM_PLAN.currency } })
}

export function verifyPayment(payment: VerifyPaymentRequest): Promise<SubscriptionStatus> {
  return callApi(paymentEndpoints.verify, { body: payment })
}

export function cancelPremium(): Promise<SubscriptionStatus> {
  return callApi(subscriptionEndpoints.cancel)
}

/** Where a payment's GST invoice downloads from (a plain link: the server names the PDF). */
export function invoiceUrl(orderId: string): string {
  return endpointUrl(paymentEndpoints.invoice, { orderId })
}
