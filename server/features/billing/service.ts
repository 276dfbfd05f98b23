import {
  FREE_SUBSCRIPTION,
  isPremiumSubscription,
  PLAN_TYPES,
  SUBSCRIPTION_STATUSES,
  type Plan,
  type SubscriptionStatus,
} from '#core/plans/plans.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import * as repo from './repo.ts'

/**
 * Subscriptions (spec 000 §3, §4, §7 get-subscription-status; decision 037): what a person's plan is.
 * Nothing writes a subscription yet, so everyone is free until the billing issue adds payments; the
 * usage service and the page gate already ask here, so premium lifts every limit at once when it does.
 */
export interface BillingService {
  /** Spec 000 §7 get-subscription-status; null (signed out) is free, inactive, not premium. */
  readSubscriptionStatus(userId: string | null): Promise<SubscriptionStatus>
  /** The plan whose rights apply (core/plans/plans.ts): guest when signed out, else free or premium. */
  readPlan(userId: string | null): Promise<Plan>
}

export function createBillingService(deps: { database: DatabaseHandle; now?: () => Date }): BillingService {
  const db = deps.database.db
  const now = deps.now ?? (() => new Date())

  /**
   * The one place a person's plan is resolved: what they paid for, or premium staff gave them for a while
   * (decision 071). A current grant answers as the professional plan, active, ending when the later of
   * the two ends.
   */
  async function readSubscriptionStatus(userId: string | null): Promise<SubscriptionStatus> {
    if (userId === null) return FREE_SUBSCRIPTION
    const [row, grantEnd] = await Promise.all([repo.findSubscription(db, userId), repo.findPremiumGrantEnd(db, userId)])
    const at = now()
    if (grantEnd !== null && grantEnd.getTime() > at.getTime()) {
      const paidEnd = row && isPremiumSubscription(row, at) ? row.expiresAt : grantEnd
      const end = paidEnd === null ? null : new Date(Math.max(paidEnd.getTime(), grantEnd.getTime()))
      return { plan_type: 'professional', status: 'active', expires_at: end?.toISOString() ?? null, is_premium: true }
    }
    if (!row) return FREE_SUBSCRIPTION
    const isPremium = isPremiumSubscription(row, at)
    const expiresAt = row.expiresAt?.toISOString() ?? null
    // A plan past its end is reported as free, so a client applying spec 000 §4's rule (professional
    // or is_premium) to the answer reaches the same verdict as the server.
    if (!isPremium) return { ...FREE_SUBSCRIPTION, expires_at: expiresAt }
    return {
      plan_type: PLAN_TYPES.find((type) => type === row.planType) ?? 'free',
      status: SUBSCRIPTION_STATUSES.find((status) => status === row.status) ?? 'inactive',
      expires_at: expiresAt,
      is_premium: true,
    }
  }

  return {
    readSubscriptionStatus,
    async readPlan(userId) {
      if (userId === null) return 'guest'
      return (await readSubscriptionStatus(userId)).is_premium ? 'premium' : 'free'
    },
  }
}
