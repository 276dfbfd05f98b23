import type { Job } from '#core/jobs/job.schema.ts'
import type { CityInfo, RoleInfo } from '#core/jobs/listings.ts'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import type { JobPageTarget } from './job-page.ts'

/** The title, description and links of a job page's <head>. */
export interface JobPageMeta {
  title: string
  description: string
  canonicalUrl: string
  prevUrl: string | null
  nextUrl: string | null
  language: SupportedLanguage
}

export interface JobPageFound {
  status: 'found'
  target: JobPageTarget
  page: number
  jobs: Job[]
  /** Jobs of the listing over all its pages. */
  total: number
  prevPath: string | null
  nextPath: string | null
  topCities: CityInfo[]
  topRoles: RoleInfo[]
  publicUrl: string
  meta: JobPageMeta
}

export interface JobPageNotFound {
  status: 'notFound'
  meta: { title: string; language: SupportedLanguage }
}

/** What a job page's loader (load-job-page.server.ts) hands the page. */
export type JobPageData = JobPageFound | JobPageNotFound
