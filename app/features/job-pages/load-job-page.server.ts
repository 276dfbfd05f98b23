import { data } from 'react-router'
import type { JobSearch } from '#core/jobs/search.schema.ts'
import { defaultJobSearch } from '#core/jobs/search.schema.ts'
import { JOBS_PER_PAGE } from '#core/jobs/search-constants.ts'
import { countryFromAcceptLanguage } from '#core/jobs/visitor-country.ts'
import { readSearchVisitor, toJobSearch } from '#app/features/jobs/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { absoluteUrl } from '#app/lib/public-page-meta.ts'
import { applySeoOverride } from '#app/lib/public-page-meta.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { buildNotFoundTitle } from '#app/shell/site-name.ts'
import type { JobPageData, JobPageFound, JobPageNotFound, JobPagePastEnd, JobPageSpelling } from './job-page-data.ts'
import {
  buildDocumentTitle,
  buildJobPagePath,
  describeJobPage,
  parseAfterParam,
  parsePageParam,
  RELATED_LINKS_LIMIT,
  type JobPageTarget,
} from './job-page.ts'

type JobsService = RequestContext['services']['jobs']

/** Finds what the URL names (a city, a role …); null when it names nothing we have. */
export type ResolveJobPageTarget = (jobs: JobsService, url: URL) => Promise<JobPageTarget | null>

/**
 * The loader of every job page (wrap it in serverRoute): resolves the target, reads one page of jobs
 * and the related links, and prepares the title and description in the reader's language. A target
 * that does not exist answers 404 with the not-found page, and the miss is logged (spec 000 §2); a page
 * past the end of a listing answers 404 saying where the listing ends, with links back into it.
 */
export async function loadJobPage(request: Request, context: RequestContext, resolveTarget: ResolveJobPageTarget) {
  const { services, logger, publicUrl } = context
  const url = new URL(request.url)
  const language = await readRequestLanguage(request)
  const { t } = createI18n(language)

  const notFound = (pastEnd: JobPagePastEnd | null = null) => {
    logger.warn({ path: url.pathname, page: pastEnd?.page }, 'page not found')
    const page: JobPageNotFound = { status: 'notFound', meta: { title: buildNotFoundTitle(t), language }, pastEnd }
    return data<JobPageData>(page, { status: 404 })
  }

  const page = parsePageParam(url.searchParams.get('page'))
  if (page === null) return notFound()
  const target = await resolveTarget(services.jobs, url)
  if (target === null) return notFound()

  const search = buildJobPageSearch(target, page, parseAfterParam(url.searchParams.get('after')))
  // Signed in, /jobs leads with the person's city as the landing page's search does (decisions 075, 078);
  // the city, role and collection pages are everyone's listings.
  const readVisitor = async () =>
    target.kind === 'jobs'
      ? readSearchVisitor(request, context, search)
      : { country: countryFromAcceptLanguage(request.headers.get('accept-language')) }
  const [result, topCities, topRoles] = await Promise.all([
    readVisitor().then((visitor) => services.jobs.searchJobs(search, visitor)),
    services.jobs.listTopCities(RELATED_LINKS_LIMIT + 1),
    services.jobs.listTopRoles(RELATED_LINKS_LIMIT + 1),
  ])
  // Past the last page there is nothing to show: a 404 keeps crawlers from indexing empty pages, and
  // the page says where the listing ends.
  const pages = Math.max(1, Math.ceil(result.total / JOBS_PER_PAGE))
  if (page > 1 && result.jobs.length === 0) {
    const lastPage = Math.min(pages, page - 1)
    return notFound({
      page,
      pages,
      total: result.total,
      firstPath: buildJobPagePath(target, 1),
      lastPath: buildJobPagePath(target, lastPage),
    })
  }

  // A corrected misspelling: the page lists (and links on with) the corrected words, and offers the typed ones.
  let shown = target
  let spelling: JobPageSpelling | null = null
  if (target.kind === 'jobs' && target.search && result.isSpellingCorrected && result.correctedQuery) {
    spelling = {
      typedQuery: target.search.query,
      correctedQuery: result.correctedQuery,
      originalHref: buildJobPagePath({ ...target, search: { ...target.search, isExact: true } }, 1),
    }
    shown = { ...target, search: { ...target.search, query: result.correctedQuery } }
  }
  const text = describeJobPage(t, shown)
  const prevPath = page > 1 ? buildJobPagePath(shown, page - 1) : null
  const nextPath = result.hasMore ? buildJobPagePath(shown, page + 1, result.nextCursor) : null
  // The <head> names the page as everyone has it: "Show all equally" is one person's way of reading it.
  const canonical = shown.kind === 'jobs' ? { ...shown, isEveryPlaceEqual: false } : shown
  const found: JobPageFound = {
    status: 'found',
    target: shown,
    spelling,
    page,
    jobs: result.jobs,
    total: result.total,
    isTotalEstimate: result.isTotalEstimate,
    isCached: result.isCached,
    preferredCities: [...(result.preferredCities ?? [])],
    pages,
    prevPath,
    nextPath,
    topCities: topCities.filter((city) => !(target.kind === 'city' && city.slug === target.city.slug)).slice(0, RELATED_LINKS_LIMIT),
    topRoles: topRoles.filter((role) => !(target.kind === 'role' && role.slug === target.role.slug)).slice(0, RELATED_LINKS_LIMIT),
    publicUrl,
    meta: await applySeoOverride(context, {
      title: buildDocumentTitle(t, text.heading, page),
      description: text.description,
      canonicalUrl: absoluteUrl(publicUrl, buildJobPagePath(canonical, page)),
      prevUrl: page > 1 ? absoluteUrl(publicUrl, buildJobPagePath(canonical, page - 1)) : null,
      // rel=next names the page itself; the cursor of the visible Next link only makes it faster to read.
      nextUrl: nextPath === null ? null : absoluteUrl(publicUrl, buildJobPagePath(canonical, page + 1)),
      language,
      isNoIndex: target.kind === 'jobs' && target.search !== null,
    }),
  }
  return data<JobPageData>(found)
}

/** The search a job page runs: its target's filter (or /jobs's search), one page at a time. */
export function buildJobPageSearch(target: JobPageTarget, page: number, after: string | null): JobSearch {
  const position = { page, ...(after === null ? {} : { after }) }
  const search: JobSearch = { ...defaultJobSearch, ...position }
  switch (target.kind) {
    case 'jobs': {
      const searched = target.search ? toJobSearch(target.search, 1) : defaultJobSearch
      return {
        ...searched,
        ...position,
        featured: target.isFeatured,
        remote_jobs_only: searched.remote_jobs_only || target.isRemote,
        prefer_my_cities: !target.isEveryPlaceEqual,
      }
    }
    case 'city':
      return { ...search, city_slug: target.city.slug }
    case 'role':
      return { ...search, role_slug: target.role.slug }
    case 'visa':
      return { ...search, visa_sponsorship: true }
    case 'government':
      return { ...search, government_only: true }
    case 'country':
      return { ...search, country: target.country }
  }
}
