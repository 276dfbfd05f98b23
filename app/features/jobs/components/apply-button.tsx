import { ExternalLink } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Job } from '#core/jobs/job.schema.ts'
import { useLocation } from 'react-router'
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#app/ui/button.tsx'
import { authPathWithMode, useSessionUser } from '#app/features/auth/index.ts'
import { rememberSignedOutApply, startApplying } from '#app/features/applications/index.ts'

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
 * Apply: signed in, the application is recorded (the applications feature, loaded on the press) and
 * the job's own application page opens in the tab this click opened; signed out, the press is kept as
 * the pending application and the sign-in modal opens. Either way it is a link first (the employer's
 * page, or /auth and back here), so it still leads somewhere before the page's JavaScript runs.
 */
export function ApplyButton({ job, onRequireSignIn, label, variant = 'primary', size = 'md', className }: ApplyButtonProps) {
  const { t, i18n } = useTranslation('jobs')
  const { user } = useSessionUser()
  const location = useLocation()
  const text = label ?? t('card.apply')
  if (user) {
    return (
      <a
        href={job.job_apply_link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          event.preventDefault()
          event.stopPropagation()
          // Opened now, in the click, so a pop-up blocker allows it; the link follows once recorded.
          const tab = window.open('', '_blank')
          if (tab) tab.opener = null
          void startApplying({ job, tab, i18n, userId: user.id })
        }}
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
        rememberSignedOutApply(job, `${location.pathname}${location.search}`)
        onRequireSignIn(job)
      }}
    >
      {text}
    </a>
  )
}
