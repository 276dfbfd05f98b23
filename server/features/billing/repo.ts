import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { premiumGrants, subscriptions } from '#server/db/schema/index.ts'

/** The SQL of subscriptions (spec 000 §3): one row per user who ever had a plan. */

export interface SubscriptionRow {
  planType: string
  status: string
  expiresAt: Date | null
  isPremium: boolean
}

export async function findSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select({
      planType: subscriptions.planType,
      status: subscriptions.status,
      expiresAt: subscriptions.expiresAt,
      isPremium: subscriptions.isPremium,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
  return row ?? null
}

/** When the premium staff gave the user ends (decision 071), or null when they gave none. */
export async function findPremiumGrantEnd(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db.select({ expiresAt: premiumGrants.expiresAt }).from(premiumGrants).where(eq(premiumGrants.userId, userId))
  return row?.expiresAt ?? null
}
