import { ExternalLink } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Job } from '#core/jobs/job.schema.ts'
import { useLocation } from 'react-router'
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#app/ui/button.tsx'
import { authPathWithMode, useSessionUser } from '#app/features/auth/index.ts'

export type ApplyButtonProps = {
  job: Job
  /** Called instead of applying when nobody is signed in (spec 001 §4 "Apply"). */
  onRequireSignIn: (job: Job) => void
  label?: string
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/**
 * Apply: signed in, the job's own application page opens in a new tab; signed out, the sign-in
 * modal opens instead. Signed out it is a link to /auth (back here afterwards), so it still leads
 * somewhere before the page's JavaScript runs or without it.
 */
export function ApplyButton({ job, onRequireSignIn, label, variant = 'primary', size = 'md', className }: ApplyButtonProps) {
  const { t } = useTranslation('jobs')
  const { isSignedIn } = useSessionUser()
  const location = useLocation()
  const text = label ?? t('card.apply')
  if (isSignedIn) {
    return (
      <a
        href={job.job_apply_link}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant, size, className })}
        data-analytics-event="Apply Job"
        data-analytics-job-id={job.job_id}
      >
        {text}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('card.applyOpensInNewTab')}</span>
      </a>
    )
  }
  return (
    <a
      href={authPathWithMode('signin', `${location.pathname}${location.search}`)}
      // With JavaScript it opens the sign-in modal, so it is announced as the button it then is.
      role="button"
      className={buttonClasses({ variant, size, className })}
      data-analytics-event="Apply Job"
      data-analytics-job-id={job.job_id}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault()
        event.stopPropagation()
        onRequireSignIn(job)
      }}
    >
      {text}
    </a>
  )
}
