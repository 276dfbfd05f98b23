import type { MetaDescriptor } from 'react-router'
import type { Plan, SubscriptionStatus } from '#core/plans/plans.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'

/** What /pricing and /premium-features load (plan-page.server.ts). */
export interface PlanPage {
  isSignedIn: boolean
  plan: Plan
  subscription: SubscriptionStatus
  meta: { title: string; description: string }
}

/** Their head: the title and description in the reader's language. */
export function planPageMeta(page: PlanPage | undefined): MetaDescriptor[] {
  if (!page) return [{ title: SITE_NAME }]
  return [{ title: page.meta.title }, { name: 'description', content: page.meta.description }]
}
