import { Crown, FileText, Headphones, Infinity as InfinityIcon, LayoutTemplate, Target, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import type { Plan, SubscriptionStatus } from '#core/plans/plans.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Badge } from '#app/ui/badge.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { PRICING_PATH } from './paths.ts'
import { PlanBadge } from './plan-badge.tsx'
import { PlanComparisonSection } from './plan-comparison.tsx'
import { FeatureGate } from './premium-card.tsx'

export interface PremiumFeaturesPageData {
  plan: Plan
  subscription: SubscriptionStatus
}

type FeatureKey = 'unlimited' | 'templates' | 'coverLetters' | 'recommendations' | 'support'

/** `comingSoon`: the feature is not in the product yet (plan-rows.ts COMING_SOON names the same rights). */
const FEATURES: ReadonlyArray<{ key: FeatureKey; icon: LucideIcon; comingSoon?: true }> = [
  { key: 'unlimited', icon: InfinityIcon },
  { key: 'templates', icon: LayoutTemplate },
  { key: 'coverLetters', icon: FileText, comingSoon: true },
  { key: 'recommendations', icon: Target, comingSoon: true },
  { key: 'support', icon: Headphones },
]

/** /premium-features: what Premium adds, what stays free, and the same comparison as /pricing. */
export function PremiumFeaturesView({ page }: { page: PremiumFeaturesPageData }) {
  const { t } = useTranslation('billing')
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <header className="text-center">
        <h1 className="flex items-center justify-center gap-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          <Crown aria-hidden="true" className="size-8 text-amber-600" />
          {t('features.heading')}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-ink-muted">{t('features.intro')}</p>
        {page.plan === 'guest' ? null : (
          <p className="mt-4 flex justify-center">
            <PlanBadge subscription={page.subscription} />
          </p>
        )}
      </header>

      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, icon: Icon, comingSoon }) => (
          <li key={key} className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-200" />
            <h2 className="mt-3 font-semibold text-ink">
              {t(`features.${key}Title`)}
              {comingSoon ? (
                <Badge tone="info" className="ms-2 align-middle">
                  {t('comingSoon')}
                </Badge>
              ) : null}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t(`features.${key}Text`)}</p>
          </li>
        ))}
        <li className="rounded-2xl border border-dashed border-line p-5">
          <h2 className="font-semibold text-ink">{t('features.freeHeading')}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t('features.freeText')}</p>
        </li>
      </ul>

      <div className="mt-10">
        <FeatureGate plan={page.plan} feature="premium_templates">
          <p className="flex items-center justify-center gap-2 rounded-2xl bg-emerald-50 p-4 text-sm font-semibold text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
            <Crown aria-hidden="true" className="size-5" />
            {t('templates.active')}
          </p>
        </FeatureGate>
      </div>

      <PlanComparisonSection>
        <Link to={PRICING_PATH} className={buttonClasses({ size: 'lg' })}>
          {t('features.toPricing')}
        </Link>
      </PlanComparisonSection>
    </div>
  )
}
