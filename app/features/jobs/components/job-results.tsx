import type { ParseKeys } from '#app/i18n/translator.ts'
import { ArrowRight, Info, Sparkles } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link, useLocation, useNavigate } from 'react-router'
import type { Job } from '#core/jobs/job.schema.ts'
import type { SearchNotice } from '#core/jobs/search.schema.ts'
import { formatCount } from '#core/format/number.ts'
import { renderPlaceName, renderSearchHeading } from '#app/i18n/render.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { showToast } from '#app/ui/toast.tsx'
import type { ApiErrorBody } from '#app/lib/api-client.ts'
import { useDelayedFlag } from '#app/features/jobs/use-loading-progress.ts'
import { authPathWithMode, preloadSignInModal, SignInModal, useSessionUser, type SignInModalVariant } from '#app/features/auth/index.ts'
import { renderCityState } from '#app/features/jobs/job-display.ts'
import { rememberJobsForOffline } from '#app/features/jobs/use-saved-jobs.ts'
import { countHiddenJobs, getVisibleCount, INITIAL_VISIBLE_JOBS } from '#app/features/jobs/visible-count.ts'
import { JobCard } from './job-card.tsx'
import { JobDetailDialog, preloadJobDetailDialog } from './lazy-dialogs.tsx'
import { NoJobsFound, SearchFailed, SearchLoading } from './results-states.tsx'
import { withQueryProvider } from '#app/lib/query-provider.tsx'
import { useSendPendingApplication } from '#app/features/applications/index.ts'
import { recordJobView, useMoveGuestHistory } from '#app/features/history/index.ts'

export type SpellingCorrection = {
  /** What was searched for instead of the typed words. */
  correctedQuery: string
  /** The same search with the words exactly as typed (spell_check=false). */
  originalHref: string
}

export type JobResultsProps = {
  jobs: Job[]
  /** The search that found these jobs: shown in the heading and sent with click-throughs. */
  query?: string
  location?: string
  isLoading?: boolean
  error?: ApiErrorBody | null
  /** Cards shown before Show More Jobs; the spec's 8 by default. */
  initialVisible?: number
  /** How many jobs the search matches over all its pages; without it (a restored search) no count is claimed. */
  total?: number
  /** True when `total` is an estimate: shown as "about N". */
  isTotalEstimate?: boolean
  /** Where View All N Jobs goes on with the same search (the public listing); null hides it (a job page is the listing). */
  viewAllHref?: string | null
  /** False on /dashboard, where View All N Jobs leads: the list there is already the whole carried search. */
  isViewAllShown?: boolean
  /** Offered as Try Again when the search failed. */
  onRetry?: () => void
  /** Replaces the heading built from query and location. */
  heading?: string
  /** The words the search used instead of the typed ones, when it translated them (Hindi to English). */
  correctedQuery?: string | null
  /**
   * A misspelling the search corrected: the heading says what was searched ("Showing results for
   * software engineer") and a link searches the words as typed instead.
   */
  spellingCorrection?: SpellingCorrection | null
  /** True when the server answered from stored jobs because search was unavailable. */
  isCached?: boolean
  /** Notices the search answer carried, e.g. remote search switched off by visa sponsorship. */
  notices?: readonly SearchNotice[]
  /**
   * Signed in, a search without a place (decision 075): the person's cities it ranked first (the answer's
   * `preferred_cities`), whether they asked for every place equally, and the same search the other way.
   */
  placePreference?: { preferredCities: readonly string[]; isEveryPlaceEqual: boolean; toggleHref: string } | null
  /** The section's id, e.g. to scroll to it after a search. */
  id?: string
  className?: string
}

/** The translations of each search notice (the API sends English; the page speaks the reader's language). */
const noticeKeys = {
  remote_search_disabled: { title: 'remoteSearchDisabled.title', description: 'remoteSearchDisabled.description' },
} as const satisfies Record<SearchNotice['code'], { title: ParseKeys<'jobs'>; description: ParseKeys<'jobs'> }>

