import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, useNavigate, useSearchParams } from 'react-router'
import type { JobFigures } from '#core/jobs/listings.ts'
import type { JobSearchResponse } from '#core/jobs/search.schema.ts'
import {
  defaultAdvancedFilters,
  getSearchKey,
  JobResults,
  JobSearchForm,
  LANDING_NUM_PAGES,
  readSearchFromUrl,
  toPageSearchParams,
  useJobSearch,
  type JobSearchRequest,
  type SpellingCorrection,
} from '#app/features/jobs/index.ts'
import type { ApiErrorBody } from '#app/lib/api-client.ts'
import {
  getLandingCacheServerSnapshot,
  getLandingCacheSnapshot,
  saveLandingSearchCache,
  subscribeToLandingCache,
} from '#app/features/landing/landing-cache-store.ts'
import { useLandingNotice } from '#app/features/landing/use-landing-notice.ts'
import { Hero } from './hero.tsx'
import { LazyLowerSections } from './lazy-lower-sections.tsx'
import { ResultsAside } from './results-aside.tsx'
import { withQueryProvider } from '#app/lib/query-provider.tsx'

/** The public listing that goes on with a search: View All N Jobs leads there. */
function buildListingHref(search: JobSearchRequest): string {
  return `${href('/jobs')}?${toPageSearchParams(search).toString()}`
}

/** What the home route's loader found for the URL's search, so the first paint already has jobs. */
export type LandingInitialSearch = {
  key: string | null
  response: JobSearchResponse | null
  error: ApiErrorBody | null
  /** The URL asked for a search with a blank job title (a form submitted before hydration). */
  isTitleMissing: boolean
}

const RESULTS_ID = 'job-results'

/** A misspelling the search corrected, with the link that searches the words as typed instead. */
function findSpellingCorrection(request: JobSearchRequest, response: JobSearchResponse | null): SpellingCorrection | null {
  const corrected = response?.parameters.corrected_query
  if (!response?.parameters.spelling_corrected || !corrected) return null
  return { correctedQuery: corrected, originalHref: `${href('/')}?${toPageSearchParams({ ...request, isExact: true }).toString()}` }
}

type FormSeed = { seenKey: string | null; submittedKey: string | null; generation: number }

/**
 * Brings the results into view after a search (on a phone they start 1.5 screens below the form,
 * issue 18), smoothly unless the reader asks for reduced motion, and moves focus to their heading so a
 * screen reader goes on from there.
 */
function scrollToResults() {
  const section = document.getElementById(RESULTS_ID)
  if (!section) return
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' })
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
}

/**
 * Whether the reader is still where they searched from (the search form, or nothing focused): once the
 * URL catches up they may have moved on, to a job or a dialog, and the page must not pull them back.
 */
function isStillAtSearch(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || active.closest('[role="search"]') !== null
}

/**
 * Watches, from a search until its URL is in place, whether the reader pressed a key or pointed
 * anywhere: one who has started typing the next search must keep the field they type in.
 */
function watchForInteraction(): { hasInteracted: () => boolean; stop: () => void } {
  let hasInteracted = false
  const onInteraction = () => {
    hasInteracted = true
  }
  const events = ['keydown', 'pointerdown'] as const
  for (const type of events) document.addEventListener(type, onInteraction, { capture: true })
  return {
    hasInteracted: () => hasInteracted,
    stop: () => {
      for (const type of events) document.removeEventListener(type, onInteraction, { capture: true })
    },
  }
}

/**
 * The landing page (spec 000 §2): hero with search, job results, features and trust. The search
 * lives in the URL (?q=&location=…) so it can be shared and survives a reload; a visit without one
 * restores the landing search cache when it is under 2 hours old.
 */
