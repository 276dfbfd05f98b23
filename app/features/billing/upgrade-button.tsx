import { Crown, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { SubscriptionStatus } from '#core/plans/plans.ts'
import { signInPath } from '#app/features/auth/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { readSubscriptionStatus } from './api.ts'
import type { CheckoutEvent } from './checkout.ts'
import { PRICING_PATH } from './paths.ts'

/** Spec 001 §4 "Payment": idle, loading (the order, the script, checkout open), then back to idle with the outcome said. */
type UpgradeState = 'idle' | 'loading' | 'open'

/**
 * The upgrade press: signed out, 'Please sign in to upgrade to premium.' and the sign-in page (back
 * here after); signed in, the checkout flow (checkout.ts, loaded on the press with the script it opens),
 * whose outcome is a toast: 'Payment successful! Welcome to Premium!' (and the subscription handed up),
 * 'Payment verification failed', 'Payment cancelled', 'Failed to create order' or 'Failed to load
 * payment gateway'.
 */
export function UpgradeButton({
  isSignedIn,
  isPremium,
  onSubscription,
}: {
  isSignedIn: boolean
  isPremium: boolean
  onSubscription: (subscription: SubscriptionStatus) => void
}) {
  const { t } = useTranslation('billing')
  const navigate = useNavigate()
  const [state, setState] = useState<UpgradeState>('idle')

  function handle(event: CheckoutEvent) {
    switch (event.kind) {
      case 'open':
        setState('open')
        return
      case 'success':
        setState('idle')
        onSubscription(event.subscription)
        showToast({ title: t('upgrade.success'), type: 'success' })
        // Spec 001 §4: the subscription is refreshed. A refresh that fails answers free (spec 000 §7's
        // silent fall-back), which must not hide the premium the verification has just confirmed.
        void readSubscriptionStatus().then((fresh) => {
          if (fresh.is_premium) onSubscription(fresh)
        })
        return
      case 'failure':
        setState('idle')
        showToast({ title: t('common:errorCodes.PAYMENT_VERIFICATION_FAILED'), type: 'error', severity: 'high' })
        return
      case 'dismissed':
        setState('idle')
        showToast({ title: t('common:errorCodes.PAYMENT_CANCELLED'), type: 'info' })
        return
      case 'signInRequired':
        setState('idle')
        askToSignIn()
        return
      case 'error':
        setState('idle')
        showToast({ title: t(`common:errorCodes.${event.code}`), type: 'error', severity: 'medium' })
        return
      default:
        throw new Error(`unknown checkout event: ${JSON.stringify(event satisfies never)}`)
    }
  }

  function askToSignIn() {
    showToast({ title: t('upgrade.signInRequired'), type: 'info' })
    void navigate(signInPath(PRICING_PATH))
  }

  async function upgrade() {
    if (!isSignedIn) {
      askToSignIn()
      return
    }
    setState('loading')
    try {
      const { startCheckout } = await import('./checkout.ts')
      await startCheckout({ name: t('upgrade.checkoutName'), description: t('upgrade.checkoutDescription') }, handle)
    } catch {
      handle({ kind: 'error', code: 'PAYMENT_GATEWAY_FAILED' })
    }
  }

  const isBusy = state !== 'idle'
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" onClick={() => void upgrade()} disabled={isBusy} aria-busy={isBusy} className="w-full">
        {isBusy ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Crown aria-hidden="true" className="size-5" />}
        {isPremium ? t('upgrade.extend') : t('upgrade.button')}
      </Button>
      <p role="status" className="min-h-5 text-center text-sm text-ink-muted">
        {state === 'loading' ? t('upgrade.loading') : state === 'open' ? t('upgrade.waiting') : ''}
      </p>
    </div>
  )
}
