import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Razorpay's two signatures (CONVENTIONS.md §7), computed and compared the same way for Razorpay and
 * the local checkout, so the code that lets a payment through is the code the tests and `npm start`
 * run:
 * - checkout's answer: `razorpay_signature = HMAC_SHA256(order_id + "|" + payment_id, key_secret)`, hex;
 * - a webhook: `X-Razorpay-Signature = HMAC_SHA256(raw body, webhook_secret)`, hex.
 */

export function signPayment(payment: { orderId: string; paymentId: string }, keySecret: string): string {
  return hmacHex(`${payment.orderId}|${payment.paymentId}`, keySecret)
}

export function signWebhook(rawBody: string, webhookSecret: string): string {
  return hmacHex(rawBody, webhookSecret)
}

export function isPaymentSignatureValid(payment: { orderId: string; paymentId: string; signature: string }, keySecret: string): boolean {
  return isSameHex(payment.signature, signPayment(payment, keySecret))
}

export function isWebhookSignatureValid(rawBody: string, signature: string, webhookSecret: string): boolean {
  return isSameHex(signature, signWebhook(rawBody, webhookSecret))
}

function hmacHex(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex')
}

/**
 * Constant time in the signature's content: both sides are hashed to 32 bytes first, so neither the
 * length nor the position of the first differing character shows in the time taken.
 */
function isSameHex(given: string, expected: string): boolean {
  const givenDigest = createHmac('sha256', 'compare').update(given, 'utf8').digest()
  const expectedDigest = createHmac('sha256', 'compare').update(expected, 'utf8').digest()
  return timingSafeEqual(givenDigest, expectedDigest)
}
