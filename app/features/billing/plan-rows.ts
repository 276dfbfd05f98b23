import { canUseFeature, dailyLimitOf, type Plan, type PlanFeature, type UsageFeature } from '#core/plans/plans.ts'

/**
 * The plan comparison of /pricing and /premium-features, read from the one plans table
 * (core/plans/plans.ts), so what the page promises is what the server enforces.
 */

export type PlanCell = { kind: 'perDay'; count: number } | { kind: 'unlimited' } | { kind: 'included' } | { kind: 'excluded' }

/** Chat and applications are shown by their daily limits, which say more than "included". */
export type AccessRowFeature = Exclude<PlanFeature, 'chatbot' | 'job_applications'>

export type PlanRow = { kind: 'usage'; feature: UsageFeature } | { kind: 'access'; feature: AccessRowFeature }

/** The rows, daily limits first, in the order a job seeker weighs them. */
export const PLAN_ROWS: readonly PlanRow[] = [
  { kind: 'usage', feature: 'job_applications' },
  { kind: 'usage', feature: 'chatbot_messages' },
  { kind: 'access', feature: 'job_search' },
  { kind: 'access', feature: 'job_matching' },
  { kind: 'access', feature: 'resume_templates' },
  { kind: 'access', feature: 'resume_generation' },
  { kind: 'access', feature: 'premium_templates' },
  { kind: 'access', feature: 'cover_letters' },
  { kind: 'access', feature: 'job_recommendations' },
  { kind: 'usage', feature: 'whatsapp_applications' },
  { kind: 'usage', feature: 'whatsapp_notifications' },
  { kind: 'usage', feature: 'whatsapp_jobs' },
  { kind: 'access', feature: 'priority_support' },
]

/**
 * Rights of the plans table whose feature is not in the product yet: the comparison marks them
 * 'Coming soon' rather than sell them as if they were there. The issue that builds one removes it
 * here: applying through WhatsApp (issue 24 made its daily message real; the assistant of issue 21 is counted on the server).
 */
export const COMING_SOON: ReadonlySet<PlanRow['feature']> = new Set<PlanRow['feature']>(['whatsapp_applications'])

/** The plans compared: a guest signs up for the free plan first. */
export const COMPARED_PLANS = ['free', 'premium'] as const satisfies readonly Plan[]

export function planCell(row: PlanRow, plan: Plan): PlanCell {
  if (row.kind === 'access') return canUseFeature(plan, row.feature) ? { kind: 'included' } : { kind: 'excluded' }
  const limit = dailyLimitOf(row.feature, plan)
  if (limit === null) return { kind: 'unlimited' }
  if (limit === 0) return { kind: 'excluded' }
  return { kind: 'perDay', count: limit }
}
