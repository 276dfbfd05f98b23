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
  /** A page of someone's search, not a listing of ours: followed but not indexed. */
  isNoIndex: boolean
}

/** A search whose misspelling was corrected: the page lists the corrected words and offers the typed ones. */
export interface JobPageSpelling {
  typedQuery: string
  correctedQuery: string
  /** The same search with spell_check=false. */
  originalHref: string
}

export interface JobPageFound {
  status: 'found'
  /** What the page lists (with a corrected query when `spelling` is set). */
  target: JobPageTarget
  spelling: JobPageSpelling | null
  page: number
  jobs: Job[]
  /** Jobs of the listing over all its pages. */
  total: number
  /** True when `total` is an estimate (shown as "about N"). */
  isTotalEstimate: boolean
  /** True when live search failed and these are stored jobs matching the search (spec 001 §4): the page says so. */
  isCached: boolean
  /** The signed-in person's cities /jobs led with (decisions 075, 078); empty when every place counts equally. */
  preferredCities: string[]
  /** Pages of JOBS_PER_PAGE the total makes (at least 1). */
  pages: number
  prevPath: string | null
  nextPath: string | null
  topCities: CityInfo[]
  topRoles: RoleInfo[]
  publicUrl: string
  meta: JobPageMeta
}

/** A page number past the end of a listing: how far the listing goes, and links back into it. */
export interface JobPagePastEnd {
  page: number
  pages: number
  total: number
  firstPath: string
  lastPath: string
}

export interface JobPageNotFound {
  status: 'notFound'
  meta: { title: string; language: SupportedLanguage }
  /** Set when the listing exists but ends before the page asked for. */
  pastEnd: JobPagePastEnd | null
}

/** One open job's own page, /jobs/{jobId} (load-job-posting.server.ts). */
export interface JobPagePosting {
  status: 'posting'
  job: Job
  /** The job's role listing, for "See similar jobs". */
  similarPath: string
  publicUrl: string
  meta: JobPageMeta
}

/** /jobs/{jobId} of a job that has expired: answered 410 Gone, with a way to similar open jobs. */
export interface JobPageExpired {
  status: 'expired'
  jobTitle: string
  employerName: string
  similarPath: string
  meta: { title: string; description: string; language: SupportedLanguage }
}

/** What a job page's loader (load-job-page.server.ts, load-job-posting.server.ts) hands the page. */
export type JobPageData = JobPageFound | JobPageNotFound | JobPagePosting | JobPageExpired
