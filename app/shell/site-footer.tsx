import type { ParseKeys } from '#app/i18n/translator.ts'
import { Clock, Mail, MapPin } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { openConsentPreferences } from '#app/features/analytics/index.ts'
import { DASHBOARD_PATH, GatedLink } from '#app/features/auth/index.ts'
import { BrandMark } from './brand-mark.tsx'
import { SUPPORT_EMAIL } from './support-contact.ts'
import { PRICING_PATH, RESUME_BUILDER_PATH } from './nav-items.ts'

/** Payment methods of spec 001 §9: UPI, cards through the payment gateway, and the domestic card network. */
type PaymentMethod = { id: string; brand: string } | { id: string; labelKey: ParseKeys<'shell'> }

/** Brand names stay as written in every language; only the generic "cards" is translated. */
const paymentMethods: readonly PaymentMethod[] = [
  { id: 'upi', brand: 'UPI' },
  { id: 'cards', labelKey: 'footer.payments.cards' },
  { id: 'rupay', brand: 'RuPay' },
]

/** `requiresSignIn`: a signed-out tap opens the sign-in modal first (spec 000 §2: job search is gated; the resume builder is open to guests, issue 20). */
type FooterLink = { labelKey: ParseKeys<'shell'>; to: string; requiresSignIn?: boolean }

export const quickLinks: readonly FooterLink[] = [
  { labelKey: 'footer.quick.jobSearch', to: DASHBOARD_PATH, requiresSignIn: true },
  { labelKey: 'footer.quick.resumeBuilder', to: RESUME_BUILDER_PATH },
  { labelKey: 'footer.quick.pricing', to: PRICING_PATH },
  { labelKey: 'footer.quick.about', to: '/about' },
  { labelKey: 'footer.quick.contact', to: '/contact' },
  { labelKey: 'footer.quick.careers', to: '/careers' },
  { labelKey: 'footer.quick.help', to: '/help' },
]

export const jobLinks: readonly FooterLink[] = [
  { labelKey: 'footer.jobs.all', to: href('/jobs') },
  { labelKey: 'footer.jobs.remote', to: `${href('/jobs')}?remote=true` },
  { labelKey: 'footer.jobs.visa', to: href('/visa-sponsorship-jobs') },
  { labelKey: 'footer.jobs.government', to: href('/government-jobs') },
  { labelKey: 'footer.jobs.bengaluru', to: href('/jobs/:slug', { slug: 'in-bengaluru' }) },
  { labelKey: 'footer.jobs.mumbai', to: href('/jobs/:slug', { slug: 'in-mumbai' }) },
  { labelKey: 'footer.jobs.pune', to: href('/jobs/:slug', { slug: 'in-pune' }) },
  { labelKey: 'footer.jobs.softwareEngineer', to: href('/jobs/:slug', { slug: 'software-engineer' }) },
  { labelKey: 'footer.jobs.dataAnalyst', to: href('/jobs/:slug', { slug: 'data-analyst' }) },
]

export const legalLinks: readonly FooterLink[] = [
  { labelKey: 'footer.legal.privacy', to: '/privacy-policy' },
  { labelKey: 'footer.legal.terms', to: '/terms-of-service' },
  { labelKey: 'footer.legal.refund', to: '/refund-policy' },
]

/**
 * The social profiles of spec 000 §2 (a microblogging site, a professional network, a photo-sharing
 * site). Brand names stay as written in every language; decision 025 notes the handles to confirm.
 */
