import { Link } from 'react-router'
import { formatCountAtLeast } from '#core/format/number.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import type { AboutPageData } from '#app/features/site-pages/site-page-data.ts'
import { BulletList, PageFrame, PageSection } from './page-frame.tsx'

const ABOUT_WHAT = ['search', 'apply', 'resume', 'ats', 'interviews', 'languages'] as const
const ABOUT_HOW = ['honest', 'free', 'premium', 'privacy'] as const
const CAREERS_HOW = ['users', 'remote', 'quality', 'small'] as const

/** /about: who we are and what the product does; its figures counted, never typed (decision 060). */
export function AboutView({ data }: { data: AboutPageData }) {
  const { t, i18n } = useTranslation('site')
  const figures = [
    data.figures && data.figures.openJobs > 0
      ? { value: formatCountAtLeast(data.figures.openJobs, i18n.language), label: t('about.figures.openJobs') }
      : null,
    data.figures && data.figures.portals > 0
      ? { value: formatCountAtLeast(data.figures.portals, i18n.language), label: t('about.figures.portals') }
      : null,
    { value: String(data.templateCount), label: t('about.figures.templates') },
  ].filter((figure) => figure !== null)
  return (
    <PageFrame title={t('about.heading')} intro={<p>{t('about.intro')}</p>}>
      <PageSection id="about-mission" title={t('about.missionHeading')}>
        <p>{t('about.mission')}</p>
      </PageSection>
      <PageSection id="about-what" title={t('about.whatHeading')}>
        <BulletList items={ABOUT_WHAT.map((key) => t(`about.what.${key}`))} />
      </PageSection>
      <PageSection id="about-figures" title={t('about.figuresHeading')}>
        <dl className="grid gap-3 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-2xl border border-line bg-surface-raised p-4">
              <dt className="text-sm text-ink-muted">{figure.label}</dt>
              <dd className="order-first text-2xl font-bold text-ink">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-ink-muted">{t('about.figuresNote')}</p>
      </PageSection>
      <PageSection id="about-how" title={t('about.howHeading')}>
        <BulletList items={ABOUT_HOW.map((key) => t(`about.how.${key}`))} />
      </PageSection>
      <PageSection id="about-where" title={t('about.whereHeading')}>
        <p>{t('about.where')}</p>
        <p className="mt-4">{t('about.cta')}</p>
        <Link to="/contact" className={buttonClasses({ className: 'mt-4' })}>
          {t('common.contactLink')}
        </Link>
      </PageSection>
    </PageFrame>
  )
}

/** /careers: honest about a small team with no open positions. */
export function CareersView() {
  const { t } = useTranslation('site')
  return (
    <PageFrame title={t('careers.heading')} intro={<p>{t('careers.intro')}</p>}>
      <PageSection id="careers-openings" title={t('careers.openingsHeading')}>
        <p>{t('careers.openings')}</p>
      </PageSection>
      <PageSection id="careers-how" title={t('careers.howHeading')}>
        <BulletList items={CAREERS_HOW.map((key) => t(`careers.how.${key}`))} />
      </PageSection>
      <PageSection id="careers-interest" title={t('careers.interestHeading')}>
        <p>{t('careers.interest')}</p>
        <Link to="/contact" className={buttonClasses({ className: 'mt-4' })}>
          {t('careers.cta')}
        </Link>
      </PageSection>
    </PageFrame>
  )
}
