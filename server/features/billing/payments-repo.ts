import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { PREMIUM_PLAN } from '#core/plans/plans.ts'
import type { Database } from '#server/db/client.ts'
import {
  invoices,
  paymentEvents,
  paymentOrders,
  paymentWebhookEvents,
  refundRequests,
  subscriptions,
  user,
} from '#server/db/schema/index.ts'
import { refundForUnusedDays, type LedgerOrder } from '#core/plans/ledger.ts'
import type { MyPayment, RefundStatus } from '#core/plans/payments.schema.ts'

/** The SQL of the payments ledger (server/db/schema/payments.ts): orders, their events, webhooks handled, refund requests. */

export type PaymentEventKind = (typeof paymentEvents.$inferInsert)['kind']
export type PaymentSource = 'checkout' | 'webhook' | 'reconcile' | 'person' | 'staff'
export type ActivatedBy = 'verify' | 'webhook' | 'reconcile'

export interface OrderRow {
  id: string
  userId: string | null
  amountPaise: number
  currency: string
  activatedAt: Date | null
  createdAt: Date
}

const orderFields = {
  id: paymentOrders.id,
  userId: paymentOrders.userId,
  amountPaise: paymentOrders.amountPaise,
  currency: paymentOrders.currency,
  activatedAt: paymentOrders.activatedAt,
  createdAt: paymentOrders.createdAt,
}

export async function insertOrder(
  db: Database,
  order: { id: string; receipt: string; userId: string; gateway: string; amountPaise: number; currency: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(paymentOrders).values({
      id: order.id,
      receipt: order.receipt,
      userId: order.userId,
      gateway: order.gateway,
      amountPaise: order.amountPaise,
      currency: order.currency,
      createdAt: order.now,
    })
    await tx
      .insert(paymentEvents)
      .values({ orderId: order.id, kind: 'order_created', amountPaise: order.amountPaise, source: 'checkout', createdAt: order.now })
  })
}

export async function findOrder(db: Database, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select(orderFields).from(paymentOrders).where(eq(paymentOrders.id, orderId))
  return row ?? null
}

/** Adds a ledger row; a capture or failure of a payment already recorded adds nothing (answers false). */
export async function recordEvent(
  db: Database,
  event: {
    orderId: string
    kind: PaymentEventKind
    paymentId?: string | null
    amountPaise?: number | null
    source: PaymentSource
    now: Date
  },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({
      orderId: event.orderId,
      kind: event.kind,
      paymentId: event.paymentId ?? null,
      amountPaise: event.amountPaise ?? null,
      source: event.source,
      createdAt: event.now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id })
  return rows.length > 0
}

/** Marks a webhook delivery handled; false when it already was (a replay). Inside the transaction that handles it. */
export async function claimWebhookEvent(db: Database, event: { eventId: string; event: string; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ eventId: event.eventId, event: event.event, receivedAt: event.now })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId })
  return rows.length > 0
}

/**
 * Grants the premium an order paid for, exactly once: the UPDATE that finds `activated_at` still null
 * claims the order (a concurrent second claim waits for the first's row lock, re-reads the row and
 * finds it taken), then extends the subscription from the later of now and its current end, all in
 * the caller's transaction. Answers the new end, or null when the order was already activated.
 */
