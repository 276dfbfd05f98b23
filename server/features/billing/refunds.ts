import { and, eq } from 'drizzle-orm'
import type { RefundStatus } from '#core/plans/payments.schema.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, paymentEvents, paymentOrders, refundRequests } from '#server/db/schema/index.ts'

/**
 * Staff's decisions on refund requests (decision 057), each a conditional UPDATE that only a request
 * still `requested` passes: a second click, a second tab or a second staff member finds it decided and
 * changes nothing. Every decision writes its audit-log row in the same transaction.
 */

export interface StaffActor {
  userId: string
  label: string
}

export interface ClaimedRefund {
  orderId: string
  paymentId: string
  orderAmountPaise: number
}

export async function readRefundStatus(db: Database, id: number): Promise<RefundStatus | null> {
  const [row] = await db.select({ status: refundRequests.status }).from(refundRequests).where(eq(refundRequests.id, id))
  return row ? (row.status as RefundStatus) : null
}

/**
 * Moves a requested refund to `processing` for `amountPaise` (at most what the order paid), before the
 * gateway is asked. Null when it is not `requested` any more, or its order has no captured payment.
 */
export async function claimRefund(
  tx: Database,
  claim: { id: number; amountPaise: number; actor: StaffActor; now: Date },
): Promise<ClaimedRefund | null> {
  const [request] = await tx
    .select({ orderId: refundRequests.orderId, paymentId: paymentOrders.paymentId, orderAmountPaise: paymentOrders.amountPaise })
    .from(refundRequests)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refundRequests.orderId))
    .where(and(eq(refundRequests.id, claim.id), eq(refundRequests.status, 'requested')))
  if (!request?.paymentId || claim.amountPaise > request.orderAmountPaise) return null
  const [claimed] = await tx
    .update(refundRequests)
    .set({
      status: 'processing',
      refundedPaise: claim.amountPaise,
      decidedByUserId: claim.actor.userId,
      decidedByLabel: claim.actor.label,
      decidedAt: claim.now,
    })
    .where(and(eq(refundRequests.id, claim.id), eq(refundRequests.status, 'requested')))
    .returning({ id: refundRequests.id })
  if (!claimed) return null
  await tx.insert(auditLog).values({
    actorUserId: claim.actor.userId,
    actorLabel: claim.actor.label,
    action: 'refund.approve',
    targetType: 'refund_request',
    targetId: String(claim.id),
    before: { status: 'requested' },
    after: { status: 'processing', orderId: request.orderId, amountPaise: claim.amountPaise },
    createdAt: claim.now,
  })
  return { orderId: request.orderId, paymentId: request.paymentId, orderAmountPaise: request.orderAmountPaise }
}

/** The gateway refunded it: the request is done and the ledger has its `refunded` row. */
export async function completeRefund(
  tx: Database,
  done: { id: number; orderId: string; paymentId: string; amountPaise: number; gatewayRefundId: string; now: Date },
): Promise<void> {
  await tx
    .update(refundRequests)
    .set({ status: 'refunded', gatewayRefundId: done.gatewayRefundId })
    .where(and(eq(refundRequests.id, done.id), eq(refundRequests.status, 'processing')))
  await tx.insert(paymentEvents).values({
    orderId: done.orderId,
    kind: 'refunded',
    paymentId: done.paymentId,
    amountPaise: done.amountPaise,
    source: 'staff',
    createdAt: done.now,
  })
}

/** The gateway refused the refund: the request is open again (the audit log keeps the attempt). */
export async function reopenRefund(tx: Database, reopen: { id: number; actor: StaffActor; now: Date }): Promise<void> {
  await tx
    .update(refundRequests)
    .set({ status: 'requested', refundedPaise: null, decidedByUserId: null, decidedByLabel: null, decidedAt: null })
    .where(and(eq(refundRequests.id, reopen.id), eq(refundRequests.status, 'processing')))
  await tx.insert(auditLog).values({
    actorUserId: reopen.actor.userId,
    actorLabel: reopen.actor.label,
    action: 'refund.gateway_refused',
    targetType: 'refund_request',
    targetId: String(reopen.id),
    before: { status: 'processing' },
    after: { status: 'requested' },
    createdAt: reopen.now,
  })
}

/** Declines a requested refund with staff's reason; false when it was not `requested` any more. */
export async function declineRefund(tx: Database, decline: { id: number; reason: string; actor: StaffActor; now: Date }): Promise<boolean> {
  const [declined] = await tx
    .update(refundRequests)
    .set({
      status: 'declined',
      declineReason: decline.reason,
      decidedByUserId: decline.actor.userId,
      decidedByLabel: decline.actor.label,
      decidedAt: decline.now,
    })
    .where(and(eq(refundRequests.id, decline.id), eq(refundRequests.status, 'requested')))
    .returning({ orderId: refundRequests.orderId })
  if (!declined) return false
  await tx.insert(paymentEvents).values({ orderId: declined.orderId, kind: 'refund_declined', source: 'staff', createdAt: decline.now })
  await tx.insert(auditLog).values({
    actorUserId: decline.actor.userId,
    actorLabel: decline.actor.label,
    action: 'refund.decline',
    targetType: 'refund_request',
    targetId: String(decline.id),
    before: { status: 'requested' },
    after: { status: 'declined', orderId: declined.orderId, reason: decline.reason },
    createdAt: decline.now,
  })
  return true
}
