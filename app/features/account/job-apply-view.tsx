import { ArrowLeft, Briefcase, Building2, CalendarX2, ExternalLink, Lightbulb, MapPin, Search } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { describeJobLocation } from '#core/format/location.ts'
import { renderLocation, renderPlaceName } from '#app/i18n/render.ts'
import { buttonClasses } from '#app/ui/button.tsx'

/** What the apply page shows of a job (the loader sends no more than this). */
export interface ApplyJob {
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

/** /jobs/{jobId}/apply: which job, where, and the employer's own application page in a new tab. */
export function JobApplyView({ job }: { job: ApplyJob }) {
  const { t, i18n } = useTranslation('account')
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
        <a
          href={job.applyLink}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: 'lg', className: 'mt-5 w-full sm:w-auto' })}
        >
          {t('apply.applyLink')}
          <ExternalLink aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('apply.newTab')}</span>
        </a>
        {job.otherOptions.length > 0 ? (
          <div className="mt-6 border-t border-line pt-5">
            <h2 className="text-sm font-semibold text-ink">{t('apply.alsoListed')}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {job.otherOptions.map((option) => (
                <li key={option.link}>
                  <a
                    href={option.link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  >
                    {option.publisher}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t('apply.newTab')}</span>
                  </a>
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
