import { href } from 'react-router'
import type { CityInfo, RoleInfo } from '#core/jobs/listings.ts'
import { MAX_PAGE } from '#core/jobs/search-constants.ts'
import { decodeSearchCursor } from '#core/jobs/search-cursor.ts'
import { describeJobLocation, getCountryName } from '#core/format/location.ts'
import { renderLocation, renderPlaceName, renderRoleName, renderSearchHeading, type Translate } from '#app/i18n/render.ts'
import {
  PREFER_MY_CITIES_PARAM,
  readSearchFromUrl,
  toApiSearchParams,
  toPageSearchParams,
  type JobSearchRequest,
} from '#app/features/jobs/index.ts'
import type { enResources } from '#app/i18n/locales/en.ts'
import { withSiteName } from '#app/shell/site-name.ts'

/**
 * What a job page lists. /jobs takes the flags featured=true and remote=true (spec 000 §2), and a
 * search (?q=…&location=… and the Advanced Filters): where the landing page's View All goes on. Signed
 * in, /jobs leads with the person's city unless it says prefer_my_cities=false (decisions 075, 078):
 * `isEveryPlaceEqual` holds that for the page, its search or none (its search's own flag is never set).
 */
export type JobPageTarget =
  | { kind: 'jobs'; isFeatured: boolean; isRemote: boolean; isEveryPlaceEqual: boolean; search: JobSearchRequest | null }
  | { kind: 'city'; city: CityInfo }
  | { kind: 'role'; role: RoleInfo }
  | { kind: 'visa' }
  | { kind: 'government' }
  /** /jobs?country=DE: every open job in one country (the country guides link here, decision 063). */
  | { kind: 'country'; country: string }

/**
 * The listing as a search to save (GET /api/jobs/search's parameters, as load-job-page.server.ts
 * searches it): null for the plain /jobs, which has nothing to save.
 */
export function toSavedSearch(target: JobPageTarget): string | null {
  switch (target.kind) {
    case 'jobs': {
      const params = target.search
        ? toApiSearchParams({ ...target.search, isEveryPlaceEqual: target.isEveryPlaceEqual }, 1)
        : new URLSearchParams()
      params.delete('page')
      params.delete('num_pages')
      if (params.get('query') === '') params.delete('query')
      if (target.isFeatured) params.set('featured', 'true')
      if (target.isRemote) params.set('remote_jobs_only', 'true')
      return params.size === 0 ? null : params.toString()
    }
    case 'city':
      return `city_slug=${encodeURIComponent(target.city.slug)}`
    case 'role':
      return `role_slug=${encodeURIComponent(target.role.slug)}`
    case 'visa':
      return 'visa_sponsorship=true'
    case 'government':
      return 'government_only=true'
    case 'country':
      return `country=${target.country}`
  }
}

/** How many top cities and roles the related-links panel offers. */
export const RELATED_LINKS_LIMIT = 8

/** The part of /jobs/:slug that names a city: /jobs/in-{citySlug}. */
export const CITY_SLUG_PREFIX = 'in-'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 80

/** How /jobs/:slug reads its slug: a city page, a role page, or nothing we could have. */
export type SlugRequest = { citySlug: string | null; roleSlug: string | null }

export function parseJobsSlug(slug: string): SlugRequest {
  if (slug.length > MAX_SLUG_LENGTH || !slugPattern.test(slug)) return { citySlug: null, roleSlug: null }
  const citySlug = slug.startsWith(CITY_SLUG_PREFIX) ? slug.slice(CITY_SLUG_PREFIX.length) : null
  return { citySlug: citySlug && citySlug.length <= 60 ? citySlug : null, roleSlug: slug }
}

/**
 * The ?page= of a job page: absent means 1; anything but a whole number from 1 to MAX_PAGE is not a
 * page we have (null), so crawlers never index endless variants of one listing.
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1
  if (!/^[1-9]\d{0,5}$/.test(value)) return null
  const page = Number(value)
  return page <= MAX_PAGE ? page : null
}

/**
 * The ?after= of a job page: the cursor its Previous page's Next link carried, so a deep page starts
 * right after the last job shown. One we did not write is ignored (the page number still holds).
 */
export function parseAfterParam(value: string | null): string | null {
  return value !== null && decodeSearchCursor(value) !== null ? value : null
}

/**
 * /jobs's flags and search from its URL. Without a search, ?country=DE lists one country's jobs; a
 * code that names no country is no page we have (null: the 404 page).
 */
