import { ArrowLeft, Briefcase, Building2, CalendarX2, CheckCircle2, ExternalLink, Lightbulb, MapPin, Search } from 'lucide-react'
import type { MouseEvent, ReactNode } from 'react'
import type { I18n } from '#app/i18n/setup.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link, useRevalidator } from 'react-router'
import { formatIndiaDate } from '#core/format/india-date.ts'
import { describeJobLocation } from '#core/format/location.ts'
import { renderLocation, renderPlaceName } from '#app/i18n/render.ts'
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#app/ui/button.tsx'
import { useSessionUser } from '#app/features/auth/index.ts'

/** What the apply page shows of a job (the loader sends no more than this). */
export interface ApplyJob {
  id: string
  title: string
  employer: string
  employerLogo: string | null
  city: string | null
  state: string | null
  country: string | null
  isRemote: boolean
  applyLink: string
  /** The job's other places to apply (the same job on other portals), without the main link. */
  otherOptions: ReadonlyArray<{ publisher: string; link: string }>
}

/** What Apply does with a press (the applications feature's, passed in by the route): record, then send `tab` to the link. */
export type ApplyAction = (input: {
  target: { jobId: string; jobTitle: string; employerName: string; applyLink: string; portal: string | null }
  tab: Window | null
  i18n: I18n
  userId: string
}) => Promise<void>

/** Where the person stands with this job today: applied already (when), and applications left today (null: no limit). */
export interface ApplyStanding {
  appliedAt: string | null
  leftToday: number | null
  limit: number | null
}

/**
 * /jobs/{jobId}/apply: which job, where, the applications left today, and Apply through the employer's
 * own page or an "Also listed on" portal: each records the application with the portal used, then opens
 * it in a new tab.
 */
export function JobApplyView({ job, standing, onApply }: { job: ApplyJob; standing: ApplyStanding; onApply: ApplyAction }) {
  const { t, i18n } = useTranslation(['account', 'workspace'])
  const place = renderLocation(
    t,
    describeJobLocation(
      {
        city: job.city ? renderPlaceName(t, job.city) : null,
        state: job.state ? renderPlaceName(t, job.state) : null,
        country: job.country,
      },
      i18n.language,
    ),
  )
  return (
    <section aria-labelledby="apply-heading" className="mx-auto max-w-2xl px-4 py-8 sm:py-14">
      <Link to={href('/jobs')} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ms-3 mb-4' })}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('apply.backToJobs')}
      </Link>
      <div className="rounded-3xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">{t('apply.eyebrow')}</p>
        <div className="mt-3 flex items-start gap-4">
          <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-line bg-surface-muted">
            {job.employerLogo ? (
              <img src={job.employerLogo} alt="" className="size-full object-contain" width={56} height={56} />
            ) : (
              <Building2 aria-hidden="true" className="size-7 text-ink-muted" />
            )}
          </span>
          <div className="min-w-0">
            <h1 id="apply-heading" className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
              {job.title}
            </h1>
            <p className="mt-1 flex items-center gap-1.5 text-base text-ink">
              <Briefcase aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              {t('apply.at', { employer: job.employer })}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-base text-ink-muted">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {job.isRemote && place !== t('apply.remote') ? `${place} · ${t('apply.remote')}` : place}
            </p>
          </div>
        </div>
        <p className="mt-6 text-base text-ink-muted">{t('apply.instructions')}</p>
        {standing.appliedAt ? (
          <p className="mt-4 flex flex-wrap items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {t('workspace:applyPage.applied', { date: formatIndiaDate(standing.appliedAt, i18n.language) })}
            <Link to={href('/dashboard')} className="underline underline-offset-2">
              {t('workspace:applyPage.trackIt')}
            </Link>
          </p>
        ) : null}
        <p className="mt-4 text-sm font-medium text-ink" data-testid="applications-left">
          {standing.limit === null
            ? t('workspace:board.unlimitedToday')
            : t('workspace:board.leftToday', { left: standing.leftToday ?? 0, limit: standing.limit })}
        </p>
        <RecordingApplyLink job={job} portal={null} link={job.applyLink} onApply={onApply} size="lg" className="mt-4 w-full sm:w-auto">
          {t('apply.applyLink')}
          <ExternalLink aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('apply.newTab')}</span>
        </RecordingApplyLink>
        {job.otherOptions.length > 0 ? (
          <div className="mt-6 border-t border-line pt-5">
            <h2 className="text-sm font-semibold text-ink">{t('apply.alsoListed')}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {job.otherOptions.map((option) => (
                <li key={option.link}>
                  <RecordingApplyLink job={job} portal={option.publisher} link={option.link} onApply={onApply} variant="outline" size="sm">
                    <span className="sr-only">{t('workspace:applyPage.applyThrough', { portal: option.publisher })}</span>
                    <span aria-hidden="true">{option.publisher}</span>
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t('apply.newTab')}</span>
                  </RecordingApplyLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <aside aria-labelledby="apply-tips-heading" className="mt-6 rounded-2xl bg-brand-50 p-5 dark:bg-brand-900/40">
        <h2 id="apply-tips-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
          <Lightbulb aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
          {t('apply.tipsTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 ps-6 text-sm text-ink">
          <li>{t('apply.tips.resume')}</li>
          <li>{t('apply.tips.details')}</li>
          <li>{t('apply.tips.safety')}</li>
        </ul>
      </aside>
    </section>
  )
}

/**
 * A link to an application page that records the application first (with the portal), opening the tab
 * in the click so pop-up blockers allow it; without JavaScript it is a plain link.
 */
function RecordingApplyLink({
  job,
  portal,
  link,
  onApply,
  variant = 'primary',
  size = 'md',
  className,
  children,
}: {
  job: ApplyJob
  portal: string | null
  link: string
  onApply: ApplyAction
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children: ReactNode
}) {
  const { i18n } = useTranslation()
  const { user } = useSessionUser()
  const revalidator = useRevalidator()
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!user) return
    event.preventDefault()
    const tab = window.open('', '_blank')
    if (tab) tab.opener = null
    const target = { jobId: job.id, jobTitle: job.title, employerName: job.employer, applyLink: link, portal }
    void onApply({ target, tab, i18n, userId: user.id }).then(() => revalidator.revalidate())
  }
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer nofollow"
      onClick={onClick}
      data-analytics-event="Apply Job"
      data-analytics-job-id={job.id}
      className={buttonClasses({ variant, size, ...(className ? { className } : {}) })}
    >
      {children}
    </a>
  )
}

/** /jobs/{jobId}/apply for a job that has expired (answered with 410): what happened and where to go instead. */
export function JobExpiredView() {
  const { t } = useTranslation('account')
  return (
    <section aria-labelledby="expired-heading" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <CalendarX2 aria-hidden="true" className="size-14 text-ink-muted" />
      <h1 id="expired-heading" className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('apply.expired.title')}
      </h1>
      <p className="mt-4 text-base text-ink-muted">{t('apply.expired.description')}</p>
      <Link to={href('/jobs')} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <Search aria-hidden="true" className="size-5" />
        {t('apply.expired.browse')}
      </Link>
    </section>
  )
}
