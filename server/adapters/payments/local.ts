import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#server/lib/hono-env.ts'
import type { Logger } from '#server/lib/logger.ts'
import { ProviderError } from '#server/lib/provider-error.ts'
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './port.ts'
import { isPaymentSignatureValid, isWebhookSignatureValid, signPayment, signWebhook } from './signature.ts'

/**
 * Payments' embedded default (DESIGN.md "Outside services"; decision 051): with no Razorpay keys,
 * orders live in this process and a local checkout under /__local/razorpay looks and behaves like
 * Razorpay's (pay, fail, dismiss). It signs its answer with a key secret made for this process and
 * sends Razorpay's webhooks, signed with a webhook secret made the same way, to our own webhook
 * endpoint, so `npm start` runs the same verification code and both activation paths as production.
 * It takes no money: APP_ENV=production refuses to start without keys (server/config.ts), and its
 * pages answer only clients on this machine (server/app.ts).
 */

export const LOCAL_RAZORPAY_PATH = '/__local/razorpay'
const LOCAL_KEY_ID = 'rzp_test_local'

export interface LocalGatewayOptions {
  /** Where the webhooks go (our own /api/payments/webhook); null sends none (tests deliver their own). */
  webhookUrl: string | null
  /** How long after a payment its webhooks leave: checkout's answer usually arrives first, as with Razorpay. */
  webhookDelayMs?: number
  logger?: Logger
  keySecret?: string
  webhookSecret?: string
}

export interface LocalPaymentGateway extends PaymentGateway {
  /** What the checkout's pay and fail buttons do: the payment, and checkout's signed answer for a success. */
  pay(orderId: string, outcome: 'success' | 'failure', method?: string): LocalPaymentResult
  /** The webhook events of a payment, signed as Razorpay signs them (tests deliver them in any order). */
  webhooksFor(paymentId: string): SignedWebhook[]
  readonly webhookSecret: string
  /** The refunds issued, in order (what staff approved on /admin/payments). */
  readonly refunds: readonly GatewayRefund[]
}

export interface SignedWebhook {
  eventId: string
  event: string
  rawBody: string
  signature: string
}

export type LocalPaymentResult =
  { outcome: 'success'; paymentId: string; orderId: string; signature: string } | { outcome: 'failure'; paymentId: string; orderId: string }

interface StoredPayment extends GatewayPayment {
  method: string
  createdAt: number
}

const payRequestSchema = z.object({
  order_id: z.string().min(1).max(64),
  outcome: z.enum(['success', 'failure']),
  method: z.enum(['upi', 'card', 'netbanking', 'wallet']).default('upi'),
})

const checkoutScript = readFileSync(new URL('./local-checkout.js', import.meta.url), 'utf8')