export function readJobsTarget(searchParams: URLSearchParams): JobPageTarget | null {
  const search = readSearchFromUrl(searchParams)
  const country = searchParams.get('country')
  if (search === null && country !== null) return isCountryCode(country) ? { kind: 'country', country } : null
  return {
    kind: 'jobs',
    isFeatured: searchParams.get('featured') === 'true',
    isRemote: searchParams.get('remote') === 'true',
    isEveryPlaceEqual: searchParams.get(PREFER_MY_CITIES_PARAM) === 'false',
    search: search && { ...search, isEveryPlaceEqual: false },
  }
}

/** An ISO 3166-1 alpha-2 code, upper case, that names a country (Intl knows its name). */
function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/u.test(code) && getCountryName(code) !== code
}

/**
 * The page's own path, with its search, flags and page number in a fixed order so every link to it is
 * the same URL; `after` is the cursor a Next link carries.
 */
export function buildJobPagePath(target: JobPageTarget, page: number, after: string | null = null): string {
  let params = new URLSearchParams()
  let path: string
  switch (target.kind) {
    case 'jobs':
      path = href('/jobs')
      if (target.search) params = toPageSearchParams(target.search)
      if (target.isFeatured) params.set('featured', 'true')
      if (target.isRemote) params.set('remote', 'true')
      if (target.isEveryPlaceEqual) params.set(PREFER_MY_CITIES_PARAM, 'false')
      break
    case 'city':
      path = href('/jobs/:slug', { slug: `${CITY_SLUG_PREFIX}${target.city.slug}` })
      break
    case 'role':
      path = href('/jobs/:slug', { slug: target.role.slug })
      break
    case 'visa':
      path = href('/visa-sponsorship-jobs')
      break
    case 'government':
      path = href('/government-jobs')
      break
    case 'country':
      path = href('/jobs')
      params.set('country', target.country)
      break
  }
  if (page > 1) params.set('page', String(page))
  if (page > 1 && after !== null) params.set('after', after)
  const query = params.toString()
  return query === '' ? path : `${path}?${query}`
}

type TranslatedCountry = keyof (typeof enResources)['jobs']['filters']['countries']

/** A country in the reader's language: the filter's names ('जर्मनी'), else (a code they lack) its English name. */
function renderCountryName(t: Translate, code: string): string {
  // Typed as one of the translated codes; a code without a translation falls back to defaultValue.
  return t(`jobs:filters.countries.${code as TranslatedCountry}`, { defaultValue: getCountryName(code) })
}

export interface JobPageText {
  heading: string
  intro: string
  description: string
}

/** The city and its state in the reader's language, a state that repeats the city's name once ('दिल्ली'). */
function describePlace(t: Translate, city: CityInfo): string {
  return renderLocation(
    t,
    describeJobLocation({ city: renderPlaceName(t, city.name), state: city.state && renderPlaceName(t, city.state) }),
  )
}

/** The heading, intro and meta description of a page, in the language of `t`. */
export function describeJobPage(t: Translate, target: JobPageTarget): JobPageText {
  switch (target.kind) {
    case 'jobs': {
      if (target.search) return describeSearch(t, target.search)
      const key = target.isFeatured ? (target.isRemote ? 'featuredRemote' : 'featured') : target.isRemote ? 'remote' : 'jobs'
      return {
        heading: t(`pages:${key}.heading`),
        intro: t(`pages:${key}.intro`),
        description: t(`pages:${key}.description`),
      }
    }
    case 'city': {
      const values = { city: renderPlaceName(t, target.city.name), place: describePlace(t, target.city), count: target.city.jobCount }
      return {
        heading: t('pages:city.heading', values),
        intro: t('pages:city.intro', values),
        description: t('pages:city.description', values),
      }
    }
    case 'role': {
      const values = { role: renderRoleName(t, target.role), count: target.role.jobCount }
      return {
        heading: t('pages:role.heading', values),
        intro: t('pages:role.intro', values),
        description: t('pages:role.description', values),
      }
    }
    case 'country': {
      const values = { country: renderCountryName(t, target.country) }
      return {
        heading: t('pages:country.heading', values),
        intro: t('pages:country.intro', values),
        description: t('pages:country.description', values),
      }
    }
    case 'visa':
    case 'government':
      return {
        heading: t(`pages:${target.kind}.heading`),
        intro: t(`pages:${target.kind}.intro`),
        description: t(`pages:${target.kind}.description`),
      }
  }
}

function describeSearch(t: Translate, search: JobSearchRequest): JobPageText {
  const values = { query: search.query, location: search.location }
  return {
    heading: renderSearchHeading(t, { ...search, correctedQuery: null }),
    intro: t('pages:search.intro'),
    description: t('pages:search.description', values),
  }
}

/** "Jobs in Pune – Page 2 | JobYatra"; the brand is never translated. */
export function buildDocumentTitle(t: Translate, heading: string, page: number): string {
  const title = page > 1 ? t('pages:pagedTitle', { title: heading, page }) : heading
  return withSiteName(title)
}
