import { eq } from 'drizzle-orm'
import { invoices, paymentOrders, premiumGrants, refundRequests, subscriptions } from '#server/db/schema/index.ts'
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

/** Premium staff gave the person (decision 071): until when and why; who gave it stays with the audit log. */
export const premiumGrantData = ownedRows({
  key: 'premiumGrant',
  table: premiumGrants,
  owner: premiumGrants.userId,
  fields: { expiresAt: premiumGrants.expiresAt, reason: premiumGrants.reason, createdAt: premiumGrants.createdAt },
  single: true,
})

/**
 * The person's payments, refund requests and GST invoices. Erasure unlinks them rather than deleting
 * them: a payment is a tax record the business must keep (decision 051), and with the user column
 * cleared it no longer names anyone. An issued invoice keeps the name and address it was issued to:
 * GST law (CGST Act s. 36) requires the invoice as issued to be kept, so it is retained under that
 * legal obligation, unlinked from the account and never shown again but to staff (decision 057).
 */
export const paymentsData: PersonalData = {
  key: 'payments',
  tables: [paymentOrders, refundRequests, invoices],
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
    const issued = await db
      .select({ number: invoices.number, orderId: invoices.orderId, issuedAt: invoices.issuedAt, invoice: invoices.data })
      .from(invoices)
      .where(eq(invoices.userId, person.userId))
      .orderBy(invoices.issuedAt)
    return { orders, refundRequests: refunds, invoices: issued }
  },
  async erase(tx, person) {
    await tx.update(invoices).set({ userId: null }).where(eq(invoices.userId, person.userId))
    await tx.update(refundRequests).set({ userId: null }).where(eq(refundRequests.userId, person.userId))
    await tx.update(paymentOrders).set({ userId: null }).where(eq(paymentOrders.userId, person.userId))
  },
}
