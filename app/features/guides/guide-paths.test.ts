import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { countryGuides } from '#core/guides/guides.ts'
import routes from '#app/routes.ts'
import { isBuiltPage } from '#app/shell/unbuilt-pages.ts'
import { buildCityJobsPath, buildCountryJobsPath, buildGuidePath, buildGuidesPath, buildVisaJobsPath } from './guide-paths.ts'

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  if (entry.index) return { index: true, handle: entry.file }
  return { path: entry.path ?? '', handle: entry.file, children: (entry.children ?? []).map(toRouteObject) }
}

/** The route module a path opens: not the catch-all 404 route, and not a page still to be built. */
function routeFileOf(path: string): string | undefined {
  const { pathname } = new URL(path, 'http://local')
  const file = matchRoutes(routes.map(toRouteObject), pathname)?.at(-1)?.route.handle
  return typeof file === 'string' ? file : undefined
}

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
  it.each(internalLinks().map((path) => [path]))('%s leads to a built page', (path) => {
    expect(isBuiltPage(path)).toBe(true)
    const file = routeFileOf(path)
    expect(file, path).toBeDefined()
    expect(file, path).not.toBe('routes/not-found.tsx')
  })

  it('reach the guide pages and the country listing by the routes that serve them', () => {
    expect(routeFileOf('/guides')).toBe('features/guides/routes/guides.tsx')
    expect(routeFileOf(buildGuidePath('germany'))).toBe('features/guides/routes/guide.tsx')
    expect(buildCountryJobsPath('DE')).toBe('/jobs?country=DE')
    expect(routeFileOf(buildCountryJobsPath('DE'))).toBe('routes/jobs.tsx')
    expect(buildCityJobsPath('dubai')).toBe('/jobs/in-dubai')
  })
})
