import { Clock, Mail, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { ContactActionData, SitePageData } from '#app/features/site-pages/site-page-data.ts'
import { ContactForm } from './contact-form.tsx'
import { PageFrame } from './page-frame.tsx'
import { proseLinkClasses } from './rich-text.tsx'

/** /contact: the form, and the business details of spec 000 §3 beside it (hours as DESIGN.md decides). */
export function ContactView({ data, posted }: { data: SitePageData; posted: ContactActionData | null }) {
  const { t } = useTranslation('site')
  return (
    <PageFrame title={t('contact.heading')} intro={<p>{t('contact.intro')}</p>} wide>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-heading" className="rounded-3xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6">
          <h2 id="contact-form-heading" className="text-lg font-semibold text-ink">
            {t('contact.formHeading')}
          </h2>
          <div className="mt-5">
            <ContactForm posted={posted} />
          </div>
        </section>
        <section aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className="text-lg font-semibold text-ink">
            {t('contact.detailsHeading')}
          </h2>
          <dl className="mt-4 space-y-4">
            <Detail icon={<Mail aria-hidden="true" className="size-5" />} label={t('contact.emailLabel')}>
              <a href={`mailto:${data.supportEmail}`} className={`${proseLinkClasses} break-all`}>
                {data.supportEmail}
              </a>
            </Detail>
            <Detail icon={<Clock aria-hidden="true" className="size-5" />} label={t('contact.hours')}>
              <p>{t('contact.hoursValue')}</p>
              <p className="text-sm text-ink-muted">{t('contact.reply')}</p>
            </Detail>
            <Detail icon={<MapPin aria-hidden="true" className="size-5" />} label={t('contact.office')}>
              <p>{t('contact.address')}</p>
              <p className="text-sm text-ink-muted">{t('contact.areas')}</p>
            </Detail>
          </dl>
          <p className="mt-6 text-ink-muted">
            {t('contact.helpHint')}{' '}
            <Link to="/help" className={proseLinkClasses}>
              {t('common.helpLink')}
            </Link>
          </p>
        </section>
      </div>
    </PageFrame>
  )
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-brand-700 dark:text-brand-200">{icon}</span>
      <div>
        <dt className="text-sm font-semibold text-ink">{label}</dt>
        <dd className="mt-0.5 text-ink">{children}</dd>
      </div>
    </div>
  )
}
