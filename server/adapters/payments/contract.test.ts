import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRazorpayStandIn, type RazorpayStandIn } from '#tests/stand-ins/razorpay.ts'
import { providerErrorOf } from '#tests/support/provider-error.ts'
import { createRazorpayGateway } from './razorpay.ts'
import { signPayment, signWebhook } from './signature.ts'

let standIn: RazorpayStandIn

beforeAll(async () => {
  standIn = await startRazorpayStandIn()
})

afterAll(async () => {
  await standIn.close()
})

function gateway(overrides: { keyId?: string; keySecret?: string; baseUrl?: string } = {}) {
  return createRazorpayGateway({
    keyId: standIn.keyId,
    keySecret: standIn.keySecret,
    webhookSecret: 'webhook-secret',
    baseUrl: standIn.baseUrl,
    timeoutMs: 3000,
    ...overrides,
  })
}

const premiumOrder = { amountPaise: 39_900, currency: 'INR' as const, receipt: 'jy_0123456789abcdef', notes: { plan: 'professional' } }

describe('Razorpay client against the Orders API', () => {
  it('creates an order with basic auth and the amount in paise, and answers its id', async () => {
    const order = await gateway().createOrder(premiumOrder)
    expect(order).toMatchObject({ amountPaise: 39_900, currency: 'INR', receipt: 'jy_0123456789abcdef' })
    expect(order.orderId).toMatch(/^order_/)
    expect(standIn.orders.at(-1)).toEqual({
      id: order.orderId,
      amount: 39_900,
      currency: 'INR',
      receipt: 'jy_0123456789abcdef',
      notes: { plan: 'professional' },
    })
    expect(standIn.requests.at(-1)).toEqual({ method: 'POST', path: '/v1/orders', hasValidAuth: true })
  })

  it('reads an order’s payments for the reconciliation job', async () => {
    const order = await gateway().createOrder(premiumOrder)
    standIn.addPayment({ orderId: order.orderId, id: 'pay_Failed0001', amount: 39_900, status: 'failed' })
    standIn.addPayment({ orderId: order.orderId, id: 'pay_Captured01', amount: 39_900, status: 'captured' })
    expect(await gateway().listOrderPayments(order.orderId)).toEqual([
      { paymentId: 'pay_Failed0001', orderId: order.orderId, amountPaise: 39_900, currency: 'INR', status: 'failed' },
      { paymentId: 'pay_Captured01', orderId: order.orderId, amountPaise: 39_900, currency: 'INR', status: 'captured' },
    ])
  })

  it('names a refused key in our words and does not retry it', async () => {
    const before = standIn.requests.length
    const error = await providerErrorOf(gateway({ keySecret: 'wrong' }).createOrder(premiumOrder))
    expect(error).toMatchObject({ isRetryable: false, message: 'razorpay: the API refused RAZORPAY_KEY_ID or RAZORPAY_KEY_SECRET' })
    expect(standIn.requests.length - before).toBe(1)
  })

  it('names a refused field by Razorpay’s code, never its description', async () => {
    const error = await providerErrorOf(gateway().createOrder({ ...premiumOrder, receipt: 'x'.repeat(41) }))
    expect(error.message).toBe('razorpay: the API refused the request with BAD_REQUEST_ERROR (HTTP 400)')
    expect(error.message).not.toContain('receipt')
  })

  it('tries a 5xx once more, then fails retryable without the body', async () => {
    standIn.answerNext({ status: 503, body: '{"error":{"code":"SERVER_ERROR","description":"key rzp_test_standin overloaded"}}' })
    expect((await gateway().createOrder(premiumOrder)).orderId).toMatch(/^order_/)
    standIn.answerNext({ status: 502, body: 'upstream' })
    standIn.answerNext({ status: 502, body: 'upstream' })
    const error = await providerErrorOf(gateway().createOrder(premiumOrder))
    expect(error).toMatchObject({ isRetryable: true, message: 'razorpay: the API answered HTTP 502' })
  })

  it('maps an API it cannot reach to a retryable error', async () => {
    const closed = await startRazorpayStandIn()
    await closed.close()
    const error = await providerErrorOf(gateway({ baseUrl: closed.baseUrl }).createOrder(premiumOrder))
    expect(error).toMatchObject({ isRetryable: true, message: 'razorpay: could not reach the API' })
  })

  it('refunds a captured payment with the amount in paise and our receipt, and answers the refund', async () => {
    const order = await gateway().createOrder(premiumOrder)
    standIn.addPayment({ orderId: order.orderId, id: 'pay_Refund00001', amount: 39_900, status: 'captured' })
    const refund = await gateway().refundPayment({
      paymentId: 'pay_Refund00001',
      amountPaise: 22_800,
      receipt: 'refund_7',
      notes: { request: '7' },
    })
    expect(refund).toMatchObject({ paymentId: 'pay_Refund00001', amountPaise: 22_800, status: 'processed' })
    expect(refund.refundId).toMatch(/^rfnd_/)
    expect(standIn.refunds.at(-1)).toEqual({ id: refund.refundId, paymentId: 'pay_Refund00001', amount: 22_800, receipt: 'refund_7' })
    expect(standIn.requests.at(-1)).toEqual({ method: 'POST', path: '/v1/payments/pay_Refund00001/refund', hasValidAuth: true })
  })

  it('refuses a refund beyond what is left by Razorpay’s code, and never sends a refund twice', async () => {
    const order = await gateway().createOrder(premiumOrder)
    standIn.addPayment({ orderId: order.orderId, id: 'pay_Refund00002', amount: 39_900, status: 'captured' })
    await gateway().refundPayment({ paymentId: 'pay_Refund00002', amountPaise: 39_900, receipt: 'refund_8', notes: {} })
    const refused = await providerErrorOf(
      gateway().refundPayment({ paymentId: 'pay_Refund00002', amountPaise: 100, receipt: 'refund_9', notes: {} }),
    )
    expect(refused).toMatchObject({
      isRetryable: false,
      message: 'razorpay: the API refused the request with BAD_REQUEST_ERROR (HTTP 400)',
    })
    const before = standIn.requests.length
    standIn.answerNext({ status: 503, body: '{"error":{"code":"SERVER_ERROR"}}' })
    const failed = await providerErrorOf(
      gateway().refundPayment({ paymentId: 'pay_Refund00002', amountPaise: 100, receipt: 'refund_10', notes: {} }),
    )
    expect(failed.isRetryable).toBe(true)
    expect(standIn.requests.length - before).toBe(1)
  })

  it('checks checkout’s and the webhook’s signatures with its own secrets', () => {
    const client = gateway()
    const payment = { orderId: 'order_A1', paymentId: 'pay_B2' }
    expect(client.isPaymentSignatureValid({ ...payment, signature: signPayment(payment, standIn.keySecret) })).toBe(true)
    expect(client.isPaymentSignatureValid({ ...payment, signature: signPayment(payment, 'other') })).toBe(false)
    expect(client.isWebhookSignatureValid('{"event":"order.paid"}', signWebhook('{"event":"order.paid"}', 'webhook-secret'))).toBe(true)
    expect(client.checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js')
  })
})
