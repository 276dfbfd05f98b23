import { expect, test } from 'vitest'
import { ADMIN_PATHS } from '#core/auth/roles.ts'
import { adminRoutes } from './feature-routes.ts'

/** The admin area of the route table: a child per path of core/auth/roles.ts, a declared screen or the shared placeholder. */

const frame = { layout: 'features/admin/routes/admin-layout.tsx', placeholder: 'features/admin/routes/admin-placeholder.tsx' }

function childPaths(entry: ReturnType<typeof adminRoutes>): Array<{ path: string; file: string }> {
  return (entry.children ?? []).map((child) => ({ path: child.index ? '/admin' : `/admin/${child.path ?? ''}`, file: child.file }))
}

test('every admin path has one route: the screen its area’s feature declares, else the placeholder', () => {
  const entry = adminRoutes([
    { name: 'admin', adminFrame: frame, adminScreens: [{ area: 'users', file: 'features/admin/routes/admin-users.tsx' }] },
    { name: 'content', adminScreens: [{ area: 'posts', file: 'features/content/routes/admin-posts.tsx' }] },
  ])
  expect(entry).toMatchObject({ path: 'admin', file: frame.layout })
  const children = childPaths(entry)
  expect(children.map((child) => child.path)).toEqual(ADMIN_PATHS)
  expect(children.filter((child) => child.file !== frame.placeholder)).toEqual([
    { path: '/admin/posts', file: 'features/content/routes/admin-posts.tsx' },
    { path: '/admin/posts/new', file: 'features/content/routes/admin-posts.tsx' },
    { path: '/admin/posts/:id/edit', file: 'features/content/routes/admin-posts.tsx' },
    { path: '/admin/users', file: 'features/admin/routes/admin-users.tsx' },
  ])
  const ids = (entry.children ?? []).map((child) => child.id)
  expect(new Set(ids).size).toBe(ids.length)
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
