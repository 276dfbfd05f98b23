import { href } from 'react-router'

/** The links a guide draws into the rest of the site: every one a route that exists (guide-paths.test.ts checks). */

export function buildGuidesPath(): string {
  return href('/guides')
}

export function buildGuidePath(slug: string): string {
  return href('/guides/:countrySlug', { countrySlug: slug })
}

/** Every open job in a country: /jobs?country=DE, the listing the guide's count describes. */
export function buildCountryJobsPath(countryCode: string): string {
  return `${href('/jobs')}?country=${encodeURIComponent(countryCode)}`
}

/** A city's job page, /jobs/in-{citySlug}. */
export function buildCityJobsPath(citySlug: string): string {
  return href('/jobs/:slug', { slug: `in-${citySlug}` })
}

export function buildVisaJobsPath(): string {
  return href('/visa-sponsorship-jobs')
}
