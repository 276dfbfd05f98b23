import { defaultJobSearch } from '#core/jobs/search.schema.ts'
import { countryFromAcceptLanguage } from '#core/jobs/visitor-country.ts'
import { readSearchFromUrl } from '#app/features/jobs/index.ts'
import { toJobSearch } from '#app/features/jobs/index.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import type { FastHomeData } from './fast-home-data.ts'

/** How many results the fast home shows: the first screenfuls, and a link to the rest. */
export const FAST_HOME_RESULTS = 10

/** The fast home's first results: the URL's search (?q=…&location=…), or the newest jobs. */
export async function loadFastHome(request: Request, { services }: RequestContext): Promise<FastHomeData> {
  const params = new URL(request.url).searchParams
  const search = readSearchFromUrl(params)
  const jobSearch = search ? toJobSearch(search, 1) : defaultJobSearch
  const result = await services.jobs.searchJobs(jobSearch, { country: countryFromAcceptLanguage(request.headers.get('accept-language')) })
  return {
    query: search?.query ?? '',
    location: search?.location ?? '',
    total: result.total,
    jobs: result.jobs.slice(0, FAST_HOME_RESULTS).map((job) => ({
      id: job.job_id,
      title: job.job_title,
      employer: job.employer_name,
      city: job.job_city,
      state: job.job_state,
      country: job.job_country,
      isRemote: job.job_is_remote,
    })),
  }
}
