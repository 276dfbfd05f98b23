import { Briefcase, Building2, Clock, ExternalLink, GraduationCap, Heart, Laptop, MapPin, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { removeRepeatedBullets } from '#core/format/repeated-bullets.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { Badge } from '#app/ui/badge.tsx'
import { cn } from '#app/ui/cn.ts'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { describeCompanyFacts } from '#app/features/jobs/company-facts.ts'
import { describeJob } from '#app/features/jobs/job-display.ts'
import { useSavedJobs } from '#app/features/jobs/use-saved-jobs.ts'
import { ApplyButton } from './apply-button.tsx'
import { CompanyLogo } from './company-logo.tsx'
import { EmployerLine } from './employer-line.tsx'
import { JobFlagBadges } from './job-flag-badges.tsx'
import { JobMatchBadge } from '#app/features/matching/index.ts'
import { companyProfilePath } from '#app/features/jobs/company-path.ts'
import { TailorDocumentsButton } from '#app/features/documents/index.ts'

export type JobDetailDialogProps = {
  job: Job | null
  open: boolean
  onOpenChange: (open: boolean) => void
  onRequireSignIn: (job: Job) => void
  /** A visitor pressed Save: saved jobs need an account. */
  onRequireSignInToSave: (job: Job) => void
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  if (value === '') return null
  return (
    <div className="min-w-0 rounded-xl bg-surface-muted p-3 dark:bg-white/5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-muted">
        <span aria-hidden="true" className="text-brand-700 dark:text-brand-200 [&_svg]:size-3.5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-semibold break-words text-ink">{value}</dd>
    </div>
  )
}

function HighlightList({ title, items }: { title: string; items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return null
  return (
    <section className="mt-6">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm leading-relaxed text-ink-muted marker:text-brand-500">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The job detail dialog (spec 001 §2): the whole posting with real company data only, Save (a
 * saved job on the account, queued when offline; sign-in for a visitor), and an apply bar that
 * stays at the bottom of the screen on phones.
 */
export function JobDetailDialog({ job, open, onOpenChange, onRequireSignIn, onRequireSignInToSave }: JobDetailDialogProps) {
  const { t, i18n } = useTranslation(['jobs', 'common'])
  const { isSaved: isJobSaved, toggleSaved } = useSavedJobs({ onRequireSignIn: onRequireSignInToSave })
  if (!job) return null
  const display = describeJob(t, job, new Date(), i18n.language)
  const company = job.company_data
  const isSaved = isJobSaved(job.job_id)
  const highlights = job.job_highlights
  const skills = job.job_required_skills ?? []
  // The highlights have sections of their own; the description need not list their bullets again.
  const description = removeRepeatedBullets(job.job_description, [
    ...(highlights.Responsibilities ?? []),
    ...(highlights.Qualifications ?? []),
    ...(highlights.Benefits ?? []),
  ])
  const companyFacts = company ? describeCompanyFacts(t, company, i18n.language) : []

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="fullscreen" size="lg" closeLabel={t('common:actions.close')}>
        <DialogHeader className="border-b border-line">
          <div className="flex gap-3 sm:gap-4">
            <CompanyLogo name={job.employer_name} url={display.logoUrl} size="lg" />
            <div className="min-w-0">
              <DialogTitle className="leading-snug">{job.job_title}</DialogTitle>
              <DialogDescription className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                <EmployerLine job={job} rating={display.rating} />
              </DialogDescription>
            </div>
          </div>
        </DialogHeader>

        <DialogBody className="pt-5">
          <div className="flex flex-wrap gap-2">
            <Badge tone="neutral">
              <Briefcase aria-hidden="true" />
              {display.employmentType}
            </Badge>
            <JobFlagBadges job={job} />
          </div>
          <JobMatchBadge jobId={job.job_id} isDetailed className="mt-3" />

          <dl className="mt-4 grid grid-cols-2 gap-2">
            <Fact icon={<MapPin />} label={t('fields.location')} value={display.location} />
            <Fact icon={<Wallet />} label={display.salaryLabel} value={display.salary} />
            <Fact icon={<Clock />} label={t('fields.posted')} value={display.postedAge} />
            <Fact icon={<GraduationCap />} label={t('fields.experience')} value={display.experience} />
            <Fact icon={<Laptop />} label={t('fields.workMode')} value={display.workMode} />
          </dl>

          <TailorDocumentsButton job={job} className="mt-4 w-full sm:w-auto" />

          {company ? (
            <section className="mt-6 rounded-xl border border-line p-4">
              <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
                <Building2 aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
                {t('dialog.aboutCompany', { company: company.name })}
              </h3>
              {companyFacts.length > 0 ? <p className="mt-1 text-sm text-ink-muted">{companyFacts.join(' · ')}</p> : null}
              {company.total_job_postings > 0 ? (
                <p className="mt-1 text-sm text-ink-muted">{t('dialog.openJobs', { count: company.total_job_postings })}</p>
              ) : null}
              <a
                href={companyProfilePath(company.slug)}
                target="_blank"
                rel="noopener"
                className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline sm:min-h-0 dark:text-brand-200"
              >
                {t('card.viewCompanyProfile')}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">({t('common:status.opensInNewTab')})</span>
              </a>
            </section>
          ) : null}

          {description !== '' ? (
            <section className="mt-6">
              <h3 className="text-base font-semibold text-ink">{t('fields.description')}</h3>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-muted">{description}</p>
            </section>
          ) : null}

          <HighlightList title={t('fields.responsibilities')} items={highlights.Responsibilities} />
          <HighlightList title={t('fields.qualifications')} items={highlights.Qualifications} />
          <HighlightList title={t('fields.benefits')} items={highlights.Benefits} />

          {skills.length > 0 ? (
            <section className="mt-6">
              <h3 className="text-base font-semibold text-ink">{t('fields.skills')}</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {skills.map((skill) => (
                  <li key={skill} className="rounded-md bg-surface-muted px-2 py-1 text-xs font-medium text-ink dark:bg-white/10">
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </DialogBody>

        <DialogFooter layout="spread">
          <button
            type="button"
            aria-pressed={isSaved}
            onClick={() => void toggleSaved(job)}
            className={cn(
              'inline-flex size-12 shrink-0 items-center justify-center gap-2 rounded-xl border text-sm font-semibold sm:size-auto sm:min-h-10 sm:px-4',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              isSaved
                ? 'border-rose-300 bg-rose-50 text-rose-700 dark:border-rose-900 dark:bg-rose-950/50 dark:text-rose-200'
                : 'border-line text-ink hover:bg-surface-muted',
            )}
          >
            <Heart aria-hidden="true" className={cn('size-5', isSaved && 'fill-current')} />
            <span className="sr-only sm:not-sr-only">{isSaved ? t('dialog.saved') : t('dialog.save')}</span>
          </button>
          <ApplyButton job={job} onRequireSignIn={onRequireSignIn} size="lg" className="flex-1 sm:flex-none" />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
