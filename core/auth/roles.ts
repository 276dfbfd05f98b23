/**
 * Staff roles and the admin route table (spec 000 §6) with the explicit-list rule of DESIGN.md
 * "Decided departures": a user passes a route when their role is in that route's list;
 * super_admin passes everywhere; a user with no role is not staff. The server gates every /admin
 * page and admin API with `canAccessAdminPath`; the browser uses the same table only to show or
 * hide links.
 */

export const STAFF_ROLES = ['analyst', 'support_agent', 'editor', 'admin', 'super_admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

const EDITORS = ['editor', 'admin', 'super_admin'] as const satisfies readonly StaffRole[]
const ADMINS = ['admin', 'super_admin'] as const satisfies readonly StaffRole[]

/** The areas of spec 000 §6's table, in its order, then the job sources of issue 9 (decision 022). */
export const ADMIN_AREA_KEYS = [
  'home',
  'posts',
  'clusters',
  'seo',
  'calendar',
  'contentGenerator',
  'linkChecker',
  'users',
  'systemSettings',
  'auditLog',
  'whatsappConfig',
  'whatsappBroadcasts',
  'emailLogs',
  'whatsappUsers',
  'whatsappMonitor',
  'whatsappDataRequests',
  'resumeModeration',
  'resumeTemplates',
  'resumeAnalytics',
  'jobSources',
  'payments',
] as const
export type AdminAreaKey = (typeof ADMIN_AREA_KEYS)[number]

export function isAdminAreaKey(value: unknown): value is AdminAreaKey {
  return typeof value === 'string' && (ADMIN_AREA_KEYS as readonly string[]).includes(value)
}

export interface AdminArea {
  /** Stable key: the i18n key of its name (admin:areas.<key>). */
  key: AdminAreaKey
  /** The page paths of the area; `:id` stands for one path segment. */
  paths: readonly string[]
  roles: readonly StaffRole[]
}

/** Spec 000 §6's table, one entry per area, every admin route of spec 000 §2 in exactly one of them, and the job sources. */
export const ADMIN_AREAS: readonly AdminArea[] = [
  { key: 'home', paths: ['/admin', '/admin/dashboard'], roles: EDITORS },
  { key: 'posts', paths: ['/admin/posts', '/admin/posts/new', '/admin/posts/:id/edit'], roles: EDITORS },
  { key: 'clusters', paths: ['/admin/clusters'], roles: EDITORS },
  { key: 'seo', paths: ['/admin/seo'], roles: EDITORS },
  { key: 'calendar', paths: ['/admin/calendar'], roles: EDITORS },
  { key: 'contentGenerator', paths: ['/admin/content-generator'], roles: EDITORS },
  { key: 'linkChecker', paths: ['/admin/link-checker'], roles: EDITORS },
  { key: 'users', paths: ['/admin/users'], roles: ADMINS },
  { key: 'systemSettings', paths: ['/admin/system-settings'], roles: ADMINS },
  { key: 'auditLog', paths: ['/admin/audit-log'], roles: ADMINS },
  { key: 'whatsappConfig', paths: ['/admin/whatsapp-config'], roles: ADMINS },
  { key: 'whatsappBroadcasts', paths: ['/admin/whatsapp-broadcasts'], roles: ADMINS },
  { key: 'emailLogs', paths: ['/admin/email-logs'], roles: ADMINS },
  { key: 'whatsappUsers', paths: ['/admin/whatsapp-users'], roles: ['support_agent', 'admin', 'super_admin'] },
  { key: 'whatsappMonitor', paths: ['/admin/whatsapp-monitor'], roles: ['analyst', 'support_agent', 'admin', 'super_admin'] },
  { key: 'whatsappDataRequests', paths: ['/admin/whatsapp-data-requests'], roles: ['analyst', 'support_agent', 'admin', 'super_admin'] },
  { key: 'resumeModeration', paths: ['/admin/resume-moderation'], roles: ['admin', 'super_admin', 'support_agent'] },
  { key: 'resumeTemplates', paths: ['/admin/resume-templates'], roles: ['admin', 'super_admin', 'editor'] },
  { key: 'resumeAnalytics', paths: ['/admin/resume-analytics'], roles: ['admin', 'super_admin', 'analyst'] },
  // Not in spec 000 §6's table, which predates job sources (decision 022).
  { key: 'jobSources', paths: ['/admin/sources'], roles: ADMINS },
  // Not in spec 000 §6's table either: the payments ledger staff reconcile (decision 051).
  { key: 'payments', paths: ['/admin/payments'], roles: ADMINS },
]

/** Every admin page path of spec 000 §2 and /admin/sources, in the table's order. */
export const ADMIN_PATHS: readonly string[] = ADMIN_AREAS.flatMap((area) => area.paths)

export function hasAreaAccess(role: StaffRole | null | undefined, area: AdminArea): boolean {
  if (!role) return false
  return role === 'super_admin' || area.roles.includes(role)
}

function matchesPath(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/')
  const pathParts = pathname.replace(/\/+$/, '').split('/')
  if (patternParts.length !== pathParts.length) return false
  return patternParts.every((part, index) => (part === ':id' ? (pathParts[index] ?? '') !== '' : part === pathParts[index]))
}

/** The area an admin page path belongs to, or undefined for a path outside the table. */
export function adminAreaForPath(pathname: string): AdminArea | undefined {
  return ADMIN_AREAS.find((area) => area.paths.some((pattern) => matchesPath(pattern, pathname)))
}

/** The areas a role opens, for /admin's overview. */
export function adminAreasFor(role: StaffRole | null | undefined): AdminArea[] {
  return ADMIN_AREAS.filter((area) => hasAreaAccess(role, area))
}

/**
 * Whether a staff member may give a role (null: take staff access away). Only a super_admin gives or
 * takes admin and super_admin; an admin manages the other roles; nobody else grants anything.
 */
export function canGrantRole(granter: StaffRole | null | undefined, role: StaffRole | null): boolean {
  if (granter === 'super_admin') return true
  if (granter !== 'admin') return false
  return role !== 'admin' && role !== 'super_admin'
}

/**
 * Whether a staff member may move a user from one role to another: both the role taken away and the
 * role given must be theirs to grant, so an admin can neither promote to admin nor demote an admin.
 */
export function canChangeRole(granter: StaffRole | null | undefined, from: StaffRole | null, to: StaffRole | null): boolean {
  return canGrantRole(granter, from) && canGrantRole(granter, to)
}

/** The roles a staff member may give, for the role picker (the server checks canChangeRole again). */
export function grantableRoles(granter: StaffRole | null | undefined): StaffRole[] {
  return STAFF_ROLES.filter((role) => canGrantRole(granter, role))
}

/**
 * Whether a staff member may disable or enable an account (decision 071): by the role-grant rule, only
 * a user whose role they could take away, so only a super_admin disables an admin or a super_admin.
 * Nobody disables their own account (the service checks that by id).
 */
export function canDisableAccount(actor: StaffRole | null | undefined, target: StaffRole | null): boolean {
  return canGrantRole(actor, target)
}
