import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { beforeAll, describe, expect, test } from 'vitest'
import { createOrderResponseSchema } from '#core/plans/payments.schema.ts'
import { subscriptionStatusSchema } from '#core/plans/plans.schema.ts'
import { createLocalPaymentGateway, type LocalPaymentGateway } from '#server/adapters/payments/local.ts'
import { signWebhook } from '#server/adapters/payments/signature.ts'
import type { Database } from '#server/db/client.ts'
import { paymentEvents, paymentOrders, refundRequests, subscriptions } from '#server/db/schema/index.ts'
import { createAdapters, localAdaptersConfig } from '#server/adapters/create-adapters.ts'
import type { Services } from '#server/services.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { createRateLimiter } from '#server/lib/rate-limit.ts'
import { createPaymentsService } from './payments-service.ts'
import { paymentsData } from './personal-data.ts'
import { createBillingService } from './service.ts'

const DAY_MS = 86_400_000

function call(
  app: TestApp,
  method: 'GET' | 'POST',
  path: string,
  account: TestAccount | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(`${TEST_PUBLIC_URL}/api${path}`, {
    method,
    headers: {
      origin: TEST_PUBLIC_URL,
      ...(account ? { cookie: account.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

const premiumPrice = { amount: 39_900, currency: 'INR' }
const testDocuments = createAdapters(localAdaptersConfig, { logger: pino({ level: 'silent' }) }).documents

describeOnDatabases('buying premium', (getHandle, kind) => {
  let gateway: LocalPaymentGateway
  let app: TestApp
  let db: Database
  let services: Services

  beforeAll(() => {
    gateway = createLocalPaymentGateway({ webhookUrl: null })
    services = buildTestServices(getHandle(), { builtAdapters: { payments: gateway } })
    // Each sign-up from its own address (freshIp), as the sign-in throttle counts per address.
    app = buildTestApp(getHandle(), { env: { TRUST_PROXY: 'true' }, services })
    db = getHandle().db
  })

  /** What a payments service built here needs besides the gateway: the renderer, the outbox, the site's address. */
  function serviceExtras() {
    return { typst: testDocuments.typst, outbox: services.notifications.outbox, publicUrl: TEST_PUBLIC_URL }
  }

  async function newBuyer(name = 'Asha Rao'): Promise<TestAccount> {
    return createSignedInAccount(app, getHandle(), { name })
  }

  async function createOrder(account: TestAccount): Promise<string> {
    const response = await call(app, 'POST', '/payments/orders', account, premiumPrice)
    expect(response.status).toBe(200)
    return createOrderResponseSchema.parse(await response.json()).orderId
  }

  function verifyBody(payment: { orderId: string; paymentId: string; signature: string }) {
    return { razorpay_order_id: payment.orderId, razorpay_payment_id: payment.paymentId, razorpay_signature: payment.signature }
  }

  function paySuccessfully(orderId: string) {
    const result = gateway.pay(orderId, 'success')
    if (result.outcome !== 'success') throw new Error('expected a successful payment')
    return result
  }

  function deliver(webhook: { rawBody: string; signature: string; eventId: string }) {
    return app.request(`${TEST_PUBLIC_URL}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhook.signature, 'x-razorpay-event-id': webhook.eventId },
      body: webhook.rawBody,
    })
  }

  async function ledger(orderId: string) {
    return db
      .select({ kind: paymentEvents.kind, source: paymentEvents.source })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(paymentEvents.id)
  }

  async function subscriptionOf(account: TestAccount) {
    return subscriptionStatusSchema.parse(await (await call(app, 'GET', '/subscription', account)).json())
  }

  async function activationsOf(orderId: string) {
    const rows = await db
      .select()
      .from(paymentEvents)
      .where(sql`${paymentEvents.orderId} = ${orderId} and ${paymentEvents.kind} = 'activated'`)
    return rows.length
  }

  function daysFromNow(iso: string | null): number {
    if (iso === null) throw new Error('expected an end')
    return Math.round((new Date(iso).getTime() - Date.now()) / DAY_MS)
  }

  test('an order needs sign-in, the plan’s own amount, and is recorded in the ledger', async () => {
    expect((await call(app, 'POST', '/payments/orders', null, premiumPrice)).status).toBe(401)
    const buyer = await newBuyer()
    expect((await call(app, 'POST', '/payments/orders', buyer, { amount: 100, currency: 'INR' })).status).toBe(400)
    expect((await call(app, 'POST', '/payments/orders', buyer, { amount: 39_900, currency: 'USD' })).status).toBe(400)
    const response = await call(app, 'POST', '/payments/orders', buyer, premiumPrice)
    const order = createOrderResponseSchema.parse(await response.json())
    expect(order).toMatchObject({ key: 'rzp_test_local', amount: 39_900, currency: 'INR', checkoutScript: '/__local/razorpay/checkout.js' })
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId))
    expect(row).toMatchObject({ userId: buyer.userId, amountPaise: 39_900, currency: 'INR', activatedAt: null, gateway: 'local' })
    expect(row?.receipt).toMatch(/^jy_[0-9a-f]{32}$/)
    expect(await ledger(order.orderId)).toEqual([{ kind: 'order_created', source: 'checkout' }])
  })

  test('checkout’s signed answer grants premium for 7 days; a tampered signature, or another person’s order, grants nothing', async () => {
    const buyer = await newBuyer()
    const orderId = await createOrder(buyer)
    const payment = paySuccessfully(orderId)

    const tampered = { ...payment, signature: payment.signature.replace(/^./, (first) => (first === 'a' ? 'b' : 'a')) }
    const refused = await call(app, 'POST', '/payments/verify', buyer, verifyBody(tampered))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: { code: 'PAYMENT_VERIFICATION_FAILED', message: 'Payment verification failed' } })
    const stranger = await newBuyer('Ravi Kumar')
    expect((await call(app, 'POST', '/payments/verify', stranger, verifyBody(payment))).status).toBe(400)
    expect((await subscriptionOf(buyer)).is_premium).toBe(false)
    expect((await subscriptionOf(stranger)).is_premium).toBe(false)

    const verified = await call(app, 'POST', '/payments/verify', buyer, verifyBody(payment))
    expect(verified.status).toBe(200)
    const status = subscriptionStatusSchema.parse(await verified.json())
    expect(status).toMatchObject({ plan_type: 'professional', status: 'active', is_premium: true })
    expect(daysFromNow(status.expires_at)).toBe(7)
    expect(await subscriptionOf(buyer)).toEqual(status)
    expect((await ledger(orderId)).map((event) => event.kind)).toEqual(['order_created', 'signature_rejected', 'captured', 'activated'])
  })

  test(`two tabs verifying at once, the webhooks replayed and out of order, grant premium exactly once [${kind}]`, async () => {
    const buyer = await newBuyer()
    const orderId = await createOrder(buyer)
    const payment = paySuccessfully(orderId)
    const [captured, paid] = gateway.webhooksFor(payment.paymentId)
    if (!captured || !paid) throw new Error('expected payment.captured and order.paid')

    const answers = await Promise.all([
      call(app, 'POST', '/payments/verify', buyer, verifyBody(payment)),
      deliver(paid),
      call(app, 'POST', '/payments/verify', buyer, verifyBody(payment)),
      deliver(captured),
      call(app, 'POST', '/payments/verify', buyer, verifyBody(payment)),
      deliver(paid),
      deliver(captured),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200])
    const webhookStatuses = await Promise.all(
      [answers[1], answers[3], answers[5], answers[6]].map(async (answer) => (await answer?.json()) as { status: string }),
    )
    expect(webhookStatuses.filter(({ status }) => status === 'processed')).toHaveLength(2)
    expect(webhookStatuses.filter(({ status }) => status === 'duplicate')).toHaveLength(2)

    expect(await activationsOf(orderId)).toBe(1)
    expect(daysFromNow((await subscriptionOf(buyer)).expires_at)).toBe(7)
    const kinds = (await ledger(orderId)).map((event) => event.kind)
    expect(kinds.filter((k) => k === 'captured')).toHaveLength(1)

    // A replay days later changes nothing either.
    expect(await (await deliver(captured)).json()).toEqual({ status: 'duplicate' })
    expect(await activationsOf(orderId)).toBe(1)
  })

  test('the webhook alone activates premium; a bad signature is refused and a failed payment grants nothing', async () => {
    const buyer = await newBuyer()
    const orderId = await createOrder(buyer)
    const failed = gateway.pay(orderId, 'failure')
    const [failure] = gateway.webhooksFor(failed.paymentId)
    if (!failure) throw new Error('expected payment.failed')
    expect(await (await deliver(failure)).json()).toEqual({ status: 'processed' })
    expect((await subscriptionOf(buyer)).is_premium).toBe(false)

    const payment = paySuccessfully(orderId)
    const [captured] = gateway.webhooksFor(payment.paymentId)
    if (!captured) throw new Error('expected payment.captured')
    const forged = await deliver({ ...captured, signature: signWebhook(captured.rawBody, 'not-the-webhook-secret') })
    expect(forged.status).toBe(403)
    const altered = await deliver({ ...captured, rawBody: captured.rawBody.replace('"amount":39900', '"amount":39901') })
    expect(altered.status).toBe(403)
    expect((await subscriptionOf(buyer)).is_premium).toBe(false)

    expect(await (await deliver(captured)).json()).toEqual({ status: 'processed' })
    expect((await subscriptionOf(buyer)).is_premium).toBe(true)
    expect((await ledger(orderId)).map((event) => `${event.kind}:${event.source}`)).toEqual([
      'order_created:checkout',
      'failed:webhook',
      'captured:webhook',
      'activated:webhook',
    ])
  })

  test('a genuine webhook for another amount is recorded and grants nothing', async () => {
    const buyer = await newBuyer()
    const orderId = await createOrder(buyer)
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_Short1', order_id: orderId, amount: 100, currency: 'INR', status: 'captured' } } },
    })
    const answer = await deliver({ rawBody, signature: signWebhook(rawBody, gateway.webhookSecret), eventId: 'evt_short_1' })
    expect(await answer.json()).toEqual({ status: 'processed' })
    expect((await subscriptionOf(buyer)).is_premium).toBe(false)
    expect((await ledger(orderId)).map((event) => event.kind)).toEqual(['order_created', 'amount_mismatch'])
  })

  test('buying again while premium runs extends from the current end; the server reads the end at every request', async () => {
    const buyer = await newBuyer()
    for (const expectedDays of [7, 14]) {
      const payment = paySuccessfully(await createOrder(buyer))
      const status = subscriptionStatusSchema.parse(await (await call(app, 'POST', '/payments/verify', buyer, verifyBody(payment))).json())
      expect(daysFromNow(status.expires_at)).toBe(expectedDays)
    }
    await db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, buyer.userId))
    expect(await subscriptionOf(buyer)).toMatchObject({ plan_type: 'free', is_premium: false })
    const usage = await (await call(app, 'GET', '/usage/job_applications', buyer)).json()
    expect(usage).toMatchObject({ limit: 5 })
    // After the end, a new payment counts from now, not from the old end.
    const payment = paySuccessfully(await createOrder(buyer))
    const status = subscriptionStatusSchema.parse(await (await call(app, 'POST', '/payments/verify', buyer, verifyBody(payment))).json())
    expect(daysFromNow(status.expires_at)).toBe(7)
    expect(await (await call(app, 'GET', '/usage/job_applications', buyer)).json()).toMatchObject({ limit: null })
  })

  test('a payment captured at the gateway whose process died before activation is healed by the reconciliation job, once', async () => {
    const buyer = await newBuyer()
    const orderId = await createOrder(buyer)
    // The person paid; the server died before checkout's answer reached it and the webhook was lost.
    const payment = paySuccessfully(orderId)
    expect((await subscriptionOf(buyer)).is_premium).toBe(false)

    const logger = pino({ level: 'silent' })
    const billing = createBillingService({ database: getHandle() })
    const rateLimiter = createRateLimiter(getHandle().db)
    const tooSoon = createPaymentsService({ database: getHandle(), gateway, billing, logger, rateLimiter, ...serviceExtras() })
    expect((await tooSoon.reconcileOrders()).activated).toBe(0)
    const later = createPaymentsService({
      ...serviceExtras(),
      database: getHandle(),
      gateway,
      billing,
      logger,
      rateLimiter,
      now: () => new Date(Date.now() + 5 * 60_000),
    })
    const first = await later.reconcileOrders()
    expect(first.activated).toBe(1)
    expect((await subscriptionOf(buyer)).is_premium).toBe(true)
    expect((await later.reconcileOrders()).activated).toBe(0)

    // The lost webhook and checkout's answer arriving after all grant nothing more.
    for (const webhook of gateway.webhooksFor(payment.paymentId)) await deliver(webhook)
    await call(app, 'POST', '/payments/verify', buyer, verifyBody(payment))
    expect(await activationsOf(orderId)).toBe(1)
    expect((await ledger(orderId)).map((event) => `${event.kind}:${event.source}`)).toEqual([
      'order_created:checkout',
      'captured:reconcile',
      'activated:reconcile',
    ])
  })

  test('a crash inside the activation leaves nothing half-done, and the webhook then activates premium once', async () => {
    const buyer = await newBuyer()
    const orderId = await createOrder(buyer)
    const payment = paySuccessfully(orderId)
    // The database fails as the subscription is written: the transaction dies between capture and activation.
    await getHandle().query(
      sql.raw(
        `create function fail_subscription_write() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`,
      ),
    )
    await getHandle().query(
      sql.raw(
        `create trigger crash_before_activation before insert or update on subscriptions for each row execute function fail_subscription_write()`,
      ),
    )
    try {
      const crashed = await call(app, 'POST', '/payments/verify', buyer, verifyBody(payment))
      expect(crashed.status).toBe(500)
    } finally {
      await getHandle().query(sql.raw(`drop trigger crash_before_activation on subscriptions`))
      await getHandle().query(sql.raw(`drop function fail_subscription_write()`))
    }
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId))
    expect(order).toMatchObject({ activatedAt: null, paymentId: null })
    expect((await ledger(orderId)).map((event) => event.kind)).toEqual(['order_created'])
    expect((await subscriptionOf(buyer)).is_premium).toBe(false)

    for (const webhook of gateway.webhooksFor(payment.paymentId)) await deliver(webhook)
    expect((await subscriptionOf(buyer)).is_premium).toBe(true)
    expect(await activationsOf(orderId)).toBe(1)
    expect(daysFromNow((await subscriptionOf(buyer)).expires_at)).toBe(7)
  })

  test('orders are limited to 20 an hour per person', async () => {
    const buyer = await newBuyer()
    for (let made = 0; made < 20; made += 1) await createOrder(buyer)
    const refused = await call(app, 'POST', '/payments/orders', buyer, premiumPrice)
    expect(refused.status).toBe(429)
  })

  test('the webhook heals an order whose checkout answer never arrived, and the job then finds nothing to do', async () => {
    const buyer = await newBuyer()
    const orderId = await createOrder(buyer)
    const payment = paySuccessfully(orderId)
    const [captured] = gateway.webhooksFor(payment.paymentId)
    if (!captured) throw new Error('expected payment.captured')
    await deliver(captured)
    expect((await subscriptionOf(buyer)).is_premium).toBe(true)
    const later = createPaymentsService({
      ...serviceExtras(),
      database: getHandle(),
      gateway,
      billing: createBillingService({ database: getHandle() }),
      logger: pino({ level: 'silent' }),
      rateLimiter: createRateLimiter(getHandle().db),
      now: () => new Date(Date.now() + 5 * 60_000),
    })
    expect((await later.reconcileOrders()).activated).toBe(0)
    expect(await activationsOf(orderId)).toBe(1)
  })

  test('cancelling ends premium now and records one refund request for staff; the data is exported, and unlinked on erasure', async () => {
    const buyer = await newBuyer()
    const orderId = await createOrder(buyer)
    await call(app, 'POST', '/payments/verify', buyer, verifyBody(paySuccessfully(orderId)))
    expect((await call(app, 'POST', '/subscription/cancel', null)).status).toBe(401)
    const cancelled = await call(app, 'POST', '/subscription/cancel', buyer)
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ plan_type: 'free', is_premium: false })
    expect(await (await call(app, 'POST', '/subscription/cancel', buyer)).json()).toMatchObject({ is_premium: false })
    const requests = await db.select().from(refundRequests).where(eq(refundRequests.userId, buyer.userId))
    expect(requests).toEqual([expect.objectContaining({ orderId, amountPaise: 39_900, unusedDays: 7, status: 'requested' })])
    expect((await ledger(orderId)).map((event) => event.kind).at(-1)).toBe('refund_requested')

    // Download my data lists the payments; deleting the account unlinks them and keeps the ledger.
    const exported = (await (await call(app, 'GET', '/account/export', buyer)).json()) as {
      payments?: { orders: Array<{ orderId: string }> }
    }
    expect(exported.payments?.orders.map((order) => order.orderId)).toEqual([orderId])
    await db.transaction((tx) => paymentsData.erase(tx, { userId: buyer.userId, email: buyer.email, phoneNumber: null }))
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId))
    expect(row).toMatchObject({ userId: null, amountPaise: 39_900 })
    expect(row?.activatedAt).not.toBeNull()
    expect(await db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId))).toEqual([
      expect.objectContaining({ userId: null }),
    ])
  })
})

describe('the local checkout pages', () => {
  test('pay answers checkout’s signed fields and fail answers Razorpay’s error shape', async () => {
    const gateway = createLocalPaymentGateway({ webhookUrl: null })
    const order = await gateway.createOrder({ amountPaise: 39_900, currency: 'INR', receipt: 'jy_test', notes: {} })
    const router = gateway.localPages?.router
    if (!router) throw new Error('expected the local pages')
    const paid = await router.request('/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: order.orderId, outcome: 'success' }),
    })
    const answer = (await paid.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
    expect(answer.razorpay_order_id).toBe(order.orderId)
    expect(
      gateway.isPaymentSignatureValid({
        orderId: answer.razorpay_order_id,
        paymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      }),
    ).toBe(true)
    const failed = await router.request('/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: order.orderId, outcome: 'failure' }),
    })
    expect(failed.status).toBe(400)
    expect(await failed.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: order.orderId } },
    })
    expect((await gateway.listOrderPayments(order.orderId)).map((payment) => payment.status)).toEqual(['captured', 'failed'])
    const script = await router.request('/checkout.js')
    expect(await script.text()).toContain('window.Razorpay = Razorpay')
  })
})
