import type { CompanySizeType } from '#core/jobs/job-constants.ts'

/** The companies directory (/companies) and a company's profile (/companies/{slug}); decision 064. */

export const COMPANIES_PER_PAGE = 24
/** Open jobs shown on a company's profile (newest first); the rest are a search away. */
export const PROFILE_JOBS_LIMIT = 20
/** Approved reviews shown on a profile, newest first. */
export const PROFILE_REVIEWS_LIMIT = 20
export const MAX_QUERY_LENGTH = 100

export interface CompanyDirectoryFilters {
  /** Words of the company's name ('' for every company). */
  query: string
  industry: string | null
  size: CompanySizeType | null
  /** A city slug: companies with an open job there. */
  city: string | null
  page: number
}

export interface CompanySummary {
  id: number
  name: string
  slug: string
  logoUrl: string | null
  industry: string | null
  companySize: string | null
  companyType: string
  headquarters: string | null
  isVerified: boolean
  openJobs: number
  averageRating: number | null
  totalReviews: number
}

export interface CompanyProfile extends CompanySummary {
  website: string | null
  description: string | null
  workEnvironment: string | null
  /** The newest of its open jobs' posting dates and its reviews' decisions (the sitemap's lastmod). */
  lastModified: string | null
}

export interface FilterOption {
  value: string
  label: string
  count: number
}

export interface CompanyDirectoryPage {
  companies: CompanySummary[]
  total: number
  page: number
  pages: number
}

export interface CompanyDirectoryOptions {
  industries: FilterOption[]
  sizes: FilterOption[]
  cities: FilterOption[]
}