const socialLinks = [
  { id: 'x', name: 'X', url: 'https://x.com/jobyatra' },
  { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/jobyatra' },
  { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/jobyatra' },
] as const

const footerLinkClasses = 'text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline'

/** One column of footer links under its heading. */
function FooterLinkList({ headingId, heading, links }: { headingId: string; heading: string; links: readonly FooterLink[] }) {
  const { t } = useTranslation('shell')
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        {heading}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            {link.requiresSignIn ? (
              <GatedLink to={link.to} label={t(link.labelKey)} requiresSignIn className={footerLinkClasses}>
                {t(link.labelKey)}
              </GatedLink>
            ) : (
              <Link to={link.to} className={footerLinkClasses}>
                {t(link.labelKey)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The footer of spec 000 §2: quick links (job search and resume builder gated), job and legal links,
 * contact details, service areas, payment methods, social links, the company's legal details, copyright.
 */
export function SiteFooter() {
  const { t } = useTranslation('shell')
  const year = new Date().getFullYear()

  return (
    <footer className="mt-16 border-t border-line bg-surface-muted">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <section aria-labelledby="footer-about-heading" className="col-span-2 lg:col-span-1">
            <h2 id="footer-about-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
              <BrandMark className="size-8" />
              <span>JobYatra</span>
            </h2>
            <p className="mt-3 max-w-sm text-sm text-ink-muted">{t('footer.tagline')}</p>
            <address className="mt-5 space-y-2.5 text-sm text-ink-muted not-italic">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-200" />
                <span>
                  <span className="font-medium text-ink">{t('footer.contact.registeredOffice')}</span>
                  <br />
                  {t('footer.contact.address')}
                </span>
              </p>
              <p className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-200" />
                <span>
                  <span className="sr-only">{t('footer.contact.email')}: </span>
                  <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all text-ink underline-offset-4 hover:underline">
                    {SUPPORT_EMAIL}
                  </a>
                </span>
              </p>
              <p className="flex gap-2">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-200" />
                <span>
                  {t('footer.contact.hours')}
                  <br />
                  {t('footer.contact.replyTime')}
                </span>
              </p>
            </address>
          </section>

          <FooterLinkList headingId="footer-quick-heading" heading={t('footer.quick.heading')} links={quickLinks} />
          <FooterLinkList headingId="footer-jobs-heading" heading={t('footer.jobs.heading')} links={jobLinks} />
          <div className="space-y-8">
            <FooterLinkList headingId="footer-legal-heading" heading={t('footer.legal.heading')} links={legalLinks} />
            <section aria-labelledby="footer-areas-heading">
              <h2 id="footer-areas-heading" className="text-sm font-semibold text-ink">
                {t('footer.areas.heading')}
              </h2>
              <p className="mt-3 text-sm text-ink-muted">{t('footer.areas.list')}</p>
            </section>
          </div>
        </div>

        <div className="mt-10 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <section aria-labelledby="footer-payments-heading" className="flex flex-wrap items-center gap-2">
            <h2 id="footer-payments-heading" className="mr-1 text-sm font-semibold text-ink">
              {t('footer.payments.heading')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {paymentMethods.map((method) => (
                <li
                  key={method.id}
                  className="rounded-md border border-line bg-surface-raised px-2.5 py-1 text-xs font-semibold tracking-wide text-ink"
                >
                  {'brand' in method ? method.brand : t(method.labelKey)}
                </li>
              ))}
            </ul>
            <p className="w-full text-xs text-ink-muted sm:w-auto">{t('footer.payments.gstInvoice')}</p>
          </section>
          <nav aria-labelledby="footer-social-heading" className="flex items-center gap-2">
            <h2 id="footer-social-heading" className="mr-1 text-sm font-semibold whitespace-nowrap text-ink">
              {t('footer.social.heading')}
            </h2>
            <ul className="flex gap-2">
              {socialLinks.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.social.linkLabel', { site: link.name })}
                    className="inline-flex min-h-9 items-center rounded-md border border-line bg-surface-raised px-2.5 text-xs font-semibold text-ink hover:border-brand-500"
                  >
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-6 space-y-1 text-xs text-ink-muted sm:flex sm:items-center sm:justify-between sm:space-y-0">
          <p>{t('footer.company')}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <button
              type="button"
              onClick={openConsentPreferences}
              className="min-h-11 text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:min-h-0"
            >
              {t('footer.cookiePreferences')}
            </button>
            <p className="text-sm">{t('footer.copyright', { year })}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
