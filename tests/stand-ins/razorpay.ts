import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Razorpay's Orders API (v1) on 127.0.0.1 for tests of the Razorpay client: `POST /v1/orders`,
 * `GET /v1/orders/{id}/payments` and the Refunds API's `POST /v1/payments/{id}/refund`, with basic auth (key id and key secret) checked as Razorpay checks
 * it. It answers as Razorpay does: 401 `{"error":{"code":"BAD_REQUEST_ERROR","description":"Authentication
 * failed",…}}` for a refused key, 400 BAD_REQUEST_ERROR for a bad field, 404 for an unknown order, and
 * records every order made. `answerNext` makes it answer the next request as an overloaded API would.
 */

export interface StandInOrder {
  id: string
  amount: number
  currency: string
  receipt: string
  notes: Record<string, string>
}

export interface RazorpayStandIn {
  baseUrl: string
  keyId: string
  keySecret: string
  orders: StandInOrder[]
  /** Payments the test says were made against an order. */
  addPayment(payment: { orderId: string; id: string; amount: number; status: string }): void
  /** Refunds made, with what was sent. */
  refunds: Array<{ id: string; paymentId: string; amount: number; receipt: string | null }>
  requests: Array<{ method: string; path: string; hasValidAuth: boolean }>
  answerNext(answer: { status: number; body: string }): void
  close(): Promise<void>
}

function razorpayError(description: string, field: string | null = null) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      field,
    },
  }
}

export async function startRazorpayStandIn(options: { keyId?: string; keySecret?: string } = {}): Promise<RazorpayStandIn> {
  const keyId = options.keyId ?? 'rzp_test_standin'
  const keySecret = options.keySecret ?? 'stand-in-key-secret'
  const orders: StandInOrder[] = []
  const payments: Array<{ orderId: string; id: string; amount: number; status: string }> = []
  const requests: RazorpayStandIn['requests'] = []
  const refunds: RazorpayStandIn['refunds'] = []
  const queued: Array<{ status: number; body: string }> = []
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }

  function handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const hasValidAuth = request.headers.authorization === expectedAuth
    requests.push({ method: request.method ?? '', path: url.pathname, hasValidAuth })
    const next = queued.shift()
    if (next) return answer(response, next.status, next.body)
    if (!hasValidAuth) return answer(response, 401, razorpayError('Authentication failed'))
    if (request.method === 'POST' && url.pathname === '/v1/orders') {
      let fields: Record<string, unknown>
      try {
        fields = JSON.parse(body) as Record<string, unknown>
      } catch {
        return answer(response, 400, razorpayError('The request body is not valid JSON'))
      }
      if (typeof fields.amount !== 'number' || !Number.isInteger(fields.amount) || fields.amount < 100) {
        return answer(response, 400, razorpayError('The amount must be atleast INR 1.00', 'amount'))
      }
      if (fields.currency !== 'INR') return answer(response, 400, razorpayError('The currency is invalid', 'currency'))
      if (typeof fields.receipt !== 'string' || fields.receipt.length > 40) {
        return answer(response, 400, razorpayError('The receipt may not be greater than 40 characters.', 'receipt'))
      }
      const order: StandInOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        amount: fields.amount,
        currency: fields.currency,
        receipt: fields.receipt,
        notes: (fields.notes ?? {}) as Record<string, string>,
      }
      orders.push(order)
      return answer(response, 200, {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: order.amount,
        offer_id: null,
        status: 'created',
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      })
    }
    const paymentsPath = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname)
    if (request.method === 'GET' && paymentsPath) {
      const orderId = decodeURIComponent(paymentsPath[1] ?? '')
      if (!orders.some((order) => order.id === orderId)) return answer(response, 400, razorpayError('The id provided does not exist'))
      const items = payments
        .filter((payment) => payment.orderId === orderId)
        .map((payment) => ({
          id: payment.id,
          entity: 'payment',
          amount: payment.amount,
          currency: 'INR',
          status: payment.status,
          order_id: orderId,
          method: 'upi',
        }))
      return answer(response, 200, { entity: 'collection', count: items.length, items })
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname)
    if (request.method === 'POST' && refundPath) {
      const paymentId = decodeURIComponent(refundPath[1] ?? '')
      const payment = payments.find((candidate) => candidate.id === paymentId)
      if (!payment) return answer(response, 400, razorpayError('The id provided does not exist'))
      if (payment.status !== 'captured') return answer(response, 400, razorpayError('The payment has not been captured'))
      let fields: Record<string, unknown>
      try {
        fields = JSON.parse(body) as Record<string, unknown>
      } catch {
        return answer(response, 400, razorpayError('The request body is not valid JSON'))
      }
      // Without an amount Razorpay refunds the whole payment.
      const amount = fields.amount === undefined ? payment.amount : fields.amount
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return answer(response, 400, razorpayError('The amount must be atleast INR 1.00', 'amount'))
      }
      const refunded = refunds.filter((refund) => refund.paymentId === paymentId).reduce((sum, refund) => sum + refund.amount, 0)
      if (refunded + amount > payment.amount) {
        return answer(response, 400, razorpayError('The refund amount provided is greater than amount captured', 'amount'))
      }
      const refund = {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        paymentId,
        amount,
        receipt: typeof fields.receipt === 'string' ? fields.receipt : null,
      }
      refunds.push(refund)
      return answer(response, 200, {
        id: refund.id,
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: paymentId,
        notes: fields.notes ?? {},
        receipt: refund.receipt,
        acquirer_data: { arn: null },
        created_at: Math.floor(Date.now() / 1000),
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      })
    }
    return answer(response, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } })
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString('utf8')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    orders,
    refunds,
    requests,
    addPayment: (payment) => payments.push(payment),
    answerNext: (next) => queued.push(next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
