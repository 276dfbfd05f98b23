import { ArrowRight, ChevronDown, FileText, Headset, LockKeyhole, ShieldCheck } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { buttonClasses } from '#app/ui/button.tsx'
import { formatCountAtLeast } from '#core/format/number.ts'
import type { JobFigures } from '#core/jobs/listings.ts'

const faqKeys = ['free', 'sources', 'abroad', 'ats', 'privacy'] as const
const trustPoints = [
  { key: 'privacy', icon: ShieldCheck },
  { key: 'payments', icon: LockKeyhole },
  { key: 'support', icon: Headset },
] as const

/** Spec 000 §2 "Trust": an FAQ of 5 questions and the two calls to action, the jobs one with the open jobs counted (decision 060). */
export function TrustSection({ figures }: { figures: JobFigures | null }) {
  const { t, i18n } = useTranslation('landing')
  return (
    <section aria-labelledby="faq-heading" className="pt-14 pb-2 sm:pt-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="text-sm font-bold tracking-wide text-amber-800 uppercase dark:text-accent-400">{t('faq.eyebrow')}</p>
          <h2 id="faq-heading" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t('faq.title')}
          </h2>
          <div className="mt-6 divide-y divide-line rounded-2xl border border-line bg-surface-raised">
            {faqKeys.map((key) => (
              <details key={key} className="group px-5 [&_summary::-webkit-details-marker]:hidden">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-base font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
                  {t(`faq.items.${key}.question`)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <p className="pb-5 text-sm leading-relaxed text-ink-muted">{t(`faq.items.${key}.answer`)}</p>
              </details>
            ))}
          </div>
        </div>
        <aside aria-labelledby="trust-heading" className="lg:col-span-2">
          <h2 id="trust-heading" className="text-lg font-bold text-ink lg:mt-14">
            {t('trust.title')}
          </h2>
          <ul className="mt-4 space-y-3">
            {trustPoints.map((point) => {
              const Icon = point.icon
              return (
                <li key={point.key} className="flex gap-3 rounded-2xl border border-line bg-surface-raised p-4">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200" />
                  <div>
                    <p className="font-semibold text-ink">{t(`trust.items.${point.key}.title`)}</p>
                    <p className="mt-0.5 text-sm text-ink-muted">{t(`trust.items.${point.key}.text`)}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </aside>
      </div>

      <div className="mx-auto mt-14 max-w-6xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 px-6 py-10 text-center text-white sm:px-12 sm:py-14">
          <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-accent-400/20 blur-3xl" />
          <h2 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{t('cta.title')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-base text-white/85">{t('cta.subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/resume-builder" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              <FileText aria-hidden="true" className="size-5" />
              {t('cta.resume')}
            </Link>
            <Link to={href('/jobs')} className={buttonClasses({ variant: 'outlineOnDark', size: 'lg' })}>
              {figures && figures.openJobs > 0
                ? t('cta.jobsCounted', { total: formatCountAtLeast(figures.openJobs, i18n.language) })
                : t('cta.jobs')}
              <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
