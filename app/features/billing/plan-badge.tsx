import { Crown } from 'lucide-react'
import type { SubscriptionStatus } from '#core/plans/plans.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Badge } from '#app/ui/badge.tsx'

/** Spec 000 §6's badges: 'Premium ₹399/7days' for a premium subscription, 'Free Plan' otherwise. */
export function PlanBadge({ subscription }: { subscription: SubscriptionStatus }) {
  const { t } = useTranslation('billing')
  const isPremium = subscription.is_premium || subscription.plan_type === 'professional'
  return isPremium ? (
    <Badge tone="accent" data-testid="plan-badge">
      <Crown aria-hidden="true" />
      {t('badge.premium')}
    </Badge>
  ) : (
    <Badge tone="neutral" data-testid="plan-badge">
      {t('badge.free')}
    </Badge>
  )
}
