import { createHash, randomUUID } from 'node:crypto'
import { PREMIUM_PLAN, type SubscriptionStatus } from '#core/plans/plans.ts'
import type { InvoiceData } from '#core/plans/invoice.ts'
import type { LedgerOrder } from '#core/plans/ledger.ts'
import type { CreateOrderResponse, MyPayment, RefundDecision, VerifyPaymentRequest } from '#core/plans/payments.schema.ts'
import type { TypstRenderer } from '#server/adapters/documents/port.ts'
import type { EmailAttachment } from '#server/adapters/email/port.ts'
import type { PaymentGateway } from '#server/adapters/payments/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import { ProviderError } from '#server/lib/provider-error.ts'
import type { Outbox } from '#server/features/notifications/index.ts'
import type { Language } from '#server/lib/request-language.ts'
import { invoiceDocument, INVOICE_TEMPLATE } from './invoice-document.ts'
import { findInvoice, findInvoiceByNumber, issueInvoice, SAMPLE_INVOICE_SETTINGS, type InvoiceSettings } from './invoices.ts'
import * as repo from './payments-repo.ts'
import * as refunds from './refunds.ts'
import { readWebhookEvent } from './webhook-event.ts'
import type { BillingService } from './service.ts'

/**
 * Buying premium (issue 22; decision 051). Money must never be lost or granted twice:
 * - every order, capture, failure, activation and refund request is a ledger row;
 * - checkout's answer (verify), Razorpay's webhooks (payment.captured, order.paid) and the
 *   reconciliation job each lead to the one activation (payments-repo.ts `activateOrder`), which the
 *   database lets happen once per order whatever arrives twice, late or at the same moment;
 * - an order paid at Razorpay that activated nothing (the browser closed, the process died, the webhook
 *   was lost) is found by the reconciliation job, which asks Razorpay and activates it.
 */
export interface PaymentsService {
  /** Spec 001 §7 create-razorpay-order: an order for the premium plan, and what checkout needs to open. */
  createOrder(userId: string): Promise<CreateOrderResponse>
  /** Spec 001 §7 verify-razorpay-payment: checks checkout's signature and activates premium (once). */
  verifyPayment(userId: string, payment: VerifyPaymentRequest, locale?: Language): Promise<SubscriptionStatus>
  /** Razorpay's webhook, signature checked over the raw body; replays are answered and ignored. */
  handleWebhook(delivery: {
    rawBody: string
    signature: string | null
    eventId: string | null
  }): Promise<'processed' | 'duplicate' | 'ignored'>
  /** Spec 000 §8: ends premium now and records a refund request for staff. */
  cancelPremium(userId: string): Promise<SubscriptionStatus>
  /** Asks the gateway about recent orders that activated nothing and activates those it says were paid. */
  reconcileOrders(options?: { signal?: AbortSignal }): Promise<{ checked: number; activated: number }>
  /** The latest orders and what happened to each, for staff (/admin/payments). */
  readLedger(): Promise<LedgerOrder[]>
  /** The caller's payments with their invoices and refund states (/settings). */
  listPayments(userId: string): Promise<MyPayment[]>
  /** An order's GST invoice as a PDF, for its buyer or staff of the payments area; NOT_FOUND for anyone else. */
  renderInvoice(viewer: { userId: string; isStaff: boolean }, orderId: string): Promise<{ fileName: string; pdf: Uint8Array<ArrayBuffer> }>
  /** The invoice numbered `number` as the invoice e-mail's PDF attachment (the download's PDF); throws when it cannot be made. */
  invoiceAttachment(number: string): Promise<EmailAttachment[]>
  /** Staff approve a refund request: the gateway pays `amountPaise` back, once however often it is asked. */
  approveRefund(actor: refunds.StaffActor, requestId: number, amountPaise: number): Promise<RefundDecision>
  /** Staff decline a refund request with a reason the person sees on /settings. */
  declineRefund(actor: refunds.StaffActor, requestId: number, reason: string): Promise<RefundDecision>
}

