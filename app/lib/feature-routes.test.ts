import { expect, test } from 'vitest'
import { ADMIN_AREAS, ADMIN_PATHS } from '#core/auth/roles.ts'
import { adminRoutes } from './feature-routes.ts'

/** The admin area of the route table: a child per path of core/auth/roles.ts, each the screen its area's feature declares. */

const frame = { layout: 'features/admin/routes/admin-layout.tsx' }

function childPaths(entry: ReturnType<typeof adminRoutes>): Array<{ path: string; file: string }> {
  return (entry.children ?? []).map((child) => ({ path: child.index ? '/admin' : `/admin/${child.path ?? ''}`, file: child.file }))
}

/** A screen for every area, each its own module, the users screen declared by the admin feature. */
const everyScreen = ADMIN_AREAS.filter((area) => area.key !== 'users').map((area) => ({
  area: area.key,
  file: `features/other/routes/admin-${area.key}.tsx`,
}))

test('every admin path has one route: the screen its area’s feature declares', () => {
  const entry = adminRoutes([
    { name: 'admin', adminFrame: frame, adminScreens: [{ area: 'users', file: 'features/admin/routes/admin-users.tsx' }] },
    { name: 'other', adminScreens: everyScreen },
  ])
  expect(entry).toMatchObject({ path: 'admin', file: frame.layout })
  const children = childPaths(entry)
  expect(children.map((child) => child.path)).toEqual(ADMIN_PATHS)
  expect(children.filter((child) => child.path.startsWith('/admin/posts'))).toEqual([
    { path: '/admin/posts', file: 'features/other/routes/admin-posts.tsx' },
    { path: '/admin/posts/new', file: 'features/other/routes/admin-posts.tsx' },
    { path: '/admin/posts/:id/edit', file: 'features/other/routes/admin-posts.tsx' },
  ])
  expect(children.find((child) => child.path === '/admin/users')?.file).toBe('features/admin/routes/admin-users.tsx')
  const ids = (entry.children ?? []).map((child) => child.id)
  expect(new Set(ids).size).toBe(ids.length)
})

test('refuses an area no feature serves', () => {
  expect(() => adminRoutes([{ name: 'admin', adminFrame: frame, adminScreens: everyScreen }])).toThrow(
    'no feature declares the screen of the admin area "users"',
  )
})

test('refuses two screens for one area, and a table without exactly one frame', () => {
  const users = { area: 'users' as const, file: 'features/admin/routes/admin-users.tsx' }
  expect(() =>
    adminRoutes([
      { name: 'admin', adminFrame: frame, adminScreens: [users] },
      { name: 'other', adminScreens: [users] },
    ]),
  ).toThrow('two features declare the screen of the admin area "users"')
  expect(() => adminRoutes([{ name: 'admin', adminScreens: [users] }])).toThrow('exactly one feature declares the admin frame; found 0')
})
