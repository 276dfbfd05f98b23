import { ProviderError } from '#server/lib/provider-error.ts'
import { createVendorHttp, type VendorAnswer } from '#server/lib/vendor-http.ts'
import type { GatewayOrder, GatewayPayment, GatewayPaymentStatus, GatewayRefund, PaymentGateway } from './port.ts'
import { GATEWAY_PAYMENT_STATUSES } from './port.ts'
import { isPaymentSignatureValid, isWebhookSignatureValid } from './signature.ts'

export interface RazorpayOptions {
  /** RAZORPAY_KEY_ID: the public key, the basic-auth user and what checkout opens with. */
  keyId: string
  /** RAZORPAY_KEY_SECRET: the basic-auth password and the key of checkout's signature. */
  keySecret: string
  /** RAZORPAY_WEBHOOK_SECRET: the key of the webhook's signature (set in Razorpay's dashboard). */
  webhookSecret: string
  /** RAZORPAY_BASE_URL: https://api.razorpay.com, or a stand-in in tests. */
  baseUrl: string
  timeoutMs?: number
}

const PROVIDER = 'razorpay'
const DEFAULT_TIMEOUT_MS = 10_000
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

/**
 * Razorpay's Orders API (v1) with basic auth (key id and key secret). Razorpay refuses with a status
 * and `{"error":{"code":"BAD_REQUEST_ERROR","description":…,"reason":…}}`; the description may echo
 * what we sent, so it is matched, never passed on.
 */
export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const http = createVendorHttp({
    provider: PROVIDER,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Reading is safe to repeat; creating an order twice leaves an unpaid order, which costs nothing.
    retries: 1,
    explainRefusal: (answer) => (answer.status === 429 || answer.status >= 500 ? null : readRefusal(answer)),
  })
  // A refund is never sent twice: a lost answer may hide a refund Razorpay made.
  const onceHttp = createVendorHttp({
    provider: PROVIDER,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retries: 0,
    explainRefusal: (answer) => (answer.status === 429 || answer.status >= 500 ? null : readRefusal(answer)),
  })
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`
  const headers = { authorization, accept: 'application/json' }

  return {
    provider: PROVIDER,
    keyId: options.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    localPages: null,
    async createOrder(order, callOptions) {
      const answer = await http.request({
        url: new URL('/v1/orders', options.baseUrl),
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: order.amountPaise, currency: order.currency, receipt: order.receipt, notes: order.notes }),
        ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
      })
      return readOrder(answer)
    },
    async listOrderPayments(orderId, callOptions) {
      const answer = await http.request({
        url: new URL(`/v1/orders/${encodeURIComponent(orderId)}/payments`, options.baseUrl),
        headers,
        ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
      })
      const items = readField(answer.json(), 'items')
      if (!Array.isArray(items)) throw unknownForm(answer)
      return items.map((item: unknown) => readPayment(item, answer))
    },
    async refundPayment(refund, callOptions) {
      const answer = await onceHttp.request({
        url: new URL(`/v1/payments/${encodeURIComponent(refund.paymentId)}/refund`, options.baseUrl),
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: refund.amountPaise, speed: 'normal', receipt: refund.receipt, notes: refund.notes }),
        ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
      })
      return readRefund(answer)
    },
    isPaymentSignatureValid: (payment) => isPaymentSignatureValid(payment, options.keySecret),
    isWebhookSignatureValid: (rawBody, signature) => isWebhookSignatureValid(rawBody, signature, options.webhookSecret),
  }
}

function readOrder(answer: VendorAnswer): GatewayOrder {
  const body = answer.json()
  const orderId = readField(body, 'id')
  const amount = readField(body, 'amount')
  const currency = readField(body, 'currency')
  const receipt = readField(body, 'receipt')
  if (typeof orderId !== 'string' || typeof amount !== 'number' || typeof currency !== 'string') throw unknownForm(answer)
  return { orderId, amountPaise: amount, currency, receipt: typeof receipt === 'string' ? receipt : '' }
}

function readPayment(item: unknown, answer: VendorAnswer): GatewayPayment {
  const paymentId = readField(item, 'id')
  const orderId = readField(item, 'order_id')
  const amount = readField(item, 'amount')
  const currency = readField(item, 'currency')
  const status = GATEWAY_PAYMENT_STATUSES.find((known): known is GatewayPaymentStatus => known === readField(item, 'status'))
  if (
    typeof paymentId !== 'string' ||
    typeof orderId !== 'string' ||
    typeof amount !== 'number' ||
    typeof currency !== 'string' ||
    !status
  ) {
    throw unknownForm(answer)
  }
  return { paymentId, orderId, amountPaise: amount, currency, status }
}

function readRefund(answer: VendorAnswer): GatewayRefund {
  const body = answer.json()
  const refundId = readField(body, 'id')
  const paymentId = readField(body, 'payment_id')
  const amount = readField(body, 'amount')
  const status = readField(body, 'status')
  if (
    typeof refundId !== 'string' ||
    typeof paymentId !== 'string' ||
    typeof amount !== 'number' ||
    (status !== 'pending' && status !== 'processed' && status !== 'failed')
  ) {
    throw unknownForm(answer)
  }
  return { refundId, paymentId, amountPaise: amount, status }
}

/** Razorpay's refusals in our words: a refused key is the operator's to fix, anything else a bad gateway. */
function readRefusal(answer: VendorAnswer): ProviderError {
  const error = readField(answer.json(), 'error')
  const description = readField(error, 'description')
  if (answer.status === 401 || (typeof description === 'string' && /authentication/i.test(description))) {
    return new ProviderError({ provider: PROVIDER, reason: 'the API refused RAZORPAY_KEY_ID or RAZORPAY_KEY_SECRET', isRetryable: false })
  }
  if (answer.status === 404) {
    return new ProviderError({ provider: PROVIDER, code: 'NOT_FOUND', reason: 'the API knows no such order', isRetryable: false })
  }
  const code = readField(error, 'code')
  const named = typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'an error'
  return new ProviderError({
    provider: PROVIDER,
    reason: `the API refused the request with ${named} (HTTP ${answer.status})`,
    isRetryable: false,
  })
}

function unknownForm(answer: VendorAnswer): ProviderError {
  return new ProviderError({ provider: PROVIDER, reason: `the API answered in an unknown form (HTTP ${answer.status})`, isRetryable: true })
}

function readField(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined
  return Reflect.get(value, key)
}