function LandingPageContent({ initial, figures }: { initial: LandingInitialSearch; figures: JobFigures | null }) {
  const { t } = useTranslation('landing')
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const urlRequest = useMemo(() => readSearchFromUrl(searchParams), [searchParams])
  const urlKey = urlRequest ? getSearchKey(urlRequest) : null
  // A submitted search starts at once; the URL catches up after the router's navigation, which
  // waits for the root loader and would otherwise delay every search by a server round trip.
  const [pending, setPending] = useState<{ request: JobSearchRequest; key: string } | null>(null)
  if (pending && pending.key === urlKey) setPending(null)
  const request = pending?.request ?? urlRequest
  const requestKey = pending?.key ?? urlKey
  const cached = useSyncExternalStore(subscribeToLandingCache, getLandingCacheSnapshot, getLandingCacheServerSnapshot)
  const restored = request ? null : cached
  const search = useJobSearch(request, {
    numPages: LANDING_NUM_PAGES,
    initial: initial.key ? { key: initial.key, response: initial.response, error: initial.error } : undefined,
  })
  // The search whose results to bring into view once its URL is in place.
  const scrollForKeyRef = useRef<string | null>(null)
  const interactionRef = useRef<ReturnType<typeof watchForInteraction> | null>(null)
  useLandingNotice()

  // The form keeps what the person typed across their own searches, and starts afresh when the URL
  // changes for another reason (back/forward) or a cached search is restored.
  const [formSeed, setFormSeed] = useState<FormSeed>({ seenKey: urlKey, submittedKey: urlKey, generation: 0 })
  if (formSeed.seenKey !== urlKey) {
    const isOwnSearch = urlKey !== null && urlKey === formSeed.submittedKey
    setFormSeed({ ...formSeed, seenKey: urlKey, generation: isOwnSearch ? formSeed.generation : formSeed.generation + 1 })
  }

  const response = search.response
  useEffect(() => {
    if (!request || !response || response.status !== 'OK') return
    saveLandingSearchCache(response.data, request.query, request.location)
  }, [request, response])

  // Not before the URL has changed: the scroll restoration keys the home page by its path, so the
  // navigation to ?q=… restores where the page was (at the form) in its layout effect; this runs after it.
  useEffect(() => {
    if (urlKey === null || scrollForKeyRef.current !== urlKey) return
    scrollForKeyRef.current = null
    const interaction = interactionRef.current
    interactionRef.current = null
    interaction?.stop()
    if (isStillAtSearch() && !interaction?.hasInteracted()) scrollToResults()
  }, [urlKey])
  useEffect(() => () => interactionRef.current?.stop(), [])

  function handleSearch(next: JobSearchRequest) {
    const nextKey = getSearchKey(next)
    setFormSeed((seed) => ({ ...seed, submittedKey: nextKey }))
    if (nextKey === requestKey) {
      search.retry()
      scrollToResults()
      return
    }
    scrollForKeyRef.current = nextKey
    interactionRef.current?.stop()
    interactionRef.current = watchForInteraction()
    setPending({ request: next, key: nextKey })
    void navigate({ pathname: href('/'), search: `?${toPageSearchParams(next).toString()}` }, { preventScrollReset: true })
  }

  const shown = request
    ? { query: request.query, location: request.location }
    : restored
      ? { query: restored.query, location: restored.location }
      : null
  const formKey = `${formSeed.generation}-${restored ? restored.savedAt : 'url'}`

  return (
    <>
      <Hero figures={figures}>
        <JobSearchForm
          key={formKey}
          id="hero-search"
          onSearch={handleSearch}
          initialQuery={shown?.query ?? ''}
          initialLocation={shown?.location ?? ''}
          initialFilters={request?.filters}
          showTitleRequired={initial.isTitleMissing && formSeed.generation === 0}
          isSearching={search.isLoading}
          quickSearches={[
            { label: t('hero.quickSearch.softwareEngineer'), query: 'Software Engineer' },
            { label: t('hero.quickSearch.productManager'), query: 'Product Manager' },
          ]}
        />
      </Hero>
      {shown ? (
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
          <JobResults
            id={RESULTS_ID}
            jobs={request ? search.jobs : (restored?.jobs ?? [])}
            query={shown.query}
            location={shown.location}
            isLoading={request ? search.isLoading : false}
            error={request ? search.error : null}
            onRetry={search.retry}
            correctedQuery={search.response?.parameters.corrected_query ?? null}
            spellingCorrection={request ? findSpellingCorrection(request, search.response) : null}
            {...(request && search.response
              ? { total: search.response.parameters.total, isTotalEstimate: search.response.parameters.total_is_estimate }
              : {})}
            viewAllHref={shown ? buildListingHref(request ?? { ...shown, filters: defaultAdvancedFilters }) : null}
            isCached={search.response?.status === 'cached'}
            notices={search.response?.parameters.notices}
            placePreference={
              request && search.response
                ? {
                    preferredCities: search.response.parameters.preferred_cities,
                    isEveryPlaceEqual: request.isEveryPlaceEqual === true,
                    toggleHref: `${href('/')}?${toPageSearchParams({ ...request, isEveryPlaceEqual: !request.isEveryPlaceEqual }).toString()}`,
                  }
                : null
            }
          />
          <ResultsAside />
        </div>
      ) : null}
      {/* Not lazy on purpose: React streams a large Suspense boundary behind an inline script, which
          would hide these sections from readers without JavaScript. */}
      <LazyLowerSections figures={figures} />
    </>
  )
}

/** Queries need a QueryProvider: the component brings its own (decision 032). */
export const LandingPage = withQueryProvider(LandingPageContent)

/** A search the server could not run (the home route's ErrorBoundary): the landing page with its error panel in place of results. */
export function LandingSearchFailure({ error }: { error: ApiErrorBody }) {
  const [searchParams] = useSearchParams()
  const search = readSearchFromUrl(searchParams)
  return (
    <LandingPage initial={{ key: search ? getSearchKey(search) : null, response: null, error, isTitleMissing: false }} figures={null} />
  )
}
