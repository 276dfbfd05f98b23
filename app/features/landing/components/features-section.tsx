import { ArrowRight, BellRing, FileText, Mic, Quote, Search } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { GatedLink } from '#app/features/auth/index.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { TestimonialVideo } from './testimonial-video.tsx'

const features = [
  { key: 'search', to: href('/jobs'), icon: Search },
  { key: 'resume', to: '/resume-builder', icon: FileText },
  { key: 'interview', to: '/mock-interview', icon: Mic },
  { key: 'alerts', to: '/settings/notifications', icon: BellRing },
] as const

/** Spec 000 §2 "Features": what JobYatra does, the video testimonial and the success-story panel. */
export function FeaturesSection() {
  const { t } = useTranslation('landing')
  return (
    <section aria-labelledby="features-heading" className="bg-surface-muted py-14 sm:py-20 dark:bg-black/10">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-wide text-amber-800 uppercase dark:text-accent-400">{t('features.eyebrow')}</p>
          <h2 id="features-heading" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="mt-3 text-base text-ink-muted sm:text-lg">{t('features.subtitle')}</p>
        </div>

        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => {
            return (
              <li key={feature.key}>
                <GatedLink
                  to={feature.to}
                  label={t(`features.items.${feature.key}.title`)}
                  className={`group ${featureCardClasses} transition-[border-color,box-shadow] hover:border-brand-500 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none`}
                >
                  <FeatureText featureKey={feature.key} icon={feature.icon} />
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-200">
                    {t(`features.items.${feature.key}.link`)}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none rtl:rotate-180"
                    />
                  </span>
                </GatedLink>
              </li>
            )
          })}
        </ul>

        <div className="mt-12 grid items-center gap-6 lg:grid-cols-5 lg:gap-10">
          <div className="lg:col-span-3">
            <TestimonialVideo />
          </div>
          <article
            aria-labelledby="success-story-heading"
            className="rounded-3xl border border-line bg-surface-raised p-6 shadow-sm lg:col-span-2 sm:p-8"
          >
            <p className="text-sm font-bold tracking-wide text-amber-800 uppercase dark:text-accent-400">{t('story.eyebrow')}</p>
            <h3 id="success-story-heading" className="mt-2 text-xl font-extrabold text-ink sm:text-2xl">
              {t('story.title')}
            </h3>
            <blockquote className="mt-4">
              <Quote aria-hidden="true" className="size-8 text-brand-200 dark:text-brand-700" />
              <p className="mt-2 text-base leading-relaxed text-ink">{t('testimonial.quote')}</p>
            </blockquote>
            <div className="mt-5 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
              >
                {t('testimonial.initials')}
              </span>
              <div>
                <p className="font-semibold text-ink">{t('testimonial.name')}</p>
                <p className="text-sm text-ink-muted">
                  {t('testimonial.title')} · {t('testimonial.location')}
                </p>
              </div>
            </div>
            <Link to="/resume-builder" className={buttonClasses({ variant: 'secondary', className: 'mt-6 w-full sm:w-auto' })}>
              {t('story.action')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Link>
          </article>
        </div>
      </div>
    </section>
  )
}

const featureCardClasses = 'flex h-full flex-col rounded-2xl border border-line bg-surface-raised p-5'

/** A feature card's icon, title and text, inside its link. */
function FeatureText({
  featureKey,
  icon: Icon,
}: {
  featureKey: (typeof features)[number]['key']
  icon: (typeof features)[number]['icon']
}) {
  const { t } = useTranslation('landing')
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-100"
      >
        <Icon className="size-5" />
      </span>
      <span className="mt-4 text-lg font-bold text-ink">{t(`features.items.${featureKey}.title`)}</span>
      <span className="mt-1 text-sm text-ink-muted">{t(`features.items.${featureKey}.text`)}</span>
    </>
  )
}
