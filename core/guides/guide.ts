/**
 * A country guide (issue 23, decision 063): what an Indian job seeker needs to know before looking
 * for work in one country, written by us and kept as typed data (one file per country in
 * `countries/`), not in the database. The pages add what we measure (open jobs in the country, from
 * the jobs table) at request time. Bodies are English; the page's headings and chrome are translated.
 *
 * Salary ranges and living costs are indicative ranges from public pay surveys and job postings as of
 * `lastReviewed`, never measured data: the page says so next to them.
 */

/** How /guides groups the countries (and its region filter). */
export const guideRegions = ['gulf', 'asia-pacific', 'europe', 'north-america'] as const
export type GuideRegion = (typeof guideRegions)[number]

/**
 * The sections every guide has, in the order the page shows them and its table of contents lists
 * them; each is also the heading's id (#visa-routes).
 */
export const guideSectionIds = [
  'overview',
  'visa-routes',
  'sponsorship',
  'salaries',
  'cost-of-living',
  'job-sites',
  'credentials',
  'language',
  'tax-and-money',
  'pitfalls',
] as const
export type GuideSectionId = (typeof guideSectionIds)[number]

/** A link to a site outside JobYatra (an official page, a job board). */
export interface ExternalLink {
  label: string
  /** https only. */
  url: string
}

export interface VisaRoute {
  /** The route's official name ("Skilled Worker visa", "EU Blue Card"). */
  name: string
  /** Who it is for and how it works, in a sentence or two. */
  summary: string
  /** The official page that describes it. */
  source: ExternalLink
}

/** An indicative pay range for one role, in the country's currency (ISO 4217). */
export interface SalaryRange {
  role: string
  min: number
  max: number
}

export interface JobSite {
  name: string
  url: string
  /** What it is good for. */
  note: string
}

export interface CountryGuide {
  /** /guides/{slug}: the country's English name in kebab-case. */
  slug: string
  /** ISO 3166-1 alpha-2, as the jobs table's `country` column holds it. */
  countryCode: string
  /** The country's English name; the page names it in the reader's language (Intl.DisplayNames). */
  name: string
  region: GuideRegion
  /** ISO 4217 code of the salary ranges. */
  currency: string
  /** Whether `salaries` are per month (Gulf offers are quoted monthly) or per year. */
  salaryPeriod: 'month' | 'year'
  /** ISO date (YYYY-MM-DD) the content was last checked against its sources. */
  lastReviewed: string
  /** One or two sentences: the card's text and the page's meta description (≤ 160 characters). */
  summary: string
  /** Paragraphs of each section. */
  overview: readonly string[]
  visaRoutes: readonly VisaRoute[]
  sponsorship: readonly string[]
  salaries: readonly SalaryRange[]
  costOfLiving: readonly string[]
  jobSites: readonly JobSite[]
  credentials: readonly string[]
  language: readonly string[]
  taxAndMoney: readonly string[]
  pitfalls: readonly string[]
  /** Other guides worth reading next, by slug. */
  related: readonly string[]
}