/** The reconciliation job looks back this far, and leaves orders younger than the grace to checkout and the webhook. */
export const RECONCILE_LOOKBACK_MS = 24 * 60 * 60 * 1000
export const RECONCILE_GRACE_MS = 2 * 60 * 1000
const RECONCILE_BATCH = 100
/** Orders shown on the staff ledger. */
const LEDGER_PAGE = 100
/** Orders one person may start in an hour. */
export const ORDER_RATE = { limit: 20, windowMs: 60 * 60 * 1000 }

export function createPaymentsService(deps: {
  database: DatabaseHandle
  gateway: PaymentGateway
  billing: BillingService
  logger: Logger
  rateLimiter: RateLimiter
  /** The Typst renderer invoices are laid out with (the resumes' one, server/adapters/documents). */
  typst: TypstRenderer
  /** Where the invoice e-mail is queued, in the activation's transaction. */
  outbox: Outbox
  /** The business on the invoices; the sample without configuration. */
  invoicing?: InvoiceSettings
  /** The site's address, for the invoice e-mail's link to /settings. */
  publicUrl: string
  now?: () => Date
}): PaymentsService {
  const invoicing = deps.invoicing ?? SAMPLE_INVOICE_SETTINGS
  const db = deps.database.db
  const now = deps.now ?? (() => new Date())
  const { gateway, logger } = deps

  /** A capture reported by any path: checked against the order, recorded once, and premium activated once. */
  async function applyCapture(
    tx: typeof db,
    capture: {
      orderId: string
      paymentId: string
      amountPaise: number
      currency: string
      source: repo.PaymentSource
      by: repo.ActivatedBy
      /** The buyer's language for the invoice e-mail: their request's at verify, English otherwise. */
      locale?: Language
    },
  ): Promise<'activated' | 'processed' | 'ignored'> {
    const at = now()
    const order = await repo.findOrder(tx, capture.orderId)
    if (!order) return 'ignored'
    if (capture.amountPaise !== order.amountPaise || capture.currency !== order.currency) {
      // Never grant premium for a payment of another amount: staff see it in the ledger.
      await repo.recordEvent(tx, {
        orderId: order.id,
        kind: 'amount_mismatch',
        paymentId: capture.paymentId,
        amountPaise: capture.amountPaise,
        source: capture.source,
        now: at,
      })
      logger.error({ orderId: order.id, paymentId: capture.paymentId }, 'a payment’s amount does not match its order: premium not granted')
      return 'processed'
    }
    await repo.recordEvent(tx, {
      orderId: order.id,
      kind: 'captured',
      paymentId: capture.paymentId,
      amountPaise: capture.amountPaise,
      source: capture.source,
      now: at,
    })
    const activated = await repo.activateOrder(tx, { orderId: order.id, paymentId: capture.paymentId, by: capture.by, now: at })
    if (!activated) return 'processed'
    // The tax invoice is issued with the activation, in its transaction: one per order, numbered without gaps.
    const invoice = await issueInvoice(tx, { orderId: order.id, paymentId: capture.paymentId, now: at, settings: invoicing })
    if (invoice?.email && invoice.userId) {
      await deps.outbox.enqueue(tx, {
        template: 'invoice',
        userId: invoice.userId,
        recipient: invoice.email,
        locale: capture.locale ?? 'en',
        params: { number: invoice.number, amountPaise: order.amountPaise, url: new URL('/settings#payments', deps.publicUrl).toString() },
      })
    }
    logger.info({ orderId: order.id, paymentId: capture.paymentId, by: capture.by }, 'premium activated')
    return 'activated'
  }

  /** The invoice as its PDF, laid out by the Typst pool: the download's and the e-mail's one file. */
  async function invoicePdf(data: InvoiceData): Promise<{ fileName: string; pdf: Uint8Array<ArrayBuffer> }> {
    const rendering = await deps.typst.render({
      template: INVOICE_TEMPLATE,
      data: invoiceDocument(data),
      output: { pdf: true, svg: false },
    })
    if (!rendering.pdf) throw new AppError('OPERATION_FAILED', { detail: 'the invoice rendered no PDF' })
    return { fileName: `${data.number.replaceAll('/', '-')}.pdf`, pdf: rendering.pdf }
  }

  return {
    async createOrder(userId) {
      // Each order is a call to Razorpay: a person needs a few, a script would make thousands.
      if (await deps.rateLimiter.hit('payment-order', userId, ORDER_RATE)) throw new AppError('API_RATE_LIMITED')
      const receipt = `jy_${randomUUID().replaceAll('-', '')}`.slice(0, 40)
      let order
      try {
        order = await gateway.createOrder({
          amountPaise: PREMIUM_PLAN.amountPaise,
          currency: PREMIUM_PLAN.currency,
          receipt,
          notes: { plan: PREMIUM_PLAN.planType, days: String(PREMIUM_PLAN.days) },
        })
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error
        logger.error({ err: error }, 'the payment gateway did not create an order')
        throw new AppError('PAYMENT_ORDER_FAILED', { detail: error.message })
      }
      await repo.insertOrder(db, {
        id: order.orderId,
        receipt,
        userId,
        gateway: gateway.provider,
        amountPaise: order.amountPaise,
        currency: order.currency,
        now: now(),
      })
      return {
        key: gateway.keyId,
        amount: order.amountPaise,
        currency: order.currency,
        orderId: order.orderId,
        checkoutScript: gateway.checkoutScriptUrl,
      }
    },

    async verifyPayment(userId, payment, locale) {
      const orderId = payment.razorpay_order_id
      const paymentId = payment.razorpay_payment_id
      const order = await repo.findOrder(db, orderId)
      // Someone else's order or one we never made: the same answer as a bad signature, nothing told.
      if (!order || order.userId !== userId) throw new AppError('PAYMENT_VERIFICATION_FAILED')
      if (!gateway.isPaymentSignatureValid({ orderId, paymentId, signature: payment.razorpay_signature })) {
        await repo.recordEvent(db, { orderId, kind: 'signature_rejected', paymentId, source: 'checkout', now: now() })
        throw new AppError('PAYMENT_VERIFICATION_FAILED')
      }
      // Checkout collects the order's own amount: a genuine signature is a payment of it.
      await db.transaction((tx) =>
        applyCapture(tx, {
          orderId,
          paymentId,
          amountPaise: order.amountPaise,
          currency: order.currency,
          source: 'checkout',
          by: 'verify',
          ...(locale ? { locale } : {}),
        }),
      )
      return deps.billing.readSubscriptionStatus(userId)
    },

    async handleWebhook({ rawBody, signature, eventId }) {
      if (signature === null || !gateway.isWebhookSignatureValid(rawBody, signature))
        throw new AppError('PERMISSION_DENIED', { detail: 'webhook signature' })
      const event = readWebhookEvent(rawBody)
      if (!event) return 'ignored'
      // Razorpay names each delivery; without the header a replay of the same body is still one event.
      const id = eventId ?? `body:${createHash('sha256').update(rawBody).digest('hex')}`
      return db.transaction(async (tx) => {
        if (!(await repo.claimWebhookEvent(tx, { eventId: id, event: event.event, now: now() }))) return 'duplicate'
        const { payment } = event
        if (event.event === 'payment.failed') {
          const order = await repo.findOrder(tx, payment.orderId)
          if (!order) return 'ignored'
          await repo.recordEvent(tx, {
            orderId: order.id,
            kind: 'failed',
            paymentId: payment.paymentId,
            amountPaise: payment.amountPaise,
            source: 'webhook',
            now: now(),
          })
          return 'processed'
        }
        const outcome = await applyCapture(tx, { ...payment, source: 'webhook', by: 'webhook' })
        return outcome === 'ignored' ? 'ignored' : 'processed'
      })
    },

    async cancelPremium(userId) {
      await db.transaction((tx) => repo.cancelPremium(tx, { userId, now: now() }))
      return deps.billing.readSubscriptionStatus(userId)
    },

    readLedger: () => repo.listLedger(db, LEDGER_PAGE),

    listPayments: (userId) => repo.listPaymentsOf(db, userId),

    async renderInvoice(viewer, orderId) {
      const invoice = await findInvoice(db, orderId)
      // Someone else's invoice answers as one that does not exist.
      if (!invoice || (!viewer.isStaff && invoice.userId !== viewer.userId)) throw new AppError('NOT_FOUND', { detail: 'invoice' })
      return invoicePdf(invoice.data)
    },

    async invoiceAttachment(number) {
      const data = await findInvoiceByNumber(db, number)
      if (!data) throw new AppError('NOT_FOUND', { detail: 'invoice' })
      const { fileName, pdf } = await invoicePdf(data)
      return [{ filename: fileName, contentType: 'application/pdf', content: pdf }]
    },

    async approveRefund(actor, requestId, amountPaise) {
      const claimed = await db.transaction((tx) => refunds.claimRefund(tx, { id: requestId, amountPaise, actor, now: now() }))
      if (!claimed) {
        const status = await refunds.readRefundStatus(db, requestId)
        if (status === null) throw new AppError('NOT_FOUND', { detail: 'refund request' })
        if (status === 'requested')
          throw new AppError('VALIDATION_INVALID_FORMAT', { detail: 'more than the payment, or no captured payment' })
        return { outcome: 'already_decided', status }
      }
      let refund
      try {
        refund = await gateway.refundPayment({
          paymentId: claimed.paymentId,
          amountPaise,
          receipt: `jy_refund_${requestId}`,
          notes: { order: claimed.orderId, request: String(requestId) },
        })
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error
        if (error.isRetryable) {
          // No answer: Razorpay may have refunded. The request stays processing for staff to check the dashboard.
          logger.error({ err: error, requestId }, 'the refund’s outcome is unknown: check Razorpay’s dashboard')
          return { outcome: 'unknown', status: 'processing' }
        }
        logger.warn({ err: error, requestId }, 'the gateway refused a refund')
        await db.transaction((tx) => refunds.reopenRefund(tx, { id: requestId, actor, now: now() }))
        return { outcome: 'refused', status: 'requested' }
      }
      await db.transaction((tx) =>
        refunds.completeRefund(tx, {
          id: requestId,
          orderId: claimed.orderId,
          paymentId: claimed.paymentId,
          amountPaise: refund.amountPaise,
          gatewayRefundId: refund.refundId,
          now: now(),
        }),
      )
      logger.info({ requestId, orderId: claimed.orderId, amountPaise: refund.amountPaise }, 'refund issued')
      return { outcome: 'refunded', status: 'refunded' }
    },

    async declineRefund(actor, requestId, reason) {
      const isDeclined = await db.transaction((tx) => refunds.declineRefund(tx, { id: requestId, reason, actor, now: now() }))
      if (isDeclined) return { outcome: 'declined', status: 'declined' }
      const status = await refunds.readRefundStatus(db, requestId)
      if (status === null) throw new AppError('NOT_FOUND', { detail: 'refund request' })
      return { outcome: 'already_decided', status }
    },

    async reconcileOrders(options = {}) {
      const at = now()
      const orders = await repo.listUnactivatedOrders(db, {
        from: new Date(at.getTime() - RECONCILE_LOOKBACK_MS),
        to: new Date(at.getTime() - RECONCILE_GRACE_MS),
        limit: RECONCILE_BATCH,
      })
      let activated = 0
      for (const order of orders) {
        options.signal?.throwIfAborted()
        let payments
        try {
          payments = await gateway.listOrderPayments(order.id, options.signal ? { signal: options.signal } : {})
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error
          logger.warn({ err: error, orderId: order.id }, 'reconciliation could not read an order’s payments')
          continue
        }
        for (const payment of payments) {
          if (payment.status === 'failed') {
            await repo.recordEvent(db, {
              orderId: order.id,
              kind: 'failed',
              paymentId: payment.paymentId,
              amountPaise: payment.amountPaise,
              source: 'reconcile',
              now: now(),
            })
            continue
          }
          if (payment.status !== 'captured') continue
          const outcome = await db.transaction((tx) => applyCapture(tx, { ...payment, source: 'reconcile', by: 'reconcile' }))
          if (outcome === 'activated') activated += 1
        }
      }
      return { checked: orders.length, activated }
    },
  }
}
