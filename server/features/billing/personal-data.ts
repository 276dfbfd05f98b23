import { subscriptions } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

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
