import { gatedPageMeta } from '#app/features/account/index.ts'
import { openGatedPage } from '#app/features/account/index.server.ts'
import { CareerIntelligenceView } from '#app/features/matching/pages.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { canUseFeature } from '#core/plans/plans.ts'
import type { Route } from './+types/career-intelligence'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('account', 'workspace', 'jobs')

/** How many top matches the page lists. */
const TOP_MATCHES = 10

/**
 * /career-intelligence (spec 000 §2, issue 19): signed in. The figures for everyone signed in; the top
 * matches and what would raise them for premium members (FEATURE_ACCESS.job_recommendations), whose
 * rule the matching service enforces; a free member sees Premium's offer in their place.
 */
export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const { viewer, titleFor } = await openGatedPage(request, context)
  const { matching, billing } = context.services
  const [insights, plan] = await Promise.all([matching.readInsights(viewer.userId), billing.readPlan(viewer.userId)])
  // null: not premium, so the page offers Premium instead of the list.
  const recommendations = canUseFeature(plan, 'job_recommendations') ? ((await matching.recommend(viewer.userId, TOP_MATCHES)) ?? []) : null
  return { title: titleFor('meta.careerIntelligence'), insights, recommendations }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function CareerIntelligencePage({ loaderData }: Route.ComponentProps) {
  return <CareerIntelligenceView insights={loaderData.insights} recommendations={loaderData.recommendations} />
}
