import type { MetaDescriptor } from 'react-router'
import type { Plan, SubscriptionStatus } from '#core/plans/plans.ts'
import { publicPageMeta, type PublicPageMeta } from '#app/lib/public-page-meta.ts'

/** What /pricing and /premium-features load (plan-page.server.ts). */
export interface PlanPage {
  isSignedIn: boolean
  plan: Plan
  subscription: SubscriptionStatus
  meta: PublicPageMeta
}

/** Their head: the title and description in the reader's language. */
export function planPageMeta(page: PlanPage | undefined): MetaDescriptor[] {
  return publicPageMeta(page?.meta)
}
