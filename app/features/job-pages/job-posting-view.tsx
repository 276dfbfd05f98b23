import { Briefcase, Clock, MapPin, SearchX } from 'lucide-react'
import { useEffect } from 'react'
import { href, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { describeJobLocation } from '#core/format/location.ts'
import { renderLocation } from '#app/i18n/render.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { useSessionUser } from '#app/features/auth/index.ts'
import { recordJobView } from '#app/features/history/index.ts'
import type { JobPageExpired, JobPagePosting } from './job-page-data.ts'

/**
 * An open job's own page (/jobs/{jobId}): the posting as the detail dialog shows it, rendered on the
 * server for search engines and shared links, with Apply (the product's apply page) and similar jobs.
 */
export function JobPostingView({ page }: { page: JobPagePosting }) {
  const { t, i18n } = useTranslation('pages')
  const { job } = page
  const { isSignedIn } = useSessionUser()
  // Opening the page is a view, as opening the dialog is; once a visit whichever of them shows the job.
  useEffect(() => {
    recordJobView(job.job_id, { query: '', location: '' }, isSignedIn)
  }, [job.job_id, isSignedIn])
  const location = job.job_is_remote
    ? t('jobs:location.remote')
    : renderLocation(t, describeJobLocation({ city: job.job_city, state: job.job_state, country: job.job_country }, i18n.language))
  const posted = new Date(job.job_posted_at_timestamp * 1000).toLocaleDateString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
  const facts = [
    { icon: <MapPin />, text: location },
    { icon: <Briefcase />, text: job.job_employment_type },
    { icon: <Clock />, text: posted },
  ].filter((fact) => fact.text !== '')

  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{job.job_title}</h1>
        <p className="mt-2 text-lg text-ink-muted">{t('posting.postedBy', { employer: job.employer_name })}</p>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
          {facts.map((fact) => (
            <li key={fact.text} className="flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-brand-600">
              <span aria-hidden="true">{fact.icon}</span>
              {fact.text}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={href('/jobs/:slug/apply', { slug: job.job_id })} className={buttonClasses({ size: 'lg' })}>
            {t('posting.apply')}
          </Link>
          <Link to={page.similarPath} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('posting.similar')}
          </Link>
        </div>
      </header>
      <section aria-labelledby="posting-details" className="mt-10">
        <h2 id="posting-details" className="text-xl font-semibold text-ink">
          {t('posting.details')}
        </h2>
        <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-ink-muted">{job.job_description}</p>
      </section>
    </article>
  )
}

/** A job that has expired (answered 410 Gone): says so, and leads to similar open jobs. */
export function ExpiredJobView({ page }: { page: JobPageExpired }) {
  const { t } = useTranslation('pages')
  return (
    <section aria-labelledby="expired-heading" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <SearchX aria-hidden="true" className="size-12 text-brand-500" />
      <h1 id="expired-heading" className="mt-4 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
        {t('expired.title')}
      </h1>
      <p className="mt-4 text-base text-ink-muted">{t('expired.description', { title: page.jobTitle, employer: page.employerName })}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={page.similarPath} className={buttonClasses({ size: 'lg' })}>
          {t('expired.similar')}
        </Link>
        <Link to={href('/jobs')} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('expired.allJobs')}
        </Link>
      </div>
    </section>
  )
}
