import { describe, expect, test } from 'vitest'
import {
  ADMIN_AREA_KEYS,
  ADMIN_AREAS,
  ADMIN_PATHS,
  adminAreaForPath,
  adminAreasFor,
  canChangeRole,
  canGrantRole,
  grantableRoles,
  hasAreaAccess,
  STAFF_ROLES,
  type StaffRole,
} from './roles.ts'

/** Spec 000 §2's admin routes, copied from the spec. */
const SPEC_ADMIN_ROUTES =
  '/admin, /admin/dashboard, /admin/posts, /admin/posts/new, /admin/posts/{id}/edit, /admin/clusters, /admin/seo, /admin/calendar, /admin/content-generator, /admin/link-checker, /admin/users, /admin/system-settings, /admin/audit-log, /admin/whatsapp-config, /admin/whatsapp-users, /admin/whatsapp-broadcasts, /admin/whatsapp-monitor, /admin/whatsapp-data-requests, /admin/email-logs, /admin/resume-moderation, /admin/resume-templates, /admin/resume-analytics'
    .split(', ')
    .map((route) => route.replace('{id}', ':id'))

/** Areas the spec's table predates, each with the decision that placed it. */
const LATER_ROUTES = ['/admin/sources', '/admin/payments'] // decisions 022 (issue 9's job sources) and 051 (issue 22's payments ledger)

const EDITORS: StaffRole[] = ['editor', 'admin', 'super_admin']
const ADMINS: StaffRole[] = ['admin', 'super_admin']

/** Spec 000 §6's table, row by row: the page paths and the listed roles. */
const SPEC_TABLE: Array<[string[], StaffRole[]]> = [
  [['/admin', '/admin/dashboard', '/admin/posts', '/admin/posts/new', '/admin/posts/:id/edit'], EDITORS],
  [['/admin/clusters', '/admin/seo', '/admin/calendar', '/admin/content-generator', '/admin/link-checker'], EDITORS],
  [
    [
      '/admin/users',
      '/admin/system-settings',
      '/admin/audit-log',
      '/admin/whatsapp-config',
      '/admin/whatsapp-broadcasts',
      '/admin/email-logs',
    ],
    ADMINS,
  ],
  [['/admin/whatsapp-users'], ['support_agent', 'admin', 'super_admin']],
  [
    ['/admin/whatsapp-monitor', '/admin/whatsapp-data-requests'],
    ['analyst', 'support_agent', 'admin', 'super_admin'],
  ],
  [['/admin/resume-moderation'], ['admin', 'super_admin', 'support_agent']],
  [['/admin/resume-templates'], ['admin', 'super_admin', 'editor']],
  [['/admin/resume-analytics'], ['admin', 'super_admin', 'analyst']],
  // Decision 022: job sources are managed by those who manage users and system settings.
  [['/admin/sources'], ADMINS],
  // Decision 051: the payments ledger, for those who manage users and system settings.
  [['/admin/payments'], ADMINS],
]

describe('the admin route table (spec 000 §6, explicit lists)', () => {
  test('holds every admin route of spec 000 §2, and the later ones, exactly once', () => {
    expect([...ADMIN_PATHS].sort()).toEqual([...SPEC_ADMIN_ROUTES, ...LATER_ROUTES].sort())
    expect(new Set(ADMIN_PATHS).size).toBe(ADMIN_PATHS.length)
  })

  test.each(SPEC_TABLE.flatMap(([paths, roles]) => paths.map((path) => [path, roles] as const)))('%s admits exactly %j', (path, roles) => {
    const area = adminAreaForPath(path.replace(':id', 'post-42'))
    expect(area).toBeDefined()
    if (!area) return
    for (const role of STAFF_ROLES) expect(hasAreaAccess(role, area), `${role} on ${path}`).toBe(roles.includes(role))
  })

  test('no role is not staff: a user without one passes nowhere, even on lists that begin with analyst', () => {
    for (const area of ADMIN_AREAS) {
      expect(hasAreaAccess(null, area)).toBe(false)
      expect(hasAreaAccess(undefined, area)).toBe(false)
    }
    expect(adminAreasFor(null)).toEqual([])
  })

  test('super_admin passes everywhere', () => {
    expect(adminAreasFor('super_admin')).toEqual([...ADMIN_AREAS])
  })

  test('an analyst opens the WhatsApp monitor, data requests and resume analytics only', () => {
    expect(adminAreasFor('analyst').map((area) => area.key)).toEqual(['whatsappMonitor', 'whatsappDataRequests', 'resumeAnalytics'])
  })
})

describe('adminAreaForPath', () => {
  test('fills :id with any one segment and ignores a trailing slash', () => {
    expect(adminAreaForPath('/admin/posts/abc/edit')?.key).toBe('posts')
    expect(adminAreaForPath('/admin/users/')?.key).toBe('users')
    expect(adminAreaForPath('/admin/')?.key).toBe('home')
  })

  test('answers undefined outside the table', () => {
    for (const path of ['/admin/nope', '/admin/posts//edit', '/admin/posts/1/edit/more', '/administrator', '/admin/users/1']) {
      expect(adminAreaForPath(path), path).toBeUndefined()
    }
  })
})

describe('granting roles', () => {
  test('a super_admin grants and takes away every role', () => {
    for (const role of [...STAFF_ROLES, null]) expect(canGrantRole('super_admin', role)).toBe(true)
    expect(canChangeRole('super_admin', 'super_admin', null)).toBe(true)
  })

  test('an admin manages analysts, support agents and editors but neither admins nor super_admins', () => {
    expect(grantableRoles('admin')).toEqual(['analyst', 'support_agent', 'editor'])
    expect(canChangeRole('admin', null, 'editor')).toBe(true)
    expect(canChangeRole('admin', 'editor', null)).toBe(true)
    expect(canChangeRole('admin', null, 'admin')).toBe(false)
    expect(canChangeRole('admin', 'admin', 'editor')).toBe(false)
    expect(canChangeRole('admin', 'super_admin', null)).toBe(false)
  })

  test('no other role grants anything', () => {
    for (const granter of ['analyst', 'support_agent', 'editor', null] as const) {
      expect(grantableRoles(granter)).toEqual([])
      expect(canGrantRole(granter, null)).toBe(false)
    }
  })
})

test('every area has a key of ADMIN_AREA_KEYS, in the same order', () => {
  expect(ADMIN_AREAS.map((area) => area.key)).toEqual([...ADMIN_AREA_KEYS])
})
