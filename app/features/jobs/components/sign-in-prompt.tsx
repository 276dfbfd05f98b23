import { Briefcase, LockKeyhole, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { Job } from '#core/jobs/job.schema.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { buildAuthHref } from '#app/features/jobs/auth-links.ts'
import { renderCityState } from '#app/features/jobs/job-display.ts'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'

/** The job fields the "Applying for" card shows (spec 000 §3 "Job context for the sign-in modal"). */
export type SignInJobContext = Pick<Job, 'job_title' | 'employer_name' | 'job_city' | 'job_state'>

export type SignInPromptVariant =
  | { kind: 'apply'; job: SignInJobContext }
  /** Gated navigation: `label` is the destination's name in the reader's language, e.g. "Dashboard". */
  | { kind: 'navigation'; label: string }

export type SignInPromptProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  variant: SignInPromptVariant
  /** Where /auth sends the person back to after signing in; defaults to the current page. */
  redirectTo?: string
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59A14.5 14.5 0 0 1 9.5 24c0-1.59.28-3.14.76-4.59l-7.98-6.19A23.9 23.9 0 0 0 0 24c0 3.87.92 7.53 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  )
}

/**
 * The sign-in prompt shown in place of a gated action (spec 000 §2 "Sign-in modal"): applying
 * ("Sign In to Apply" with the "Applying for" card) or a gated page ("Sign in to access {label}").
 * Until accounts arrive, its actions lead to /auth with a redirect back; the accounts issue
 * replaces them with the real forms.
 */
export function SignInPrompt({ open, onOpenChange, variant, redirectTo }: SignInPromptProps) {
  const { t } = useTranslation(['jobs', 'common'])
  const location = useLocation()
  const back = redirectTo ?? `${location.pathname}${location.search}`
  const job = variant.kind === 'apply' ? variant.job : null
  const title = variant.kind === 'apply' ? t('signIn.applyTitle') : t('signIn.navigationTitle', { label: variant.label })
  const description =
    variant.kind === 'apply'
      ? t('signIn.applyDescription')
      : t('signIn.navigationDescription', { label: variant.label.toLocaleLowerCase() })
  const cityState = job ? renderCityState(t, job) : ''

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet" size="sm" closeLabel={t('common:actions.close')}>
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
        <DialogBody>
          {job ? (
            <div className="mb-4 rounded-xl border border-brand-200 bg-brand-50/60 p-3 dark:border-brand-800 dark:bg-brand-900/30">
              <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-200">{t('signIn.applyingFor')}</p>
              <p className="mt-1 font-semibold text-ink">{job.job_title}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                <span className="inline-flex items-center gap-1">
                  <Briefcase aria-hidden="true" className="size-3.5" />
                  {job.employer_name}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  {cityState}
                </span>
              </p>
            </div>
          ) : null}
          <Link to={buildAuthHref('google', back)} className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}>
            <GoogleMark />
            {t('signIn.continueWithGoogle')}
          </Link>
          <div className="my-4 flex items-center gap-3 text-xs font-medium text-ink-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            {t('signIn.or')}
            <span className="h-px flex-1 bg-line" />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Link to={buildAuthHref('signin', back)} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
              {t('common:actions.signIn')}
            </Link>
            <Link to={buildAuthHref('signup', back)} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              {t('common:actions.signUp')}
            </Link>
          </div>
          <p className="mt-4 text-center text-xs text-ink-muted">{t('signIn.freeNote')}</p>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
