import { KeyRound, Lock, ShieldCheck } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'

/**
 * The trust block of /auth (spec 000 §2): security badges, the company's legal details and the
 * links to privacy and terms. The spec also asks for a tax registration number; the product has
 * none on record yet (the footer says only "GST invoice available"), so none is shown rather than
 * an invented one (decision 017).
 */
export function TrustBlock() {
  const { t } = useTranslation('auth')
  const badges = [
    { icon: Lock, text: t('trust.encrypted') },
    { icon: KeyRound, text: t('trust.hashed') },
    { icon: ShieldCheck, text: t('trust.private') },
  ]
  return (
    <section aria-labelledby="auth-trust-heading" className="mt-6 rounded-2xl border border-line bg-surface-muted/60 p-4 text-sm">
      <h2 id="auth-trust-heading" className="font-semibold text-ink">
        {t('trust.heading')}
      </h2>
      <ul className="mt-3 grid gap-2">
        {badges.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 text-ink-muted">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-emerald-700 dark:text-emerald-300" />
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-ink-muted">{t('trust.company')}</p>
      <p className="mt-2 text-xs text-ink-muted">
        {t('trust.agreement')} <PolicyName to="/terms-of-service">{t('trust.terms')}</PolicyName> {t('trust.and')}{' '}
        <PolicyName to="/privacy-policy">{t('trust.privacy')}</PolicyName>.
      </p>
    </section>
  )
}

/** A policy's name, linked to its page. */
function PolicyName({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
      {children}
    </Link>
  )
}
