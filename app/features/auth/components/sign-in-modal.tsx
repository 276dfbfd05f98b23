import { Briefcase, LockKeyhole, MapPin, PartyPopper } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useLocation } from 'react-router'
import type { AuthErrorReason } from '#core/auth/auth-errors.ts'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { firstNameOf, type SignedIn } from '#app/features/auth/auth-api.ts'
import { useIsGoogleSignInEnabled } from '#app/features/auth/use-google-sign-in-enabled.ts'
import { useSessionChange } from '#app/features/auth/use-session-change.ts'
import { EmailSignInForm, EmailSignUpForm, type SignedUp } from './email-forms.tsx'
import { GoogleButton } from './google-button.tsx'
import { PasswordResetRequestForm } from './password-reset-forms.tsx'
import { SegmentedTabs, tabIds } from './segmented-tabs.tsx'

/** The job fields of the 'Applying for' card (spec 000 §3 "Job context for the sign-in modal"). */
export type SignInJobContext = {
  job_title: string
  employer_name: string
  job_city: string | null
  job_state: string | null
}

export type SignInModalVariant =
  | { kind: 'apply'; job: SignInJobContext; cityState: string }
  /** Gated navigation: `label` is the destination's name in the reader's language, e.g. "Dashboard". */
  | { kind: 'navigation'; label: string }
  | { kind: 'default' }

export type SignInModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  variant: SignInModalVariant
}

type Tab = 'signIn' | 'signUp'

/**
 * The sign-in modal (spec 000 §2, §4), offered in place of a gated action: Google first, then tabs
 * Sign In and Sign Up. Radix unmounts the content when it closes, so every open starts empty (the
 * spec's reset of fields, error and validation). Sign-in success greets by first name ('there'
 * without one) and names the job when there is one, then closes; sign-up success stays open and
 * asks for the e-mail verification; a failure is a dismissible alert with Try Again.
 */
export function SignInModal({ open, onOpenChange, variant }: SignInModalProps) {
  const { t } = useTranslation('auth')
  const isGoogleSignInEnabled = useIsGoogleSignInEnabled()
  const location = useLocation()
  const returnTo = `${location.pathname}${location.search}`
  const { refresh } = useSessionChange()
  const baseId = useId()
  const [tab, setTab] = useState<Tab>('signIn')
  const [forgotEmail, setForgotEmail] = useState<string | null>(null)
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null)

  const job = variant.kind === 'apply' ? variant.job : null
  let title = t('modal.title')
  let description = t('modal.description')
  if (variant.kind === 'apply') {
    title = t('modal.applyTitle')
    description = t('modal.applyDescription')
  } else if (variant.kind === 'navigation') {
    title = t('modal.navigationTitle', { label: variant.label })
    description = t('modal.navigationDescription', { label: variant.label.toLocaleLowerCase() })
  }

  const changeOpen = (next: boolean) => {
    if (next) {
      setTab('signIn')
      setForgotEmail(null)
      setSignedUp(null)
    }
    onOpenChange(next)
  }

  const onSignedIn = ({ firstName }: SignedIn) => {
    const name = firstName ?? t('modal.there')
    showToast({
      title: t('modal.welcomeBackTitle'),
      description: job ? t('modal.greetingWithJob', { name, job: job.job_title }) : t('modal.greeting', { name }),
      tone: 'success',
    })
    changeOpen(false)
    void refresh()
  }

  const onSignedUp = (account: SignedUp) => {
    setSignedUp(account)
    showToast({ title: t('toasts.successTitle'), description: t('toasts.successDescription'), tone: 'success' })
  }

  const describeSignInFailure = (reason: AuthErrorReason) =>
    reason === 'invalid_credentials'
      ? { title: t('modal.signInUnsuccessful'), message: t('modal.signInUnsuccessfulText') }
      : { title: t('modal.signInUnsuccessful'), message: t(`errors.${reason}`) }
  const describeSignUpFailure = (reason: AuthErrorReason) => ({ title: t('toasts.signUpFailed'), message: t(`errors.${reason}`) })

  let body
  if (forgotEmail !== null) {
    body = <PasswordResetRequestForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
  } else if (signedUp !== null) {
    body = (
      <div role="status" className="space-y-2 rounded-xl bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50">
        <p className="flex items-start gap-2 font-semibold">
          <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('modal.signUpWelcome', { name: firstNameOf(signedUp.name) ?? signedUp.name })}
        </p>
        <p className="text-sm">{t('signUpDone.text')}</p>
        <p className="text-sm">{t('signUpDone.sentTo', { email: signedUp.email })}</p>
      </div>
    )
  } else {
    const ids = tabIds(baseId, tab)
    body = (
      <>
        <SegmentedTabs
          baseId={baseId}
          label={t('tabs.label')}
          items={[
            { value: 'signIn', label: t('tabs.signIn') },
            { value: 'signUp', label: t('tabs.signUp') },
          ]}
          value={tab}
          onChange={setTab}
        />
        <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="pt-4">
          {tab === 'signIn' ? (
            <EmailSignInForm
              callbackURL={returnTo}
              onSignedIn={onSignedIn}
              onForgotPassword={setForgotEmail}
              describeFailure={describeSignInFailure}
            />
          ) : (
            <EmailSignUpForm callbackURL={returnTo} onSignedUp={onSignedUp} describeFailure={describeSignUpFailure} />
          )}
        </div>
      </>
    )
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent layout="sheet" size="sm" closeLabel={t('actions.dismiss')}>
        <DialogHeader>
          <span
            aria-hidden="true"
            className="mb-3 flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-100"
          >
            <LockKeyhole className="size-5" />
          </span>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4 pb-6!">
          {job && variant.kind === 'apply' ? (
            <div className="rounded-xl border border-brand-200 bg-brand-50/60 p-3 dark:border-brand-800 dark:bg-brand-900/30">
              <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-200">{t('modal.applyingFor')}</p>
              <p className="mt-1 font-semibold text-ink">{job.job_title}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                <span className="inline-flex items-center gap-1">
                  <Briefcase aria-hidden="true" className="size-3.5" />
                  {job.employer_name}
                </span>
                {variant.cityState ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {variant.cityState}
                  </span>
                ) : null}
              </p>
            </div>
          ) : null}
          <GoogleButton returnTo={returnTo} isEnabled={isGoogleSignInEnabled} />
          <div className="flex items-center gap-3 text-xs font-medium text-ink-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            {t('options.or')}
            <span className="h-px flex-1 bg-line" />
          </div>
          {body}
          <p className="text-center text-xs text-ink-muted">{t('modal.freeNote')}</p>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