export function createLocalPaymentGateway(options: LocalGatewayOptions): LocalPaymentGateway {
  const keySecret = options.keySecret ?? randomBytes(32).toString('hex')
  const webhookSecret = options.webhookSecret ?? randomBytes(32).toString('hex')
  const orders = new Map<string, GatewayOrder>()
  const payments = new Map<string, StoredPayment>()
  const refunds: GatewayRefund[] = []

  function webhooksFor(paymentId: string): SignedWebhook[] {
    const payment = payments.get(paymentId)
    if (!payment) return []
    const order = orders.get(payment.orderId)
    const paymentEntity = {
      id: payment.paymentId,
      entity: 'payment',
      amount: payment.amountPaise,
      currency: payment.currency,
      status: payment.status,
      order_id: payment.orderId,
      method: payment.method,
      captured: payment.status === 'captured',
      error_code: payment.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_reason: payment.status === 'failed' ? 'payment_failed' : null,
      created_at: Math.floor(payment.createdAt / 1000),
    }
    const events =
      payment.status === 'captured'
        ? [
            { event: 'payment.captured', payload: { payment: { entity: paymentEntity } } },
            {
              event: 'order.paid',
              payload: {
                payment: { entity: paymentEntity },
                order: {
                  entity: {
                    id: payment.orderId,
                    entity: 'order',
                    amount: order?.amountPaise,
                    amount_paid: payment.amountPaise,
                    status: 'paid',
                    receipt: order?.receipt,
                  },
                },
              },
            },
          ]
        : [{ event: 'payment.failed', payload: { payment: { entity: paymentEntity } } }]
    return events.map(({ event, payload }) => {
      const rawBody = JSON.stringify({
        entity: 'event',
        account_id: 'acc_local',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      })
      return { eventId: `evt_${randomId()}`, event, rawBody, signature: signWebhook(rawBody, webhookSecret) }
    })
  }

  function pay(orderId: string, outcome: 'success' | 'failure', method = 'upi'): LocalPaymentResult {
    const order = orders.get(orderId)
    if (!order) throw new ProviderError({ provider: 'local-razorpay', code: 'NOT_FOUND', reason: 'no such order', isRetryable: false })
    const paymentId = `pay_${randomId()}`
    const status = outcome === 'success' ? 'captured' : 'failed'
    payments.set(paymentId, {
      paymentId,
      orderId,
      amountPaise: order.amountPaise,
      currency: order.currency,
      status,
      method,
      createdAt: Date.now(),
    })
    if (options.webhookUrl !== null) scheduleWebhooks(options.webhookUrl, webhooksFor(paymentId))
    if (outcome === 'failure') return { outcome, paymentId, orderId }
    return { outcome, paymentId, orderId, signature: signPayment({ orderId, paymentId }, keySecret) }
  }

  function scheduleWebhooks(url: string, webhooks: SignedWebhook[]): void {
    const timer = setTimeout(() => {
      void deliver(url, webhooks)
    }, options.webhookDelayMs ?? 1500)
    timer.unref()
  }

  async function deliver(url: string, webhooks: SignedWebhook[]): Promise<void> {
    for (const webhook of webhooks) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhook.signature,
            'x-razorpay-event-id': webhook.eventId,
          },
          body: webhook.rawBody,
          signal: AbortSignal.timeout(5000),
        })
        if (!response.ok)
          options.logger?.warn({ status: response.status, event: webhook.event }, 'the local checkout’s webhook was refused')
      } catch (error) {
        options.logger?.warn({ err: error, event: webhook.event }, 'the local checkout could not deliver a webhook')
      }
    }
  }

  const router = new Hono<AppEnv>()
  router.get('/checkout.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8')
    c.header('cache-control', 'no-cache')
    return c.body(checkoutScript)
  })
  router.post('/pay', async (c) => {
    const parsed = payRequestSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success || !orders.has(parsed.data.order_id)) {
      return c.json(
        {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The id provided does not exist',
            source: 'business',
            step: 'payment_initiation',
            reason: 'input_validation_failed',
          },
        },
        400,
      )
    }
    const result = pay(parsed.data.order_id, parsed.data.outcome, parsed.data.method)
    if (result.outcome === 'success') {
      return c.json({ razorpay_payment_id: result.paymentId, razorpay_order_id: result.orderId, razorpay_signature: result.signature })
    }
    return c.json(
      {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: result.orderId, payment_id: result.paymentId },
        },
      },
      400,
    )
  })

  return {
    provider: 'local',
    keyId: LOCAL_KEY_ID,
    checkoutScriptUrl: `${LOCAL_RAZORPAY_PATH}/checkout.js`,
    localPages: { path: LOCAL_RAZORPAY_PATH, router },
    webhookSecret,
    async createOrder(order) {
      const created = { orderId: `order_${randomId()}`, amountPaise: order.amountPaise, currency: order.currency, receipt: order.receipt }
      orders.set(created.orderId, created)
      return created
    },
    async listOrderPayments(orderId) {
      if (!orders.has(orderId))
        throw new ProviderError({ provider: 'local-razorpay', code: 'NOT_FOUND', reason: 'no such order', isRetryable: false })
      return [...payments.values()]
        .filter((payment) => payment.orderId === orderId)
        .map(({ paymentId, amountPaise, currency, status }) => ({ paymentId, orderId, amountPaise, currency, status }))
    },
    async refundPayment(refund) {
      // A payment of an earlier process is unknown here (orders live in memory): the refund is recorded
      // all the same, since the local checkout took no money. A known payment is refunded at most once in full.
      const payment = payments.get(refund.paymentId)
      const refunded = refunds.filter((done) => done.paymentId === refund.paymentId).reduce((sum, done) => sum + done.amountPaise, 0)
      if (payment && (payment.status !== 'captured' || refunded + refund.amountPaise > payment.amountPaise)) {
        throw new ProviderError({
          provider: 'local-razorpay',
          reason: 'the refund is more than the payment has left to refund',
          isRetryable: false,
        })
      }
      const done: GatewayRefund = {
        refundId: `rfnd_${randomId()}`,
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        status: 'processed',
      }
      refunds.push(done)
      options.logger?.info({ paymentId: refund.paymentId, amountPaise: refund.amountPaise }, 'the local checkout recorded a refund')
      return done
    },
    refunds,
    pay,
    webhooksFor,
    isPaymentSignatureValid: (payment) => isPaymentSignatureValid(payment, keySecret),
    isWebhookSignatureValid: (rawBody, signature) => isWebhookSignatureValid(rawBody, signature, webhookSecret),
  }
}

/** Razorpay's ids are 14 characters of letters and digits after the prefix. */
function randomId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return [...randomBytes(14)].map((byte) => alphabet[byte % alphabet.length]).join('')
}
