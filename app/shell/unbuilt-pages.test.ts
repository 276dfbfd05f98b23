import type { RouteConfigEntry } from '@react-router/dev/routes'
import { expect, test } from 'vitest'
import routes from '#app/routes.ts'
import { navGroups } from './nav-items.ts'
import { isBuiltPage, unbuiltPages } from './unbuilt-pages.ts'

/** Every route pattern of app/routes.ts, parents' paths joined ('/jobs/:slug', '/admin/users', '*'). */
function routePatterns(entries: readonly RouteConfigEntry[], parentPath = ''): string[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? parentPath : `${parentPath}/${entry.path}`.replace(/\/+/gu, '/')
    const own = entry.index || (entry.path !== undefined && !entry.children?.length) ? [pattern || '/'] : []
    return [...own, ...routePatterns(entry.children ?? [], pattern)]
  })
}

test('no unbuilt page has a route: the issue that builds one removes it from the list, and its links appear', () => {
  const patterns = routePatterns(routes).filter((pattern) => pattern !== '/*')
  for (const page of unbuiltPages) {
    const served = patterns.filter((pattern) => pattern === page || pattern.startsWith(`${page}/`))
    expect(served, `${page} has a route now: remove it from app/shell/unbuilt-pages.ts`).toEqual([])
  }
})

test('a path, with its query or below an unbuilt page, is judged by its path', () => {
  expect(isBuiltPage('/jobs?featured=true')).toBe(true)
  expect(isBuiltPage('/mock-interview')).toBe(true)
  expect(isBuiltPage('/pricing')).toBe(true)
  expect(isBuiltPage('/blog/topics/resume')).toBe(true)
  expect(isBuiltPage('/about')).toBe(true)
  expect(isBuiltPage('/companies/northgate-mutual')).toBe(true)
  expect(isBuiltPage('/guides?country=ca')).toBe(true)
})

test('the header menus offer only built pages, and a group with none is not shown', () => {
  for (const group of navGroups) {
    expect(group.items.length, group.id).toBeGreaterThan(0)
    for (const item of group.items) expect(isBuiltPage(item.to), item.to).toBe(true)
  }
})
