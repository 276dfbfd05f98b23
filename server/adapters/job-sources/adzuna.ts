import { z } from 'zod'
import type { EmploymentType } from '#core/jobs/job-constants.ts'
import { SourceReadError, type JobConnector } from './port.ts'
import { requiredText, toUtcIso, withCountry } from './posting-fields.ts'
import { fetchProviderJson, mapItems, parseProviderBody } from './provider-response.ts'

/**
 * Adzuna's job search API (developer.adzuna.com): `GET /v1/api/jobs/{country}/search/{page}` with
 * app_id and app_key in the query, pages from 1 until the results run out, `count` is reached or the
 * run's page limit. Salaries are yearly in the country's currency; the ones Adzuna estimated
 * (`salary_is_predicted: "1"`) are not the employer's and are left out.
 */

const DEFAULT_BASE_URL = 'https://api.adzuna.com'
const DEFAULT_COUNTRY = 'in'
const DEFAULT_RESULTS_PER_PAGE = 50

const searchSchema = z.looseObject({ count: z.number().nullish(), results: z.array(z.unknown()) })

const resultSchema = z.looseObject({
  id: z.union([requiredText, z.number()], { error: 'is missing' }),
  title: requiredText,
  redirect_url: requiredText,
  description: z.string().nullish(),
  created: z.string().nullish(),
  company: z.looseObject({ display_name: z.string().nullish() }).nullish(),
  location: z.looseObject({ display_name: z.string().nullish(), area: z.array(z.string()).nullish() }).nullish(),
  salary_min: z.number().nullish(),
  salary_max: z.number().nullish(),
  salary_is_predicted: z.union([z.string(), z.number()]).nullish(),
  contract_time: z.string().nullish(),
  contract_type: z.string().nullish(),
})
type AdzunaResult = z.infer<typeof resultSchema>

export function createAdzunaConnector(options: { resultsPerPage?: number } = {}): JobConnector<'adzuna'> {
  const resultsPerPage = options.resultsPerPage ?? DEFAULT_RESULTS_PER_PAGE
  return {
    kind: 'adzuna',
    async *fetchPostings(source, context) {
      const credentials = context.credentials.adzuna
      if (credentials === null) throw new SourceReadError('Adzuna cannot be searched: ADZUNA_APP_ID and ADZUNA_APP_KEY are not set')
      const country = (source.country ?? DEFAULT_COUNTRY).toLowerCase()
      const searchUrl = `${(source.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/v1/api/jobs/${country}/search`
      const query = new URLSearchParams({
        app_id: credentials.appId,
        app_key: credentials.appKey,
        what: source.query,
        results_per_page: String(resultsPerPage),
        'content-type': 'application/json',
      })
      const explainStatus = {
        401: 'Adzuna refused ADZUNA_APP_ID and ADZUNA_APP_KEY',
        403: 'Adzuna refused ADZUNA_APP_ID and ADZUNA_APP_KEY',
        404: `Adzuna does not search jobs in country "${country}"`,
      }
      let seen = 0
      for (let page = 1; page <= context.maxPages; page += 1) {
        const body = await fetchProviderJson(context, `${searchUrl}/${page}?${query.toString()}`, 'Adzuna', explainStatus)
        const search = parseProviderBody(searchSchema, body, 'an Adzuna search result')
        if (search.results.length === 0) return
        yield mapItems(search.results, resultSchema, (result) => toPosting(result, country.toUpperCase()))
        seen += search.results.length
        if (search.results.length < resultsPerPage || seen >= (search.count ?? Number.POSITIVE_INFINITY)) return
      }
    },
  }
}

export const adzunaConnector = createAdzunaConnector()

function toPosting(result: AdzunaResult, country: string): Record<string, unknown> {
  const isPredicted = String(result.salary_is_predicted ?? '0') === '1'
  return {
    job_id: String(result.id),
    job_title: result.title,
    employer_name: result.company?.display_name ?? undefined,
    job_description: result.description,
    job_apply_link: result.redirect_url,
    ...placeOf(result, country),
    job_employment_type: employmentTypeOf(result),
    job_posted_at_datetime_utc: toUtcIso(result.created),
    ...(isPredicted
      ? {}
      : { job_min_salary: result.salary_min ?? undefined, job_max_salary: result.salary_max ?? undefined, job_salary_period: 'YEAR' }),
  }
}

/**
 * Adzuna's `area` runs from the country down ("India", "Karnataka", "Bangalore"): the region second,
 * the city third, or the first place below a county (the US lists counties before towns).
 */
function placeOf(result: AdzunaResult, country: string): Record<string, unknown> {
  const area = result.location?.area ?? []
  if (area.length === 0) return { location: withCountry(result.location?.display_name ?? '', country) }
  return {
    job_country: country,
    job_state: area[1],
    job_city: area.slice(2).find((place) => !/\bcounty$/i.test(place)),
  }
}

function employmentTypeOf(result: AdzunaResult): EmploymentType | undefined {
  if (result.contract_type === 'contract') return 'CONTRACTOR'
  if (result.contract_time === 'full_time') return 'FULLTIME'
  if (result.contract_time === 'part_time') return 'PARTTIME'
  return undefined
}
