import type { Job } from './job.schema.ts'
import type { JobSearch, JobSearchResponse, Suggestion, SuggestionQuery } from './search.schema.ts'

export interface CityInfo {
  slug: string
  name: string
  state: string | null
  country: string
  jobCount: number
}

export interface RoleInfo {
  slug: string
  name: string
  jobCount: number
}

/**
 * What pages and APIs may ask of job search. The server implements it (server/features/jobs); route
 * loaders receive it through the request context, so app/ never imports server code.
 */
export interface JobsReader {
  searchJobs(params: JobSearch, requestId: string): Promise<JobSearchResponse>
  /** How many active jobs pass the filters of a search (its words and location text left aside): the total a listing page shows. */
  countJobs(params: JobSearch): Promise<number>
  findJob(jobId: string): Promise<Job | null>
  suggest(query: SuggestionQuery): Promise<Suggestion[]>
  findCity(citySlug: string): Promise<CityInfo | null>
  findRole(roleSlug: string): Promise<RoleInfo | null>
  listTopCities(limit: number): Promise<CityInfo[]>
  listTopRoles(limit: number): Promise<RoleInfo[]>
}
