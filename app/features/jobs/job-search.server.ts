import { jobSearchSchema, type JobSearch } from '#core/jobs/search.schema.ts'
import { toApiSearchParams, type JobSearchRequest } from './search-request.ts'

/** A page's search as the jobs service takes it: read through the API's own schema, so both agree. */
export function toJobSearch(request: JobSearchRequest, numPages: number): JobSearch {
  return jobSearchSchema.parse(Object.fromEntries(toApiSearchParams(request, numPages)))
}
