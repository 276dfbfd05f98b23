import { DEFAULT_SALARY_CURRENCY } from '#core/format/salary.ts'
import type { Job } from './job.schema.ts'
import type { EmploymentType } from './job-constants.ts'

/**
 * schema.org JobPosting structured data for our job pages. Google's required properties (title,
 * description, datePosted, hiringOrganization, jobLocation — or, for a fully remote job,
 * jobLocationType TELECOMMUTE with applicantLocationRequirements) are always present; recommended
 * ones (baseSalary, employmentType, identifier, directApply) are added when our data knows them.
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */

export interface JsonLdPostalAddress {
  '@type': 'PostalAddress'
  addressLocality?: string
  addressRegion?: string
  addressCountry?: string
}

export interface JsonLdPlace {
  '@type': 'Place'
  address: JsonLdPostalAddress
}

export interface JsonLdCountry {
  '@type': 'Country'
  name: string
}

export interface JsonLdOrganization {
  '@type': 'Organization'
  name: string
  sameAs?: string
  logo?: string
}

export interface JsonLdMonetaryAmount {
  '@type': 'MonetaryAmount'
  currency: string
  value: {
    '@type': 'QuantitativeValue'
    minValue?: number
    maxValue?: number
    unitText?: 'YEAR' | 'MONTH' | 'HOUR'
  }
}

export interface JsonLdJobPosting {
  '@context': 'https://schema.org'
  '@type': 'JobPosting'
  title: string
  description: string
  datePosted: string
  validThrough?: string
  hiringOrganization: JsonLdOrganization
  jobLocation?: JsonLdPlace
  jobLocationType?: 'TELECOMMUTE'
  applicantLocationRequirements?: JsonLdCountry
  employmentType: GoogleEmploymentType
  baseSalary?: JsonLdMonetaryAmount
  identifier: { '@type': 'PropertyValue'; name: string; value: string }
  directApply: false
  url?: string
  experienceRequirements?: { '@type': 'OccupationalExperienceRequirements'; monthsOfExperience: number } | 'no requirements'
  skills?: string
}

export type GoogleEmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN' | 'TEMPORARY'

/** Our (JSearch) employment codes as Google names them. */
export const googleEmploymentTypes: Readonly<Record<EmploymentType, GoogleEmploymentType>> = {
  FULLTIME: 'FULL_TIME',
  PARTTIME: 'PART_TIME',
  CONTRACTOR: 'CONTRACTOR',
  INTERN: 'INTERN',
  TEMPORARY: 'TEMPORARY',
}

export interface JobPostingJsonLdOptions {
  /** The site's public origin, e.g. https://jobyatra.in; names us as the source of the identifier. */
  publicUrl: string
  /** The page the posting is shown on, when it is worth giving to crawlers. */
  pageUrl?: string
}

/** Currency assumed when a salary figure comes without one (spec 001 §9 "Currency default: INR"). */
const IDENTIFIER_NAME = 'JobYatra'

export function buildJobPostingJsonLd(job: Job, options: JobPostingJsonLdOptions): JsonLdJobPosting {
  const posting: JsonLdJobPosting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.job_description.trim() || job.job_title,
    datePosted: readDatePosted(job),
    hiringOrganization: buildOrganization(job, options.publicUrl),
    employmentType: googleEmploymentTypes[job.job_employment_type_code],
    identifier: { '@type': 'PropertyValue', name: readIdentifierName(options.publicUrl), value: job.job_id },
    directApply: false,
  }

  const place = buildPlace(job)
  if (place) posting.jobLocation = place
  if (job.job_is_remote) {
    posting.jobLocationType = 'TELECOMMUTE'
    const country = job.job_country?.trim()
    if (country) posting.applicantLocationRequirements = { '@type': 'Country', name: country }
  }
  // Google asks every posting for validThrough: the source's closing date, or when we would expire it unseen.
  const validThrough = new Date(job.job_offer_expiration_datetime_utc)
  if (!Number.isNaN(validThrough.getTime())) posting.validThrough = validThrough.toISOString()
  const salary = buildBaseSalary(job)
  if (salary) posting.baseSalary = salary
  if (options.pageUrl) posting.url = options.pageUrl

  const experience = job.job_required_experience
  if (experience.no_experience_required) {
    posting.experienceRequirements = 'no requirements'
  } else if (experience.required_experience_in_months !== null && experience.required_experience_in_months > 0) {
    posting.experienceRequirements = {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: experience.required_experience_in_months,
    }
  }
  const skills = job.job_required_skills?.filter((skill) => skill.trim() !== '') ?? []
  if (skills.length > 0) posting.skills = skills.join(', ')
  return posting
}

function readDatePosted(job: Job): string {
  const fromIso = new Date(job.job_posted_at_datetime_utc)
  if (!Number.isNaN(fromIso.getTime())) return fromIso.toISOString()
  return new Date(job.job_posted_at_timestamp * 1000).toISOString()
}

/** The site's host (jobyatra.in) names whose identifier this is; a bad URL falls back to the brand. */
function readIdentifierName(publicUrl: string): string {
  try {
    return new URL(publicUrl).host || IDENTIFIER_NAME
  } catch {
    return IDENTIFIER_NAME
  }
}

function buildOrganization(job: Job, publicUrl: string): JsonLdOrganization {
  const organization: JsonLdOrganization = { '@type': 'Organization', name: job.employer_name }
  const website = readHttpUrl(job.employer_website)
  if (website) organization.sameAs = website
  // A logo we serve is a path on our site (/api/companies/{id}/logo); crawlers need it absolute.
  const logo = readHttpUrl(job.employer_logo ?? job.company_data?.logo_url ?? null, publicUrl)
  if (logo) organization.logo = logo
  return organization
}

function buildPlace(job: Job): JsonLdPlace | null {
  const address: JsonLdPostalAddress = { '@type': 'PostalAddress' }
  const city = job.job_city?.trim()
  const state = job.job_state?.trim()
  const country = job.job_country?.trim()
  if (city) address.addressLocality = city
  if (state) address.addressRegion = state
  if (country) address.addressCountry = country
  if (!city && !state && !(country && !job.job_is_remote)) return null
  return { '@type': 'Place', address }
}

function buildBaseSalary(job: Job): JsonLdMonetaryAmount | null {
  const min = readPositive(job.job_min_salary)
  const max = readPositive(job.job_max_salary)
  if (min === null && max === null) return null
  const value: JsonLdMonetaryAmount['value'] = { '@type': 'QuantitativeValue' }
  if (min !== null) value.minValue = min
  if (max !== null && (min === null || max >= min)) value.maxValue = max
  if (job.job_salary_period) value.unitText = job.job_salary_period
  const currency = job.job_salary_currency?.trim().toUpperCase() || DEFAULT_SALARY_CURRENCY
  return { '@type': 'MonetaryAmount', currency, value }
}

function readPositive(value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || value <= 0) return null
  return value
}

/** The value as an absolute http(s) URL (a path resolved against `base` when one is given), else null. */
function readHttpUrl(value: string | null, base?: string): string | null {
  if (!value) return null
  try {
    const url = new URL(value, base)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

// Lives on its own so the shell's breadcrumb JSON-LD can use it without this module in the landing page's JavaScript.
export { serializeJsonLd } from '#core/format/json-ld-script.ts'
