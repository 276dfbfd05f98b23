import type { PendingReview } from '#core/companies/reviews.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'

/** /admin/resume-moderation: pending company reviews, behind its area's staff gate (admin, super_admin, support_agent). */
export async function loadModeration(
  request: Request,
  context: RequestContext,
): Promise<{ title: string; reviews: PendingReview[]; total: number }> {
  await gatePage(request, context, 'staff')
  const language = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('companies', language)
  const { reviews, total } = await context.services.companies.listPendingReviews()
  return { title: withSiteName(t('moderation.heading')), reviews, total }
}
