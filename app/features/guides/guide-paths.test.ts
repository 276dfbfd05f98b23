import { describe, expect, it } from 'vitest'
import { countryGuides } from '#core/guides/guides.ts'
import { routeFileFor } from '#tests/support/page-routes.ts'
import { buildCityJobsPath, buildCountryJobsPath, buildGuidePath, buildGuidesPath, buildVisaJobsPath } from './guide-paths.ts'

/** Every internal link the guide pages draw. */
function internalLinks(): string[] {
  return [
    buildGuidesPath(),
    buildVisaJobsPath(),
    buildCityJobsPath('dubai'),
    ...countryGuides.flatMap((guide) => [
      buildGuidePath(guide.slug),
      buildCountryJobsPath(guide.countryCode),
      ...guide.related.map((slug) => buildGuidePath(slug)),
    ]),
  ]
}

describe('the guides’ internal links', () => {
  it.each(internalLinks().map((path) => [path]))('%s leads to a page of the route table', (path) => {
    expect(routeFileFor(path), path).toBeDefined()
  })

  it('reach the guide pages and the country listing by the routes that serve them', () => {
    expect(routeFileFor('/guides')).toBe('features/guides/routes/guides.tsx')
    expect(routeFileFor(buildGuidePath('germany'))).toBe('features/guides/routes/guide.tsx')
    expect(buildCountryJobsPath('DE')).toBe('/jobs?country=DE')
    expect(routeFileFor(buildCountryJobsPath('DE'))).toBe('routes/jobs.tsx')
    expect(buildCityJobsPath('dubai')).toBe('/jobs/in-dubai')
  })
})
