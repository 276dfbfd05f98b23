import { Crown, House } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { buttonClasses } from '#app/ui/button.tsx'

/**
 * What a signed-in visitor without premium sees on a premium page (the page gate's answer, decision
 * 037): spec 000 §4's 'Premium Feature Required' and 'This feature requires a Premium subscription.'
 * The spec then sends them to /pricing; until the billing issue builds /pricing the page says so in
 * place and offers the way home, linking to no page that does not exist.
 */
export function PremiumRequiredContent() {
  const { t } = useTranslation('common')
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
      <Link to={href('/')} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" className="size-5" />
        {t('actions.returnHome')}
      </Link>
    </section>
  )
}
