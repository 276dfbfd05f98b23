import { eq } from 'drizzle-orm'
import { paymentOrders, refundRequests, subscriptions } from '#server/db/schema/index.ts'
import { ownedRows, type PersonalData } from '#server/lib/personal-data.ts'

/** The person's plan, as the subscription row holds it (null when they never had one). */
export const subscriptionData = ownedRows({
  key: 'subscription',
  table: subscriptions,
  owner: subscriptions.userId,
  fields: {
    planType: subscriptions.planType,
    status: subscriptions.status,
    expiresAt: subscriptions.expiresAt,
    isPremium: subscriptions.isPremium,
    createdAt: subscriptions.createdAt,
  },
  single: true,
})

/**
 * The person's payments and refund requests. Erasure unlinks them rather than deleting them: a
 * payment is a tax record the business must keep (decision 051), and with the user column cleared it
 * no longer names anyone.
 */
export const paymentsData: PersonalData = {
  key: 'payments',
  tables: [paymentOrders, refundRequests],
  async export(db, person) {
    const orders = await db
      .select({
        orderId: paymentOrders.id,
        amountPaise: paymentOrders.amountPaise,
        currency: paymentOrders.currency,
        paymentId: paymentOrders.paymentId,
        createdAt: paymentOrders.createdAt,
        activatedAt: paymentOrders.activatedAt,
        premiumFrom: paymentOrders.premiumFrom,
        premiumUntil: paymentOrders.premiumUntil,
      })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, person.userId))
      .orderBy(paymentOrders.createdAt)
    const refunds = await db
      .select({
        orderId: refundRequests.orderId,
        amountPaise: refundRequests.amountPaise,
        unusedDays: refundRequests.unusedDays,
        status: refundRequests.status,
        createdAt: refundRequests.createdAt,
      })
      .from(refundRequests)
      .where(eq(refundRequests.userId, person.userId))
      .orderBy(refundRequests.createdAt)
    return { orders, refundRequests: refunds }
  },
  async erase(tx, person) {
    await tx.update(refundRequests).set({ userId: null }).where(eq(refundRequests.userId, person.userId))
    await tx.update(paymentOrders).set({ userId: null }).where(eq(paymentOrders.userId, person.userId))
  },
}
