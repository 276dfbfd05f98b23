import { ArrowLeft, Mail, MailCheck, Smartphone } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link, useSearchParams } from 'react-router'
import type { AuthErrorReason } from '#core/auth/auth-errors.ts'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { afterSignInPath, RETURN_TO_PARAM } from '#app/features/auth/return-to.ts'
import { useSessionChange } from '#app/features/auth/use-session-change.ts'
import { EmailSignInForm, EmailSignUpForm, type SignedUp } from './email-forms.tsx'
import { GoogleButton } from './google-button.tsx'
import { PasswordResetRequestForm } from './password-reset-forms.tsx'
import { PhoneSignIn } from './phone-sign-in.tsx'
import { SegmentedTabs, tabIds } from './segmented-tabs.tsx'
import { TrustBlock } from './trust-block.tsx'

type Method = 'email' | 'phone'
type EmailTab = 'signUp' | 'signIn'
/** `?mode=` opens the other options at a method or tab (the header's Sign In and Start Free). */
export const AUTH_MODE_PARAM = 'mode'
export type AuthMode = 'signin' | 'signup' | 'phone'

/**
 * /auth (spec 000 §2): Back to Home, Continue with Google first, then the collapsible 'Other sign-up
 * options' with Email (tabs Sign Up and Sign In, and forgot password) and Phone (number, then code),
 * and the trust block. Success goes to the page the visitor came from (`?redirect=`) or /dashboard.
 */
export function AuthPage({ isGoogleSignInEnabled }: { isGoogleSignInEnabled: boolean }) {
  const { t } = useTranslation('auth')
  const [searchParams] = useSearchParams()
  const mode = searchParams.get(AUTH_MODE_PARAM)
  const returnTo = afterSignInPath(searchParams)
  const { goAfterSignIn } = useSessionChange()
  const baseId = useId()
  const [isOpen, setIsOpen] = useState(mode === 'signin' || mode === 'signup' || mode === 'phone')
  const [method, setMethod] = useState<Method>(mode === 'phone' ? 'phone' : 'email')
  const [emailTab, setEmailTab] = useState<EmailTab>(
    mode === 'signup' || (mode === null && !searchParams.has(RETURN_TO_PARAM)) ? 'signUp' : 'signIn',
  )
  const [forgotEmail, setForgotEmail] = useState<string | null>(null)
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null)

  const failed = (title: string) => (reason: AuthErrorReason) => {
    showToast({ title, description: t(`errors.${reason}`), tone: 'destructive' })
  }

  const onSignedUp = (account: SignedUp) => {
    setSignedUp(account)
    showToast({ title: t('toasts.successTitle'), description: t('toasts.successDescription'), tone: 'success' })
  }

  const onEmailSignedIn = () => {
    showToast({ title: t('toasts.welcomeBackTitle'), description: t('toasts.welcomeBackDescription'), tone: 'success' })
    void goAfterSignIn(returnTo)
  }

  const emailTabs = [
    { value: 'signUp' as const, label: t('tabs.signUp') },
    { value: 'signIn' as const, label: t('tabs.signIn') },
  ]
  const methods = [
    { value: 'email' as const, label: t('options.email'), icon: <Mail aria-hidden="true" className="size-4" /> },
    { value: 'phone' as const, label: t('options.phone'), icon: <Smartphone aria-hidden="true" className="size-4" /> },
  ]

  let emailBody
  if (forgotEmail !== null) {
    emailBody = <PasswordResetRequestForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
  } else if (signedUp !== null) {
    emailBody = (
      <div role="status" className="space-y-3 rounded-xl bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50">
        <p className="flex items-start gap-2 font-semibold">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('signUpDone.text')}
        </p>
        <p className="text-sm">{t('signUpDone.sentTo', { email: signedUp.email })}</p>
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            setSignedUp(null)
            setEmailTab('signIn')
          }}
        >
          {t('actions.goToSignIn')}
        </Button>
      </div>
    )
  } else {
    emailBody = (
      <>
        <SegmentedTabs baseId={`${baseId}-email`} label={t('tabs.label')} items={emailTabs} value={emailTab} onChange={setEmailTab} />
        <div
          role="tabpanel"
          id={tabIds(`${baseId}-email`, emailTab).panel}
          aria-labelledby={tabIds(`${baseId}-email`, emailTab).tab}
          className="pt-5"
        >
          {emailTab === 'signUp' ? (
            <EmailSignUpForm callbackURL={returnTo} onSignedUp={onSignedUp} onFailure={failed(t('toasts.signUpFailed'))} />
          ) : (
            <EmailSignInForm
              callbackURL={returnTo}
              onSignedIn={onEmailSignedIn}
              onFailure={failed(t('toasts.signInFailed'))}
              onForgotPassword={setForgotEmail}
            />
          )}
        </div>
      </>
    )
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-6 sm:py-10">
      <Link
        to={href('/')}
        className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-medium text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('page.backToHome')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('page.heading')}</h1>
      <p className="mt-2 text-ink-muted">{t('page.subheading')}</p>

      <div className="mt-6 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-6">
        <GoogleButton returnTo={returnTo} isEnabled={isGoogleSignInEnabled} />
        <details open={isOpen} onToggle={(event) => setIsOpen(event.currentTarget.open)} className="group mt-5 border-t border-line pt-4">
          <summary className="flex cursor-pointer list-none items-center justify-center gap-2 rounded-lg py-2 text-sm font-semibold text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
            {t('options.other')}
            <span aria-hidden="true" className="transition-transform group-open:rotate-180 motion-reduce:transition-none">
              ▾
            </span>
          </summary>
          <div className="mt-4 space-y-5">
            <SegmentedTabs baseId={`${baseId}-method`} label={t('options.method')} items={methods} value={method} onChange={setMethod} />
            <div role="tabpanel" id={tabIds(`${baseId}-method`, method).panel} aria-labelledby={tabIds(`${baseId}-method`, method).tab}>
              {method === 'email' ? emailBody : <PhoneSignIn onSignedIn={() => void goAfterSignIn(returnTo)} />}
            </div>
          </div>
        </details>
      </div>

      <TrustBlock />
    </div>
  )
}
