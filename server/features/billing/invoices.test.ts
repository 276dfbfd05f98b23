import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createOrderResponseSchema, myPaymentsResponseSchema, refundDecisionSchema } from '#core/plans/payments.schema.ts'
import { extractPdfText } from '#server/adapters/documents/pdf-text.ts'
import { createSmtpEmailSender } from '#server/adapters/email/smtp.ts'
import { createLocalPaymentGateway, type LocalPaymentGateway } from '#server/adapters/payments/local.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, invoices, outbox, paymentEvents, profiles, refundRequests } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { startSmtpStandIn, type SmtpStandIn } from '#tests/stand-ins/smtp.ts'
import { pdftotext } from '#tests/support/pdf-words.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { buyerStateOf } from './invoices.ts'

function call(app: TestApp, method: 'GET' | 'POST', path: string, account: TestAccount | null, body?: unknown) {
  return app.request(`${TEST_PUBLIC_URL}/api${path}`, {
    method,
    headers: {
      origin: TEST_PUBLIC_URL,
      ...(account ? { cookie: account.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

const INVOICE_NUMBER = /^JY\/\d{2}-\d{2}\/(\d{6})$/

describe('the buyer’s state from a profile location', () => {
  test('reads an Indian state or city, and nothing abroad or unknown', () => {
    expect(buyerStateOf('Pune, Maharashtra')).toBe('Maharashtra')
    expect(buyerStateOf('Bengaluru')).toBe('Karnataka')
    expect(buyerStateOf('Tamil Nadu')).toBe('Tamil Nadu')
    expect(buyerStateOf('London, UK')).toBeNull()
    expect(buyerStateOf('somewhere')).toBeNull()
    expect(buyerStateOf(null)).toBeNull()
  })
})

describeOnDatabases('GST invoices and refund decisions', (getHandle) => {
  let gateway: LocalPaymentGateway
  let app: TestApp
  let db: Database
  let admin: TestAccount
  let services: Services
  let smtp: SmtpStandIn

  beforeAll(async () => {
    gateway = createLocalPaymentGateway({ webhookUrl: null })
    // The outbox delivers over SMTP to the stand-in, so the test reads the e-mail as it arrives.
    smtp = await startSmtpStandIn()
    const email = createSmtpEmailSender({ url: smtp.url, from: 'JobYatra <no-reply@jobyatra.in>', timeoutMs: 5000 })
    services = buildTestServices(getHandle(), { builtAdapters: { payments: gateway, email } })
    app = buildTestApp(getHandle(), { env: { TRUST_PROXY: 'true' }, services })
    db = getHandle().db
    admin = await createSignedInAccount(app, getHandle(), { role: 'admin', name: 'Staff Member' })
  })

  afterAll(async () => {
    await smtp.close()
  })

  async function buyerIn(location: string | null, name = 'Asha Rao'): Promise<TestAccount> {
    const account = await createSignedInAccount(app, getHandle(), { name })
    if (location !== null) {
      await db
        .insert(profiles)
        .values({ userId: account.userId, firstName: 'Asha', lastName: 'Rao', location })
        .onConflictDoUpdate({ target: profiles.userId, set: { location } })
    }
    return account
  }

  async function pay(account: TestAccount): Promise<{ orderId: string; response: Response }> {
    const created = await call(app, 'POST', '/payments/orders', account, { amount: 39_900, currency: 'INR' })
    const { orderId } = createOrderResponseSchema.parse(await created.json())
    const payment = gateway.pay(orderId, 'success')
    if (payment.outcome !== 'success') throw new Error('expected a successful payment')
    const response = await call(app, 'POST', '/payments/verify', account, {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.paymentId,
      razorpay_signature: payment.signature,
    })
    return { orderId, response }
  }

  async function invoiceOf(orderId: string) {
    const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId))
    if (!row) throw new Error(`no invoice for ${orderId}`)
    return row
  }

  async function myPayments(account: TestAccount) {
    return myPaymentsResponseSchema.parse(await (await call(app, 'GET', '/payments/mine', account)).json()).payments
  }

  test('a payment gets one invoice with the tax inside ₹399, e-mailed, and downloadable by its buyer and staff only', async () => {
    const buyer = await buyerIn('Pune, Maharashtra')
    const { orderId, response } = await pay(buyer)
    expect(response.status).toBe(200)
    // The webhooks of the same payment, replayed, issue nothing more.
    for (const webhook of gateway.webhooksFor((await invoiceOf(orderId)).data.paymentId)) {
      await app.request(`${TEST_PUBLIC_URL}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhook.signature, 'x-razorpay-event-id': webhook.eventId },
        body: webhook.rawBody,
      })
    }
    const rows = await db.select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(rows).toHaveLength(1)
    const invoice = await invoiceOf(orderId)
    expect(invoice.number).toMatch(INVOICE_NUMBER)
    // The sample supplier is in Gujarat; a buyer in Maharashtra pays IGST, place of supply hers.
    expect(invoice.data).toMatchObject({
      number: invoice.number,
      supplier: { state: 'Gujarat', stateCode: '24', isSample: true },
      buyer: { name: 'Asha Rao', email: buyer.email, state: 'Maharashtra' },
      placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
      sac: '998439',
      amounts: { totalPaise: 39_900, taxablePaise: 33_814, cgstPaise: 0, sgstPaise: 0, igstPaise: 6_086 },
    })

    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, buyer.email), eq(outbox.template, 'invoice')))
    expect(mail?.params).toEqual({ number: invoice.number, amountPaise: 39_900, url: `${TEST_PUBLIC_URL}/settings#payments` })

    expect(await myPayments(buyer)).toEqual([
      expect.objectContaining({ orderId, amountPaise: 39_900, invoiceNumber: invoice.number, refund: null }),
    ])

    const download = await call(app, 'GET', `/payments/${orderId}/invoice`, buyer)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`)
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { text } = await extractPdfText(bytes)
    expect(text).toContain(invoice.number)
    expect(text).toContain('₹399.00')
    expect(text).toContain('IGST @ 18%')
    expect(text).toContain('₹60.86')
    expect(text).toContain('SAMPLE')

    const stranger = await buyerIn(null, 'Ravi Kumar')
    expect((await call(app, 'GET', `/payments/${orderId}/invoice`, stranger)).status).toBe(404)
    expect((await call(app, 'GET', `/payments/${orderId}/invoice`, null)).status).toBe(401)
    const forStaff = await call(app, 'GET', `/payments/${orderId}/invoice`, admin)
    expect(forStaff.status).toBe(200)
    expect((await extractPdfText(new Uint8Array(await forStaff.arrayBuffer()))).text).toBe(text)

    // Delivered by the outbox, the e-mail carries that PDF, rendered at delivery from the stored invoice.
    await services.notifications.dispatcher.runOnce()
    const delivered = smtp.received.filter((received) => received.to.includes(buyer.email) && received.subject.includes(invoice.number))
    expect(delivered).toHaveLength(1)
    const [attachment] = delivered[0]?.attachments ?? []
    expect(delivered[0]?.attachments).toHaveLength(1)
    expect(attachment).toMatchObject({ filename: `${invoice.number.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf' })
    const attached = attachment?.content ?? new Uint8Array()
    expect(pdftotext(attached)).toContain(invoice.number)
    expect((await extractPdfText(attached)).text).toBe(text)
    expect(delivered[0]?.text).toContain(`${TEST_PUBLIC_URL}/settings#payments`)

    // Issued means frozen: the database refuses to change or delete it.
    await expect(
      db
        .update(invoices)
        .set({ data: { ...invoice.data, number: 'JY/00-00/000000' } })
        .where(eq(invoices.orderId, orderId)),
    ).rejects.toThrow()
    await expect(db.delete(invoices).where(eq(invoices.orderId, orderId))).rejects.toThrow()
  })

  test('a buyer in the supplier’s state, or of unknown state, pays CGST and SGST', async () => {
    for (const location of ['Ahmedabad, Gujarat', null]) {
      const buyer = await buyerIn(location)
      const { orderId } = await pay(buyer)
      const invoice = await invoiceOf(orderId)
      expect(invoice.data.placeOfSupply).toEqual({ state: 'Gujarat', stateCode: '24' })
      expect(invoice.data.amounts).toEqual({ totalPaise: 39_900, taxablePaise: 33_814, cgstPaise: 3_043, sgstPaise: 3_043, igstPaise: 0 })
    }
  })

  test('payments captured at the same moment get distinct consecutive numbers', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerIn(null)))
    const orders = await Promise.all(
      buyers.map(async (account) => {
        const created = await call(app, 'POST', '/payments/orders', account, { amount: 39_900, currency: 'INR' })
        const { orderId } = createOrderResponseSchema.parse(await created.json())
        const payment = gateway.pay(orderId, 'success')
        if (payment.outcome !== 'success') throw new Error('expected a successful payment')
        return { account, orderId, payment }
      }),
    )
    const responses = await Promise.all(
      orders.map(({ account, orderId, payment }) =>
        call(app, 'POST', '/payments/verify', account, {
          razorpay_order_id: orderId,
          razorpay_payment_id: payment.paymentId,
          razorpay_signature: payment.signature,
        }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(orders.map(() => 200))
    const issued = await db
      .select({ sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          orders.map((order) => order.orderId),
        ),
      )
    const sequences = issued.map((row) => row.sequence).sort((a, b) => a - b)
    expect(new Set(sequences).size).toBe(6)
    const first = sequences[0] ?? 0
    expect(sequences).toEqual([0, 1, 2, 3, 4, 5].map((offset) => first + offset))
    for (const row of issued) expect(Number(INVOICE_NUMBER.exec(row.number)?.[1])).toBe(row.sequence)
  })

  async function cancelledPurchase(): Promise<{ buyer: TestAccount; orderId: string; requestId: number }> {
    const buyer = await buyerIn(null)
    const { orderId } = await pay(buyer)
    expect((await call(app, 'POST', '/subscription/cancel', buyer)).status).toBe(200)
    const [request] = await db.select({ id: refundRequests.id }).from(refundRequests).where(eq(refundRequests.orderId, orderId))
    if (!request) throw new Error('expected a refund request')
    return { buyer, orderId, requestId: request.id }
  }

  test('staff approve a refund once however often they press, through the gateway, with ledger and audit rows', async () => {
    const { buyer, orderId, requestId } = await cancelledPurchase()
    expect((await myPayments(buyer))[0]?.refund).toEqual({ status: 'requested', refundedPaise: null, declineReason: null })
    expect((await call(app, 'POST', `/admin/payments/refunds/${requestId}/approve`, buyer, { amountPaise: 39_900 })).status).toBe(403)
    expect((await call(app, 'POST', `/admin/payments/refunds/${requestId}/approve`, admin, { amountPaise: 40_000 })).status).toBe(400)

    const before = gateway.refunds.length
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(app, 'POST', `/admin/payments/refunds/${requestId}/approve`, admin, { amountPaise: 34_200 })),
    )
    const decisions = await Promise.all(answers.map(async (answer) => refundDecisionSchema.parse(await answer.json())))
    expect(decisions.filter((decision) => decision.outcome === 'refunded')).toHaveLength(1)
    expect(decisions.filter((decision) => decision.outcome === 'already_decided')).toHaveLength(2)
    expect(gateway.refunds.length - before).toBe(1)
    expect(gateway.refunds.at(-1)).toMatchObject({ amountPaise: 34_200 })

    const refunded = await db
      .select({ kind: paymentEvents.kind, amountPaise: paymentEvents.amountPaise, source: paymentEvents.source })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.kind, 'refunded')))
    expect(refunded).toEqual([{ kind: 'refunded', amountPaise: 34_200, source: 'staff' }])
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'refund_request'), eq(auditLog.targetId, String(requestId))))
      .orderBy(auditLog.id)
    expect(audits.map((row) => [row.action, row.actorUserId, row.actorLabel])).toEqual([['refund.approve', admin.userId, admin.email]])
    expect((await myPayments(buyer))[0]?.refund).toEqual({ status: 'refunded', refundedPaise: 34_200, declineReason: null })

    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, requestId))
    expect(row).toMatchObject({ status: 'refunded', refundedPaise: 34_200, decidedByUserId: admin.userId })
    expect(row?.gatewayRefundId).toMatch(/^rfnd_/)
  })

  test('a refund Razorpay refuses reopens the request, recorded in the audit log, and pays nothing', async () => {
    const { orderId, requestId } = await cancelledPurchase()
    // The payment was refunded in full at the gateway already (by hand in its dashboard): nothing is left to refund.
    const paymentId = (await invoiceOf(orderId)).data.paymentId
    await gateway.refundPayment({ paymentId, amountPaise: 39_900, receipt: 'by-hand', notes: {} })
    const answer = await call(app, 'POST', `/admin/payments/refunds/${requestId}/approve`, admin, { amountPaise: 39_900 })
    expect(refundDecisionSchema.parse(await answer.json())).toEqual({ outcome: 'refused', status: 'requested' })
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, requestId))
    expect(row).toMatchObject({ status: 'requested', refundedPaise: null, decidedByUserId: null, gatewayRefundId: null })
    const events = await db.select({ kind: paymentEvents.kind }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId))
    expect(events.map((event) => event.kind)).not.toContain('refunded')
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'refund_request'), eq(auditLog.targetId, String(requestId))))
      .orderBy(auditLog.id)
    expect(audits.map((audit) => audit.action)).toEqual(['refund.approve', 'refund.gateway_refused'])
  })

  test('staff decline a refund with a reason the buyer reads; a decided request is not decided again', async () => {
    const { buyer, orderId, requestId } = await cancelledPurchase()
    expect((await call(app, 'POST', `/admin/payments/refunds/${requestId}/decline`, admin, { reason: '' })).status).toBe(400)
    const declined = await call(app, 'POST', `/admin/payments/refunds/${requestId}/decline`, admin, {
      reason: 'Used for more than half the period',
    })
    expect(refundDecisionSchema.parse(await declined.json())).toEqual({ outcome: 'declined', status: 'declined' })
    const again = await call(app, 'POST', `/admin/payments/refunds/${requestId}/approve`, admin, { amountPaise: 39_900 })
    expect(refundDecisionSchema.parse(await again.json())).toEqual({ outcome: 'already_decided', status: 'declined' })
    expect((await myPayments(buyer))[0]?.refund).toEqual({
      status: 'declined',
      refundedPaise: null,
      declineReason: 'Used for more than half the period',
    })
    const events = await db.select({ kind: paymentEvents.kind }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId))
    expect(events.map((event) => event.kind)).toContain('refund_declined')
    expect(events.map((event) => event.kind)).not.toContain('refunded')
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'refund_request'), eq(auditLog.targetId, String(requestId))))
      .orderBy(auditLog.id)
    expect(audits.map((row) => row.action)).toEqual(['refund.decline'])
    expect((await call(app, 'POST', '/admin/payments/refunds/999999999/decline', admin, { reason: 'No such request' })).status).toBe(404)
  })
})
