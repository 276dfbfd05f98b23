import { Crown, House } from 'lucide-react'
import { PRICING_PATH } from './nav-items.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { buttonClasses } from '#app/ui/button.tsx'

/**
 * What a PREMIUM_REQUIRED answer that reaches the error boundary shows (a premium-only loader or
 * action; premium pages themselves send the visitor to /pricing, decision 051): spec 000 §4's 'Premium
 * Feature Required' and 'This feature requires a Premium subscription.', the way to pricing and home.
 */
export function PremiumRequiredContent() {
  const { t } = useTranslation(['common', 'shell'])
  return (
    <section
      aria-labelledby="premium-required-heading"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
        <Crown aria-hidden="true" className="size-7" />
      </span>
      <h1 id="premium-required-heading" className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('limits.PREMIUM_REQUIRED.title')}
      </h1>
      <p className="mt-4 text-base text-ink-muted">{t('limits.PREMIUM_REQUIRED.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={PRICING_PATH} className={buttonClasses({ size: 'lg' })}>
          <Crown aria-hidden="true" className="size-5" />
          {t('shell:nav.pricing')}
        </Link>
        <Link to={href('/')} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
          <House aria-hidden="true" className="size-5" />
          {t('actions.returnHome')}
        </Link>
      </div>
    </section>
  )
}