export async function activateOrder(
  tx: Database,
  activation: { orderId: string; paymentId: string; by: ActivatedBy; now: Date },
): Promise<{ userId: string | null; premiumUntil: Date } | null> {
  const { orderId, paymentId, by, now } = activation
  const placeholderEnd = new Date(now.getTime() + PREMIUM_PLAN.days * 86_400_000)
  const [claimed] = await tx
    .update(paymentOrders)
    .set({ activatedAt: now, activatedBy: by, paymentId, premiumFrom: now, premiumUntil: placeholderEnd })
    .where(and(eq(paymentOrders.id, orderId), isNull(paymentOrders.activatedAt)))
    .returning({ userId: paymentOrders.userId, amountPaise: paymentOrders.amountPaise })
  if (!claimed) return null
  await tx
    .insert(paymentEvents)
    .values({ orderId, kind: 'activated', paymentId, amountPaise: claimed.amountPaise, source: sourceOf(by), createdAt: now })
  // An account deleted after paying: the money is in the ledger, there is nobody to grant premium to.
  if (claimed.userId === null) return { userId: null, premiumUntil: placeholderEnd }

  const days = sql.raw(`interval '${PREMIUM_PLAN.days} days'`)
  const at = sql`${now.toISOString()}::timestamptz`
  const currentEnd = sql`case when ${subscriptions.isPremium} or ${subscriptions.planType} = 'professional' then greatest(coalesce(${subscriptions.expiresAt}, ${at}), ${at}) else ${at} end`
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: claimed.userId,
      planType: 'professional',
      status: 'active',
      isPremium: true,
      expiresAt: placeholderEnd,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        planType: 'professional',
        status: 'active',
        isPremium: true,
        expiresAt: sql`${currentEnd} + ${days}`,
        updatedAt: now,
      },
    })
    .returning({ expiresAt: subscriptions.expiresAt })
  const premiumUntil = subscription?.expiresAt ?? placeholderEnd
  const premiumFrom = new Date(premiumUntil.getTime() - PREMIUM_PLAN.days * 86_400_000)
  await tx.update(paymentOrders).set({ premiumFrom, premiumUntil }).where(eq(paymentOrders.id, orderId))
  return { userId: claimed.userId, premiumUntil }
}

function sourceOf(by: ActivatedBy): PaymentSource {
  if (by === 'verify') return 'checkout'
  return by
}

/** Orders made between the two times that granted nothing yet: what the reconciliation job asks the gateway about. */
export async function listUnactivatedOrders(db: Database, window: { from: Date; to: Date; limit: number }): Promise<OrderRow[]> {
  return db
    .select(orderFields)
    .from(paymentOrders)
    .where(and(isNull(paymentOrders.activatedAt), gt(paymentOrders.createdAt, window.from), lt(paymentOrders.createdAt, window.to)))
    .orderBy(asc(paymentOrders.createdAt))
    .limit(window.limit)
}

/**
 * Ends a person's premium now (spec 000 §8 "Cancel premium subscription?") and records a refund
 * request for each order whose premium had not run out, with its unused whole days, for staff to
 * decide under the refund policy. Answers false when there was no premium to end.
 */
export async function cancelPremium(tx: Database, cancellation: { userId: string; now: Date }): Promise<boolean> {
  const { userId, now } = cancellation
  const [subscription] = await tx
    .select({ expiresAt: subscriptions.expiresAt, isPremium: subscriptions.isPremium, planType: subscriptions.planType })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update')
  const isActive =
    subscription &&
    (subscription.isPremium || subscription.planType === 'professional') &&
    (subscription.expiresAt === null || subscription.expiresAt > now)
  if (!isActive) return false
  await tx
    .update(subscriptions)
    .set({ planType: 'free', status: 'cancelled', isPremium: false, expiresAt: now, updatedAt: now })
    .where(eq(subscriptions.userId, userId))
  const running = await tx
    .select({
      id: paymentOrders.id,
      amountPaise: paymentOrders.amountPaise,
      premiumFrom: paymentOrders.premiumFrom,
      premiumUntil: paymentOrders.premiumUntil,
    })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), gt(paymentOrders.premiumUntil, now)))
  for (const order of running) {
    if (!order.premiumUntil) continue
    const unusedFrom = order.premiumFrom && order.premiumFrom > now ? order.premiumFrom : now
    const unusedDays = Math.ceil((order.premiumUntil.getTime() - unusedFrom.getTime()) / 86_400_000)
    const [request] = await tx
      .insert(refundRequests)
      .values({ orderId: order.id, userId, amountPaise: order.amountPaise, unusedDays, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: refundRequests.id })
    if (request)
      await tx
        .insert(paymentEvents)
        .values({ orderId: order.id, kind: 'refund_requested', amountPaise: order.amountPaise, source: 'person', createdAt: now })
  }
  return true
}

