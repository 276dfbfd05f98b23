import { eq } from 'drizzle-orm'
import { subscriptions } from '#server/db/schema/index.ts'
import type { PersonalData } from '#server/lib/personal-data.ts'

/** The person's plan, as the subscription row holds it (null when they never had one). */
export const subscriptionData: PersonalData = {
  key: 'subscription',
  tables: [subscriptions],
  async export(db, person) {
    const [row] = await db
      .select({
        planType: subscriptions.planType,
        status: subscriptions.status,
        expiresAt: subscriptions.expiresAt,
        isPremium: subscriptions.isPremium,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, person.userId))
    return row ?? null
  },
  async erase(tx, person) {
    await tx.delete(subscriptions).where(eq(subscriptions.userId, person.userId))
  },
}
