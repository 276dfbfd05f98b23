import { toJobSearchResponse } from '#core/jobs/search-response.ts'
import type { JobFigures } from '#core/jobs/listings.ts'
import { getSearchKey, LANDING_NUM_PAGES, readSearchFromUrl } from '#app/features/jobs/index.ts'
import { readSearchVisitor, toJobSearch } from '#app/features/jobs/index.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import type { LandingInitialSearch } from './components/landing-page.tsx'

/**
 * The landing page's search from its URL (?q=…), run on the server so the first paint already shows
 * the jobs. Invalid parameters throw a zod error and a failed search its AppError; the route's
 * serverRoute turns either into the API's error body and status.
 */
export async function loadLandingSearch(request: Request, context: RequestContext): Promise<LandingInitialSearch> {
  const { services, requestId } = context
  const params = new URL(request.url).searchParams
  const search = readSearchFromUrl(params)
  // The form submits natively (GET /?q=…) before hydration or without JavaScript; a blank title
  // then gets the same "What job are you looking for?" as in the browser.
  if (!search) return { key: null, response: null, error: null, isTitleMissing: params.has('q') }
  const searchParams = toJobSearch(search, LANDING_NUM_PAGES)
  const result = await services.jobs.searchJobs(searchParams, await readSearchVisitor(request, context, searchParams))
  return { key: getSearchKey(search), response: toJobSearchResponse(result, searchParams, requestId), error: null, isTitleMissing: false }
}

/**
 * The hero's figures, counted from the jobs table (at most once a minute: JobsService.countFigures).
 * A count that fails leaves the figures out rather than the page: the hero then shows none.
 */
export async function loadLandingFigures({ services, logger }: RequestContext): Promise<JobFigures | null> {
  try {
    return await services.jobs.countFigures()
  } catch (error) {
    logger.warn({ err: error }, 'landing figures could not be counted')
    return null
  }
}
