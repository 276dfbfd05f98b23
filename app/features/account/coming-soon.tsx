import { ArrowLeft, Check, Search, Sparkles, type LucideIcon } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { buttonClasses } from '#app/ui/button.tsx'

/**
 * A signed-in page whose feature arrives in a later issue (career intelligence, interviews,
 * notification settings): it says what is coming, behind the real gate, and offers a way on.
 */
export function ComingSoon({
  icon: Icon,
  title,
  subtitle,
  description,
  items,
}: {
  icon: LucideIcon
  title: string
  /** The part of the feature this address is for ("Practice session"), when it is one part of it. */
  subtitle?: string
  description: string
  items: readonly string[]
}) {
  const { t } = useTranslation('account')
  return (
    <section aria-labelledby="coming-soon-heading" className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-surface-raised p-6 shadow-sm sm:p-10">
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-100">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-400/25 px-3 py-1 text-xs font-semibold text-ink">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('common.comingSoon')}
          </span>
        </div>
        <h1 id="coming-soon-heading" className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-lg font-semibold text-brand-700 dark:text-brand-200">{subtitle}</p> : null}
        <p className="mt-3 text-base text-ink-muted">{description}</p>
        <ul className="mt-6 space-y-3">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-3 text-ink">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={href('/jobs')} className={buttonClasses({ size: 'lg' })}>
            <Search aria-hidden="true" className="size-5" />
            {t('common.browseJobs')}
          </Link>
          <Link to={href('/dashboard')} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            {t('common.backToDashboard')}
          </Link>
        </div>
      </div>
    </section>
  )
}