/** The searchFailed toast: a high-severity network failure (spec 001 §9 "Toasts": high 8 s). */
const SEARCH_FAILED_TOAST_MS = 8000

/** Fast answers skip the loading view entirely instead of flashing it. */
const LOADING_VIEW_DELAY_MS = 150

/** Where View All N Jobs and Browse Featured Jobs go for a signed-in person, carrying the results (spec 000 §2). */
const DASHBOARD_PATH = '/dashboard'
/** Where Browse Featured Jobs goes for a visitor: the public listing of featured jobs. */
const FEATURED_JOBS_PATH = `${href('/jobs')}?featured=true`

type PromptState = { variant: SignInModalVariant; open: boolean }
type DetailState = { job: Job | null; open: boolean }

/**
 * The job results section (spec 000 §2, spec 001 §2): staged loading, the failure and no-results
 * states, the first card expanded, 8 cards then Show More Jobs, View All N Jobs, the detail dialog,
 * apply or the sign-in prompt, and a sign-up call to action for anonymous visitors.
 */
function JobResultsContent({
  jobs,
  query = '',
  location = '',
  isLoading = false,
  error = null,
  initialVisible = INITIAL_VISIBLE_JOBS,
  total,
  isTotalEstimate = false,
  viewAllHref = null,
  isViewAllShown = true,
  onRetry,
  heading,
  correctedQuery = null,
  spellingCorrection = null,
  isCached = false,
  notices = [],
  placePreference = null,
  id,
  className,
}: JobResultsProps) {
  const { t, i18n } = useTranslation('jobs')
  const { isSignedIn } = useSessionUser()
  const navigate = useNavigate()
  const currentLocation = useLocation()
  const headingId = useId()
  const [showAllFor, setShowAllFor] = useState<Job[] | null>(null)
  const [detail, setDetail] = useState<DetailState>({ job: null, open: false })
  const [prompt, setPrompt] = useState<PromptState | null>(null)
  const openButtons = useRef<Array<HTMLButtonElement | null>>([])
  const isShowingLoading = useDelayedFlag(isLoading, LOADING_VIEW_DELAY_MS)
  // A signed-out Apply on this list is sent once the person signs in (in the modal or on /auth).
  useSendPendingApplication()
  // Views made before sign-in move to the account once the person has signed in (spec 001 §4).
  useMoveGuestHistory()

  const isShowingAll = showAllFor === jobs
  const visibleCount = getVisibleCount(jobs.length, initialVisible, isShowingAll)
  const hiddenCount = countHiddenJobs(jobs.length, initialVisible, isShowingAll)
  const visibleJobs = jobs.slice(0, visibleCount)
  const trimmedQuery = query.trim()
  const trimmedLocation = location.trim()

  const title =
    heading ??
    (trimmedQuery
      ? renderSearchHeading(t, {
          query: trimmedQuery,
          location: trimmedLocation,
          correctedQuery: spellingCorrection?.correctedQuery ?? null,
        })
      : t('results.heading'))

  // Jobs shown are kept in the browser for Browse Offline Jobs (searchFailed).
  useEffect(() => rememberJobsForOffline(jobs), [jobs])

  // A failed search over results already on screen keeps them and says so in the toast variant (spec 001 §8).
  const hasJobsOnScreen = jobs.length > 0
  useEffect(() => {
    if (!error || !hasJobsOnScreen) return
    showToast({
      title: t('searchFailed.toastTitle'),
      description: t('searchFailed.description'),
      tone: 'destructive',
      durationMs: SEARCH_FAILED_TOAST_MS,
    })
  }, [error, hasJobsOnScreen, t])

  function openJob(job: Job) {
    // The API's calls load with the first click, not with the results; a lost click-through is lost.
    void import('#app/features/jobs/api.ts')
      .then((api) => api.recordJobClick(job.job_id, { query: trimmedQuery, location: trimmedLocation }))
      .catch(() => undefined)
    recordJobView(job.job_id, { query: trimmedQuery, location: trimmedLocation }, isSignedIn)
    rememberJobsForOffline([job])
    setDetail({ job, open: true })
  }

  function requireSignIn(job: Job) {
    setPrompt({ variant: { kind: 'apply', job, cityState: renderCityState(t, job) }, open: true })
  }

  function requireSignInToSave() {
    setPrompt({ variant: { kind: 'default' }, open: true })
  }

  function goToDashboard() {
    // The dashboard says, as this list does, whether the person's city led it (decisions 075, 078).
    const preference = {
      preferredCities: placePreference?.preferredCities ?? [],
      isEveryPlaceEqual: placePreference?.isEveryPlaceEqual === true,
    }
    void navigate(DASHBOARD_PATH, { state: { jobs, query: trimmedQuery, location: trimmedLocation, ...preference } })
  }

  const totalText = total === undefined ? null : formatCount(total, i18n.language)
  let viewAllLabel = t('results.viewAllJobsPlain')
  if (totalText !== null && !isCached) {
    viewAllLabel = isTotalEstimate
      ? t('results.viewAllJobsAbout', { total: totalText })
      : t('results.viewAllJobs', { count: total, total: totalText })
  }
  const viewAllContent = (
    <>
      {viewAllLabel}
      <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
    </>
  )
  let viewAll = null
  if (!isViewAllShown) {
    viewAll = null
  } else if (isSignedIn) {
    viewAll = (
      <Button variant="secondary" size="lg" onClick={goToDashboard} data-analytics-event="View All Jobs">
        {viewAllContent}
      </Button>
    )
  } else if (viewAllHref !== null) {
    viewAll = (
      <Link to={viewAllHref} className={buttonClasses({ variant: 'secondary', size: 'lg' })} data-analytics-event="View All Jobs">
        {viewAllContent}
      </Link>
    )
  }

  function showAll() {
    flushSync(() => setShowAllFor(jobs))
    // Keyboard and screen-reader users continue at the first card that was just revealed.
    openButtons.current[visibleCount]?.focus()
  }

  let body
  if (isShowingLoading) {
    body = <SearchLoading />
  } else if (isLoading && jobs.length === 0) {
    body = <div className="min-h-96" />
  } else if (error && jobs.length === 0) {
    body = <SearchFailed onRetry={onRetry} onOpenJob={openJob} onRequireSignIn={requireSignIn} />
  } else if (jobs.length === 0) {
    body = <NoJobsFound browseFeatured={isSignedIn ? { onClick: goToDashboard } : { href: FEATURED_JOBS_PATH }} />
  } else {
    body = (
      <>
        <ol className={cn('space-y-4', isLoading && 'opacity-60')}>
          {visibleJobs.map((job, index) => (
            <li key={job.job_id}>
              <JobCard
                ref={(element) => {
                  openButtons.current[index] = element
                }}
                job={job}
                defaultExpanded={index === 0}
                onOpen={openJob}
                onRequireSignIn={requireSignIn}
                onPrefetch={isSignedIn ? preloadJobDetailDialog : preloadBoth}
              />
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-center">
          {hiddenCount > 0 ? (
            <Button variant="outline" size="lg" onClick={showAll}>
              {t('results.showMoreJobs')}
            </Button>
          ) : null}
          {viewAll}
        </div>
        {isSignedIn ? null : (
          <aside
            aria-labelledby={`${headingId}-cta`}
            className="mt-8 flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6"
          >
            <div className="flex gap-3">
              <Sparkles aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-400" />
              <div>
                <h3 id={`${headingId}-cta`} className="text-lg font-bold">
                  {t('results.signUpTitle')}
                </h3>
                <p className="mt-1 text-sm text-white/85">{t('results.signUpText')}</p>
              </div>
            </div>
            <Link
              to={authPathWithMode('signup', `${currentLocation.pathname}${currentLocation.search}`)}
              className={buttonClasses({ variant: 'accent', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              {t('results.signUpAction')}
            </Link>
          </aside>
        )}
      </>
    )
  }

  const hasCount = !isLoading && !error && jobs.length > 0
  // A cached answer holds the stored jobs the fallback could return, not every match: it says "showing".
  function countText(): string {
    if (isCached) return t('results.countCached', { count: jobs.length, total: formatCount(jobs.length, i18n.language) })
    if (isTotalEstimate) return t('results.countAbout', { total: totalText })
    return t('results.count', { count: total, total: totalText })
  }
  return (
    <section id={id} aria-labelledby={headingId} aria-busy={isLoading} className={cn('scroll-mt-24', className)}>
      <div className="mb-4">
        <h2
          id={headingId}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight text-ink outline-none focus-visible:underline sm:text-2xl"
        >
          {title}
        </h2>
        <p role="status" className="mt-1 min-h-5 text-sm text-ink-muted">
          {hasCount && totalText !== null ? countText() : ''}
        </p>
        {spellingCorrection && trimmedQuery ? (
          <p className="mt-1 text-sm">
            <Link
              to={spellingCorrection.originalHref}
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
            >
              {t('results.searchInsteadFor', { query: trimmedQuery })}
            </Link>
          </p>
        ) : null}
        {correctedQuery && !spellingCorrection && hasCount ? (
          <p className="mt-1 text-sm text-ink-muted">{t('results.correctedQuery', { query: correctedQuery })}</p>
        ) : null}
        {notices.map((notice) => (
          <p
            key={notice.code}
            className="mt-2 flex items-start gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/50 dark:text-sky-100"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">{t(noticeKeys[notice.code].title)}: </strong>
              {t(noticeKeys[notice.code].description)}
            </span>
          </p>
        ))}
        {placePreference && hasCount ? <PlacePreferenceNote preference={placePreference} /> : null}
        {isCached && hasCount ? (
          <p className="mt-2 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('results.showingCached')}
          </p>
        ) : null}
      </div>
      {body}
      {detail.job ? (
        <JobDetailDialog
          job={detail.job}
          open={detail.open}
          onOpenChange={(open) => setDetail((current) => ({ ...current, open }))}
          onRequireSignIn={requireSignIn}
          onRequireSignInToSave={requireSignInToSave}
        />
      ) : null}
      {prompt ? (
        <SignInModal
          open={prompt.open}
          onOpenChange={(open) => setPrompt((current) => (current ? { ...current, open } : current))}
          variant={prompt.variant}
        />
      ) : null}
    </section>
  )
}

/** "Showing jobs near Pune first · Show all equally", or the way back (decision 075). */
function PlacePreferenceNote({ preference }: { preference: NonNullable<JobResultsProps['placePreference']> }) {
  const { t, i18n } = useTranslation('jobs')
  const { isSignedIn } = useSessionUser()
  const isLeading = preference.preferredCities.length > 0
  // A guest's search has no city of theirs to lead with, nor to turn off.
  if (!isSignedIn || (!isLeading && !preference.isEveryPlaceEqual)) return null
  const cities = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    preference.preferredCities.map((city) => renderPlaceName(t, city)),
  )
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-ink-muted" data-testid="place-preference">
      <span>{isLeading ? t('results.nearCitiesFirst', { cities }) : t('results.everyPlaceEqual')}</span>
      <span aria-hidden="true">·</span>
      <Link
        to={preference.toggleHref}
        preventScrollReset
        className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
      >
        {isLeading ? t('results.showAllEqually') : t('results.showNearMeFirst')}
      </Link>
    </p>
  )
}

function preloadBoth() {
  preloadJobDetailDialog()
  preloadSignInModal()
}

/** Queries need a QueryProvider: the component brings its own (decision 032). */
export const JobResults = withQueryProvider(JobResultsContent)
