import { Check, Crown, Sparkles } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import type { SubscriptionStatus } from '#core/plans/plans.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { readPageNotice, withoutPageNotice } from '#app/lib/page-notice.ts'
import { showToast } from '#app/ui/toast.tsx'
import { CancelPremium } from './cancel-premium.tsx'
import { PREMIUM_FEATURES_PATH } from './paths.ts'
import { PlanBadge } from './plan-badge.tsx'
import { PlanComparisonSection } from './plan-comparison.tsx'
import { UpgradeButton } from './upgrade-button.tsx'

export interface PricingPageData {
  isSignedIn: boolean
  subscription: SubscriptionStatus
}

/** /pricing: the two plans, the upgrade (and for premium, the cancel), the comparison from the plans table. */
export function PricingView({ page }: { page: PricingPageData }) {
  const { t, i18n } = useTranslation('billing')
  // What a payment or a cancel answered, until a new loader answer (a revalidation, another sign-in) replaces it.
  const [changed, setChanged] = useState<{ base: SubscriptionStatus; value: SubscriptionStatus } | null>(null)
  const subscription = changed?.base === page.subscription ? changed.value : page.subscription
  const setSubscription = (value: SubscriptionStatus) => setChanged({ base: page.subscription, value })
  usePremiumRequiredNotice()
  const isPremium = subscription.is_premium

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('pricing.heading')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-ink-muted">{t('pricing.intro')}</p>
        {page.isSignedIn ? (
          <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm text-ink-muted">
            <span>{t('badge.label')}:</span>
            <PlanBadge subscription={subscription} />
            {isPremium && subscription.expires_at ? (
              <span>{t('pricing.premiumUntil', { date: formatIndiaDateTime(subscription.expires_at, i18n.language) })}</span>
            ) : null}
          </p>
        ) : null}
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="plan-free" className="flex flex-col rounded-3xl border border-line bg-surface-raised p-6 shadow-sm">
          <h2 id="plan-free" className="text-lg font-semibold text-ink">
            {t('pricing.freeName')}
          </h2>
          <p className="mt-2">
            <span className="text-4xl font-bold text-ink">{t('pricing.freePrice')}</span>{' '}
            <span className="text-sm text-ink-muted">{t('pricing.freePeriod')}</span>
          </p>
          <p className="mt-3 flex-1 text-sm text-ink-muted">{t('pricing.freeSummary')}</p>
          {page.isSignedIn && !isPremium ? (
            <p className="mt-6 flex items-center gap-2 text-sm font-semibold text-ink">
              <Check aria-hidden="true" className="size-4 text-emerald-600" />
              {t('pricing.currentPlan')}
            </p>
          ) : null}
        </section>

        <section
          aria-labelledby="plan-premium"
          className="flex flex-col rounded-3xl border-2 border-brand-600 bg-surface-raised p-6 shadow-md dark:border-brand-400"
        >
          <h2 id="plan-premium" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Crown aria-hidden="true" className="size-5 text-amber-600" />
            {t('pricing.premiumName')}
          </h2>
          <p className="mt-2">
            <span className="text-4xl font-bold text-ink">{t('pricing.premiumPrice')}</span>{' '}
            <span className="text-sm text-ink-muted">{t('pricing.premiumPeriod')}</span>
          </p>
          <p className="mt-3 text-sm text-ink-muted">{t('pricing.premiumSummary')}</p>
          <p className="mt-2 flex-1 text-xs text-ink-muted">
            {t('pricing.oneTime')} {t('pricing.methods')}
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <UpgradeButton isSignedIn={page.isSignedIn} isPremium={isPremium} onSubscription={setSubscription} />
            {isPremium ? <CancelPremium onSubscription={setSubscription} /> : null}
          </div>
        </section>
      </div>

      <PlanComparisonSection>
        <Link
          to={PREMIUM_FEATURES_PATH}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline dark:text-brand-200"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {t('pricing.seeAllFeatures')}
        </Link>
      </PlanComparisonSection>
    </div>
  )
}

/**
 * Spec 000 §4: a visitor without premium who opened /premium-templates lands here (the page gate,
 * app/features/auth/page-gate.server.ts) and is told why, once: 'Premium Feature Required'.
 */
function usePremiumRequiredNotice(): void {
  const { t } = useTranslation(['billing', 'common'])
  const [searchParams, setSearchParams] = useSearchParams()
  const notice = readPageNotice(searchParams)
  useEffect(() => {
    if (notice !== 'premium-required') return
    showToast({ title: t('common:limits.PREMIUM_REQUIRED.title'), description: t('notice.premiumRequired'), type: 'info' })
    setSearchParams((current) => withoutPageNotice(current), { replace: true, preventScrollReset: true })
  }, [notice, setSearchParams, t])
}
