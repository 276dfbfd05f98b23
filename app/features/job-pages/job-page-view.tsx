import { SearchX } from 'lucide-react'
import { formatCount } from '#core/format/number.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { NotFoundContent } from '#app/shell/not-found-content.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { renderSearchHeading } from '#app/i18n/render.ts'
import { JobResultsHydratedLater as JobResults, type JobResultsProps } from '#app/features/jobs/index.ts'
import { SaveSearchButton } from '#app/features/history/index.ts'
import { buildJobPagePath, describeJobPage, toSavedSearch, type JobPageTarget } from './job-page.ts'
import { JobPostingsJsonLd } from './job-postings-json-ld.tsx'
import { JobsFilterLinks } from './jobs-filter-links.tsx'
import type { JobPageData, JobPageFound, JobPagePastEnd } from './job-page-data.ts'
import { PaginationLinks } from './pagination-links.tsx'
import { RelatedLinks } from './related-links.tsx'
import { ExpiredJobView, JobPostingView } from './job-posting-view.tsx'

/** The whole body of a job page, or the not-found page when the loader found nothing. */
export function JobPageView({ page }: { page: JobPageData }) {
  if (page.status === 'notFound') return page.pastEnd ? <PastEndOfListing pastEnd={page.pastEnd} /> : <NotFoundContent />
  if (page.status === 'posting') return <JobPostingView page={page} />
  if (page.status === 'expired') return <ExpiredJobView page={page} />
  return <FoundJobPage page={page} />
}

/** A page number past the end of a listing: where the listing ends and links back into it. */
function PastEndOfListing({ pastEnd }: { pastEnd: JobPagePastEnd }) {
  const { t, i18n } = useTranslation('pages')
  const values = {
    page: formatCount(pastEnd.page, i18n.language),
    pages: formatCount(pastEnd.pages, i18n.language),
    total: formatCount(pastEnd.total, i18n.language),
  }
  return (
    <section aria-labelledby="past-end-heading" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <SearchX aria-hidden="true" className="size-12 text-brand-500" />
      <h1 id="past-end-heading" className="mt-4 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
        {t('pastEnd.title', values)}
      </h1>
      <p className="mt-4 text-base text-ink-muted">{t('pastEnd.description', { ...values, count: pastEnd.total })}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={pastEnd.lastPath} className={buttonClasses({ size: 'lg' })}>
          {t('pastEnd.lastPage')}
        </Link>
        <Link to={pastEnd.firstPath} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('pastEnd.firstPage')}
        </Link>
      </div>
    </section>
  )
}

/** What JobResults sends with click-throughs: the role or search as the query, the city or place as the location. */
function describeListing(target: JobPageTarget): { query?: string; location?: string } {
  if (target.kind === 'city') return { location: target.city.name }
  if (target.kind === 'role') return { query: target.role.name }
  if (target.kind === 'jobs' && target.search) return { query: target.search.query, location: target.search.location }
  return {}
}

/**
 * Signed in, /jobs says when it leads with the person's city and links to its first page the other way
 * (decisions 075, 078); the other listings are everyone's, and a guest sees no line (JobResults).
 */
function describePlacePreference({ target, preferredCities }: JobPageFound): JobResultsProps['placePreference'] {
  if (target.kind !== 'jobs') return null
  return {
    preferredCities,
    isEveryPlaceEqual: target.isEveryPlaceEqual,
    toggleHref: buildJobPagePath({ ...target, isEveryPlaceEqual: !target.isEveryPlaceEqual }, 1),
  }
}

function FoundJobPage({ page }: { page: JobPageFound }) {
  const { t } = useTranslation('pages')
  const text = describeJobPage(t, page.target)
  const listing = describeListing(page.target)
  const { spelling } = page
  const savedSearch = toSavedSearch(page.target)
  const heading = spelling
    ? renderSearchHeading(t, { query: spelling.typedQuery, location: listing.location ?? '', correctedQuery: spelling.correctedQuery })
    : text.heading

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-4 sm:px-6 sm:pt-10 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-base text-pretty text-ink-muted sm:text-lg">{text.intro}</p>
        {page.target.kind === 'jobs' ? <JobsFilterLinks target={page.target} /> : null}
        {savedSearch === null ? null : (
          <div className="mt-4">
            <SaveSearchButton search={savedSearch} defaultName={heading} />
          </div>
        )}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0">
          <JobPostingsJsonLd jobs={page.jobs} publicUrl={page.publicUrl} />
          {page.jobs.length === 0 ? (
            <EmptyListing />
          ) : (
            // Every job of the page is shown at once, so each card has its JobPosting beside it.
            <JobResults
              jobs={page.jobs}
              {...listing}
              {...(spelling ? { query: spelling.typedQuery, spellingCorrection: spelling } : {})}
              heading={t('list.heading')}
              initialVisible={page.jobs.length}
              total={page.total}
              isTotalEstimate={page.isTotalEstimate}
              isCached={page.isCached}
              placePreference={describePlacePreference(page)}
            />
          )}
          <PaginationLinks
            page={page.page}
            pages={page.pages}
            isEstimate={page.isTotalEstimate}
            prevPath={page.prevPath}
            nextPath={page.nextPath}
          />
        </div>
        <aside>
          <RelatedLinks cities={page.topCities} roles={page.topRoles} />
        </aside>
      </div>
    </div>
  )
}

function EmptyListing() {
  const { t } = useTranslation('pages')
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface-raised px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
      <p className="mt-4 text-lg font-semibold text-ink">{t('list.empty')}</p>
      <p className="mt-2 text-ink-muted">{t('list.emptyHint')}</p>
      <Link to={href('/jobs')} className={buttonClasses({ className: 'mt-6' })}>
        {t('list.browseAll')}
      </Link>
    </div>
  )
}
