import { Briefcase, Building2, ChevronDown, Clock, ExternalLink, MapPin } from 'lucide-react'
import { forwardRef, useId, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { previewDescription } from '#core/format/description.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { cn } from '#app/ui/cn.ts'
import { describeJob } from '#app/features/jobs/job-display.ts'
import { ApplyButton } from './apply-button.tsx'
import { CompanyLogo } from './company-logo.tsx'
import { EmployerLine } from './employer-line.tsx'
import { JobFlagBadges } from './job-flag-badges.tsx'
import { JobMatchBadge } from '#app/features/matching/index.ts'
import { companyProfilePath } from '#app/features/jobs/company-path.ts'

export type JobCardProps = {
  job: Job
  /** The first card of a result list starts expanded (spec 000 §2). */
  defaultExpanded?: boolean
  /** A click on the card: the caller records the click-through and opens the detail dialog. */
  onOpen: (job: Job) => void
  onRequireSignIn: (job: Job) => void
  /** Warms the detail dialog's code when the pointer or focus arrives, so it opens at once. */
  onPrefetch?: () => void
  now?: Date
  className?: string
}

const MAX_CARD_SKILLS = 6

/**
 * A job in a result list (spec 001 §2 "Job card (company-enriched)"): logo, title, employer,
 * Verified badge and rating from our tables when we have them, salary, posted age, location, type,
 * an expandable details area and Apply. On phones a collapsed card offers Quick Apply. The title
 * button stretches over the card so a click anywhere opens the job, while the buttons inside stay
 * their own targets.
 */
export const JobCard = forwardRef<HTMLButtonElement, JobCardProps>(function JobCard(
  { job, defaultExpanded = false, onOpen, onRequireSignIn, onPrefetch, now, className },
  openButtonRef,
) {
  const { t, i18n } = useTranslation(['jobs', 'common'])
  const [isExpanded, setIsExpanded] = useState(defaultExpanded)
  const id = useId()
  const titleId = `${id}-title`
  const detailsId = `${id}-details`
  const display = describeJob(t, job, now ?? new Date(), i18n.language)
  const company = job.company_data
  const skills = (job.job_required_skills ?? []).slice(0, MAX_CARD_SKILLS)

  return (
    <article
      aria-labelledby={titleId}
      onPointerEnter={onPrefetch}
      className={cn(
        'group relative rounded-2xl border border-line bg-surface-raised p-4 shadow-xs transition-[border-color,box-shadow] motion-reduce:transition-none sm:p-5',
        'hover:border-brand-200 hover:shadow-md dark:hover:border-brand-800',
        className,
      )}
    >
      <div className="flex gap-3 sm:gap-4">
        <CompanyLogo name={job.employer_name} url={display.logoUrl} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base leading-snug font-semibold text-ink sm:text-lg">
            <button
              ref={openButtonRef}
              type="button"
              onClick={() => onOpen(job)}
              onFocus={onPrefetch}
              data-analytics-event="Job Card Click"
              data-analytics-job-id={job.job_id}
              aria-haspopup="dialog"
              translate="no"
              className={cn(
                'text-start decoration-brand-500 decoration-2 underline-offset-4 group-hover:underline focus-visible:outline-none!',
                "after:absolute after:inset-0 after:rounded-2xl after:content-['']",
                'focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500',
              )}
            >
              {job.job_title}
            </button>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <EmployerLine job={job} rating={display.rating} />
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted" aria-label={t('card.jobDetails')}>
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('fields.location')}: </span>
              {display.location}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Briefcase aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('fields.type')}: </span>
              {display.employmentType}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('fields.posted')}: </span>
              {display.postedAge}
            </li>
          </ul>
          {display.salary !== '' || job.job_is_remote || job.job_is_visa_sponsored || job.job_is_government || company?.is_hiring ? (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {display.salary !== '' ? (
                <span className="me-1 text-sm font-bold whitespace-nowrap text-brand-800 dark:text-brand-200">
                  <span className="sr-only">{display.salaryLabel}: </span>
                  {display.salary}
                </span>
              ) : null}
              <JobFlagBadges job={job} />
            </div>
          ) : null}
          <JobMatchBadge jobId={job.job_id} className="mt-2" />
        </div>
        <div className="relative z-10 hidden shrink-0 sm:block">
          <ApplyButton job={job} onRequireSignIn={onRequireSignIn} />
        </div>
      </div>

      {isExpanded ? (
        <div id={detailsId} className="relative z-10 mt-4 border-t border-line pt-4">
          <p translate="no" className="text-sm leading-relaxed text-ink-muted">
            {previewDescription(job.job_description)}
          </p>
          {skills.length > 0 ? (
            <ul translate="no" className="mt-3 flex flex-wrap gap-1.5" aria-label={t('fields.skills')}>
              {skills.map((skill) => (
                <li key={skill} className="rounded-md bg-surface-muted px-2 py-1 text-xs font-medium text-ink dark:bg-white/10">
                  {skill}
                </li>
              ))}
            </ul>
          ) : null}
          {company ? (
            <a
              href={companyProfilePath(company.slug)}
              target="_blank"
              rel="noopener"
              className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline sm:min-h-0 dark:text-brand-200"
            >
              <Building2 aria-hidden="true" className="size-4" />
              {t('card.viewCompanyProfile')}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">({t('common:status.opensInNewTab')})</span>
            </a>
          ) : null}
          <ApplyButton job={job} onRequireSignIn={onRequireSignIn} className="mt-3 w-full sm:hidden" />
        </div>
      ) : null}

      <div className="relative z-10 mt-3 flex items-center gap-2">
        {!isExpanded ? (
          <ApplyButton job={job} onRequireSignIn={onRequireSignIn} label={t('card.quickApply')} className="flex-1 sm:hidden" />
        ) : null}
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? detailsId : undefined}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 sm:min-h-9 dark:text-brand-200 dark:hover:bg-brand-900/40"
        >
          {isExpanded ? t('card.hideDetails') : t('card.showDetails')}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform motion-reduce:transition-none', isExpanded && 'rotate-180')}
          />
        </button>
      </div>
    </article>
  )
})