/** The latest orders with their ledger rows and refund requests, newest first (/admin/payments). */
export async function listLedger(db: Database, limit: number): Promise<LedgerOrder[]> {
  const orders = await db
    .select({
      orderId: paymentOrders.id,
      email: user.email,
      amountPaise: paymentOrders.amountPaise,
      currency: paymentOrders.currency,
      createdAt: paymentOrders.createdAt,
      activatedAt: paymentOrders.activatedAt,
      activatedBy: paymentOrders.activatedBy,
      premiumUntil: paymentOrders.premiumUntil,
    })
    .from(paymentOrders)
    .leftJoin(user, eq(user.id, paymentOrders.userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(limit)
  if (orders.length === 0) return []
  const ids = orders.map((order) => order.orderId)
  const events = await db
    .select({
      orderId: paymentEvents.orderId,
      kind: paymentEvents.kind,
      source: paymentEvents.source,
      paymentId: paymentEvents.paymentId,
      amountPaise: paymentEvents.amountPaise,
      at: paymentEvents.createdAt,
    })
    .from(paymentEvents)
    .where(inArray(paymentEvents.orderId, ids))
    .orderBy(asc(paymentEvents.id))
  const refunds = await db
    .select({
      id: refundRequests.id,
      orderId: refundRequests.orderId,
      status: refundRequests.status,
      unusedDays: refundRequests.unusedDays,
      amountPaise: refundRequests.amountPaise,
      refundedPaise: refundRequests.refundedPaise,
      declineReason: refundRequests.declineReason,
      decidedBy: refundRequests.decidedByLabel,
      decidedAt: refundRequests.decidedAt,
    })
    .from(refundRequests)
    .where(inArray(refundRequests.orderId, ids))
  const numbers = await db
    .select({ orderId: invoices.orderId, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.orderId, ids))
  return orders.map((order) => {
    const refund = refunds.find((candidate) => candidate.orderId === order.orderId)
    return {
      ...order,
      createdAt: order.createdAt.toISOString(),
      activatedAt: order.activatedAt?.toISOString() ?? null,
      premiumUntil: order.premiumUntil?.toISOString() ?? null,
      events: events
        .filter((event) => event.orderId === order.orderId)
        .map(({ kind, source, paymentId, amountPaise, at }) => ({ kind, source, paymentId, amountPaise, at: at.toISOString() })),
      invoiceNumber: numbers.find((candidate) => candidate.orderId === order.orderId)?.number ?? null,
      refund: refund
        ? {
            id: refund.id,
            status: refund.status as RefundStatus,
            unusedDays: refund.unusedDays,
            suggestedPaise: refundForUnusedDays(refund.amountPaise, refund.unusedDays, PREMIUM_PLAN.days),
            refundedPaise: refund.refundedPaise,
            declineReason: refund.declineReason,
            decidedBy: refund.decidedBy,
            decidedAt: refund.decidedAt?.toISOString() ?? null,
          }
        : null,
    }
  })
}

/** A person's activated payments, newest first, with their invoice numbers and refund states (/settings). */
export async function listPaymentsOf(db: Database, userId: string): Promise<MyPayment[]> {
  const rows = await db
    .select({
      orderId: paymentOrders.id,
      paidAt: paymentOrders.activatedAt,
      amountPaise: paymentOrders.amountPaise,
      premiumUntil: paymentOrders.premiumUntil,
      invoiceNumber: invoices.number,
      refundStatus: refundRequests.status,
      refundedPaise: refundRequests.refundedPaise,
      declineReason: refundRequests.declineReason,
    })
    .from(paymentOrders)
    .leftJoin(invoices, eq(invoices.orderId, paymentOrders.id))
    .leftJoin(refundRequests, eq(refundRequests.orderId, paymentOrders.id))
    .where(and(eq(paymentOrders.userId, userId), isNotNull(paymentOrders.activatedAt)))
    .orderBy(desc(paymentOrders.activatedAt), desc(paymentOrders.id))
  return rows.map((row) => ({
    orderId: row.orderId,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    amountPaise: row.amountPaise,
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    invoiceNumber: row.invoiceNumber,
    refund:
      row.refundStatus === null
        ? null
        : {
            status: row.refundStatus as RefundStatus,
            // What was paid back once refunded; before that, nothing yet.
            refundedPaise: row.refundStatus === 'refunded' ? row.refundedPaise : null,
            declineReason: row.declineReason,
          },
  }))
}
