import type { CountryGuide, GuideRegion } from '#core/guides/guide.ts'
import type { PublicPageMeta } from '#app/lib/public-page-meta.ts'
import type { BreadcrumbStep } from '#app/shell/breadcrumbs.ts'

/** A guide as /guides and the related-guides list show it, with what we measured. */
export interface GuideCard {
  slug: string
  /** The country in the reader's language. */
  countryName: string
  region: GuideRegion
  summary: string
  lastReviewed: string
  /** Open jobs in the country now, counted in the jobs table. */
  openJobs: number
}

export interface GuidesIndexPage {
  status: 'found'
  meta: PublicPageMeta
  /** The steps after Home of the breadcrumb bar (app/shell/breadcrumbs.ts). */
  breadcrumbs: BreadcrumbStep[]
  /** The country search as typed, '' for none. */
  query: string
  /** The region filter, null for all. */
  region: GuideRegion | null
  groups: Array<{ region: GuideRegion; guides: GuideCard[] }>
  /** Guides shown after the filters. */
  shownCount: number
}

export interface GuideCity {
  name: string
  path: string
  openJobs: number
}

export interface GuidePageFound {
  status: 'found'
  meta: PublicPageMeta
  breadcrumbs: BreadcrumbStep[]
  guide: CountryGuide
  countryName: string
  openJobs: number
  /** /jobs?country=…: the listing `openJobs` counts. */
  jobsPath: string
  topCities: GuideCity[]
  related: GuideCard[]
}

export interface GuidePageNotFound {
  status: 'notFound'
  title: string
}

export type GuidePageData = GuidePageFound | GuidePageNotFound
