import { gatePage } from '#app/features/auth/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { loadPublicPageMeta } from '#app/lib/public-page-meta.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import type { PlanPage } from './plan-page-meta.ts'

type MetaKeys = { title: 'meta.pricingTitle' | 'meta.featuresTitle'; description: 'meta.pricingDescription' | 'meta.featuresDescription' }

/** /pricing and /premium-features: open to everyone; the reader's plan and subscription as the server reads them now. */
export async function loadPlanPage(request: Request, context: RequestContext, keys: MetaKeys): Promise<PlanPage> {
  const state = await context.viewer()
  const userId = state.kind === 'signed-in' ? state.viewer.userId : null
  const language = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('billing', language)
  const [subscription, plan] = await Promise.all([
    context.services.billing.readSubscriptionStatus(userId),
    context.services.billing.readPlan(userId),
  ])
  const meta = await loadPublicPageMeta(request, context, { title: withSiteName(t(keys.title)), description: t(keys.description) })
  return { isSignedIn: userId !== null, plan, subscription, meta }
}

/** /premium-templates (spec 000 §4): premium only; the gate sends anyone else to /pricing, which says why. */
export async function loadPremiumTemplatesPage(request: Request, context: RequestContext): Promise<{ title: string }> {
  await gatePage(request, context, 'premium')
  const language = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('billing', language)
  return { title: withSiteName(t('meta.templatesTitle')) }
}
