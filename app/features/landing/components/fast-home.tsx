import { href } from 'react-router'
import { describeJobLocation } from '#core/format/location.ts'
import type { JobFigures } from '#core/jobs/listings.ts'
import { isJobId, jobPagePath } from '#core/jobs/job-page-path.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderLocation } from '#app/i18n/render.ts'
import { BrandMark } from '#app/shell/brand-mark.tsx'
import { SITE_NAME } from '#app/shell/site-name.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import type { FastHomeData, FastHomeJob } from '#app/features/landing/fast-home-data.ts'
import { Hero } from './hero.tsx'

const fieldClasses =
  'h-12 w-full rounded-xl border border-line bg-surface-raised px-4 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-brand-500'

/** Where a result leads: its own page when it is one of ours, else a search for its title. */
function jobHref(job: FastHomeJob): string {
  if (isJobId(job.id)) return jobPagePath(job.id)
  return `${href('/jobs')}?${new URLSearchParams({ q: job.title }).toString()}`
}

/**
 * The alternate fast-loading home of spec 000 §2 (`/?amp`): the hero with its measured figures, the
 * search as a plain GET form to /jobs, and the first results as links, all plain HTML with no
 * JavaScript (the shell leaves every script out: app/lib/script-free-page.ts).
 */
export function FastHome({ figures, fast }: { figures: JobFigures | null; fast: FastHomeData }) {
  const { t, i18n } = useTranslation(['landing', 'jobs'])
  const heading = fast.query === '' ? t('landing:fast.latest') : t('landing:fast.resultsFor', { query: fast.query })
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
          <a href="/" className="flex items-center gap-2 font-bold text-ink" aria-label={t('landing:fast.homeLink')}>
            <BrandMark className="size-8" />
            {SITE_NAME}
          </a>
          <a href="/" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
            {t('landing:fast.fullSite')}
          </a>
        </div>
      </header>
      <Hero figures={figures}>
        <form
          method="get"
          action={href('/jobs')}
          aria-label={t('jobs:search.formLabel')}
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          <label className="sr-only" htmlFor="fast-q">
            {t('jobs:search.jobTitleLabel')}
          </label>
          <input
            id="fast-q"
            name="q"
            defaultValue={fast.query}
            placeholder={t('jobs:search.jobTitlePlaceholder')}
            className={fieldClasses}
          />
          <label className="sr-only" htmlFor="fast-location">
            {t('jobs:search.locationLabel')}
          </label>
          <input
            id="fast-location"
            name="location"
            defaultValue={fast.location}
            placeholder={t('jobs:search.locationPlaceholder')}
            className={fieldClasses}
          />
          <button type="submit" className={buttonClasses({ size: 'lg', className: 'h-12' })}>
            {t('jobs:search.submit')}
          </button>
        </form>
      </Hero>
      <section aria-labelledby="fast-results" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="fast-results" className="text-2xl font-bold tracking-tight text-ink">
          {heading}
        </h2>
        {fast.jobs.length === 0 ? (
          <p className="mt-4 text-ink-muted">{t('landing:fast.empty')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface-raised">
            {fast.jobs.map((job) => (
              <li key={job.id} className="px-4 py-3">
                <a href={jobHref(job)} className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
                  {job.title}
                </a>
                <p className="text-sm text-ink-muted">
                  {job.employer} ·{' '}
                  {job.isRemote
                    ? t('jobs:location.remote')
                    : renderLocation(t, describeJobLocation({ city: job.city, state: job.state, country: job.country }, i18n.language))}
                </p>
              </li>
            ))}
          </ul>
        )}
        <a href={href('/jobs')} className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-6' })}>
          {t('landing:fast.viewAll')}
        </a>
      </section>
    </>
  )
}
