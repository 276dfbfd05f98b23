import { Crown, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { canUseFeature, type Plan, type PlanFeature } from '#core/plans/plans.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { PRICING_PATH } from './paths.ts'

/**
 * Spec 001 §2 "Premium card": the upgrade card of a feature gate, full (a section of its own) or
 * compact (one line beside what it gates). It links to /pricing, where the upgrade happens, so it
 * loads nothing of the checkout itself.
 */
export function PremiumCard({ variant = 'full', className }: { variant?: 'full' | 'compact'; className?: string }) {
  const { t } = useTranslation('billing')
  if (variant === 'compact') {
    return (
      <div
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 dark:border-amber-900 dark:bg-amber-950/40',
          className,
        )}
      >
        <Crown aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-300" />
        <p className="flex-1 text-sm font-semibold text-ink">{t('card.compactTitle')}</p>
        <Link to={PRICING_PATH} className={buttonClasses({ size: 'sm' })}>
          {t('card.cta')}
        </Link>
      </div>
    )
  }
  return (
    <section
      aria-labelledby="premium-card-title"
      className={cn(
        'rounded-3xl border border-amber-200 bg-amber-50 p-6 text-center dark:border-amber-900 dark:bg-amber-950/40 sm:p-8',
        className,
      )}
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-900 dark:text-amber-200">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <h2 id="premium-card-title" className="mt-4 text-xl font-bold text-ink">
        {t('card.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">{t('card.description')}</p>
      <Link to={PRICING_PATH} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        <Crown aria-hidden="true" className="size-5" />
        {t('card.cta')}
      </Link>
    </section>
  )
}

/** Spec 001 §6 feature gates: what a plan may use shows; otherwise the fallback, or the premium card. */
export function FeatureGate({
  plan,
  feature,
  children,
  fallback,
  variant = 'full',
}: {
  plan: Plan
  feature: PlanFeature
  children: ReactNode
  fallback?: ReactNode
  variant?: 'full' | 'compact'
}) {
  if (canUseFeature(plan, feature)) return children
  return fallback ?? <PremiumCard variant={variant} />
}
