import type { Context } from 'hono'
import { adminEndpoints } from '#core/admin/admin.endpoints.ts'
import * as adminSchemas from '#core/admin/admin.schema.ts'
import { DEFAULT_DASHBOARD_PERIOD, isDashboardPeriod } from '#core/admin/dashboard.ts'
import { adminAreaForPath, type AdminArea } from '#core/auth/roles.ts'
import { signedInAccess, staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import type { IngestService } from '#server/features/jobs/index.ts'
import type { NotificationsService } from '#server/features/notifications/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import { describeAdminAreas, type AdminService, type StaffActor } from './service.ts'
import { createEmailLogRoutes } from './email-log-routes.ts'
import { createSourceRoutes } from './sources-routes.ts'
import { createSystemSettingsRoutes } from './system-settings-routes.ts'

function areaOf(path: string): AdminArea {
  const area = adminAreaForPath(path)
  if (!area) throw new Error(`no admin area serves ${path}`)
  return area
}

const USERS_AREA = areaOf('/admin/users')
const AUDIT_LOG_AREA = areaOf('/admin/audit-log')
const DASHBOARD_AREA = areaOf('/admin/dashboard')

function staffActor(c: Context<SignedInEnv>): StaffActor {
  const viewer = c.get('viewer')
  if (!viewer.role) throw new AppError('INSUFFICIENT_PRIVILEGES')
  return { userId: viewer.userId, email: viewer.email, role: viewer.role }
}

/** The admin API, mounted at /api/admin by server/services.ts; every route checks its area's role list. */
export function createAdminRoutes(deps: {
  admin: AdminService
  auth: AuthService
  ingest: IngestService
  notifications: NotificationsService
}) {
  const router = createApiRouter()
  const tags = ['Admin']
  const usersAccess = staffAccess(deps.auth, USERS_AREA)

  const areasRoute = apiRoute(adminEndpoints.listAreas, adminSchemas, {
    access: signedInAccess(deps.auth),
    tags,
    summary: "The caller's admin areas",
    description: 'For any staff member: their role, the admin areas it opens (spec 000 §6, explicit lists) and those it does not.',
    answer: 'The role and its areas',
    errors: { 403: 'The caller has no staff role (INSUFFICIENT_PRIVILEGES)' },
  })
  router.openapi(areasRoute, (c) => c.json(describeAdminAreas(staffActor(c).role), 200))

  const usersRoute = apiRoute(adminEndpoints.findUsers, adminSchemas, {
    access: usersAccess,
    tags,
    summary: 'Find users by e-mail',
    description: 'admin and super_admin. Users whose e-mail contains the text (case-insensitive), exact match first, at most 20.',
    answer: 'Matching users with their staff role',
    errors: { 400: 'The text is missing or shorter than 3 characters' },
  })
  router.openapi(usersRoute, async (c) => c.json({ data: await deps.admin.findUsers(c.req.valid('query').email) }, 200))

  const setRoleRoute = apiRoute(adminEndpoints.setRole, adminSchemas, {
    access: usersAccess,
    tags,
    summary: "Give or take away a user's staff role",
    description:
      'admin and super_admin. Only a super_admin gives or takes away admin and super_admin; nobody changes their own role; ' +
      'the last super_admin cannot be demoted. Each change is written to the audit log in the same transaction.',
    answer: 'The user as they are now',
    errors: { 400: 'The body is not `{ "role": <role or null> }`', 404: 'No user has this id' },
  })
  router.openapi(setRoleRoute, async (c) => {
    const result = await deps.admin.changeRole(staffActor(c), c.req.valid('param').userId, c.req.valid('json').role)
    return c.json({ data: result.user, changed: result.changed }, 200)
  })

  const setDisabledRoute = apiRoute(adminEndpoints.setDisabled, adminSchemas, {
    access: usersAccess,
    tags,
    summary: 'Disable or enable an account',
    description:
      'admin and super_admin, with a reason. A disabled account cannot sign in by any path (password, Google, phone code) and every ' +
      'session it had ends at once. Nobody disables their own account; only a super_admin disables or enables an admin or a super_admin. ' +
      'Each change is written to the audit log with before and after in the same transaction.',
    answer: 'The user as they are now',
    errors: { 400: 'No reason, or not `{ "disabled": boolean, "reason": text }`', 404: 'No user has this id' },
  })
  router.openapi(setDisabledRoute, async (c) => {
    const result = await deps.admin.setDisabled(staffActor(c), c.req.valid('param').userId, c.req.valid('json'))
    return c.json({ data: result.user, changed: result.changed }, 200)
  })

  const setPremiumGrantRoute = apiRoute(adminEndpoints.setPremiumGrant, adminSchemas, {
    access: usersAccess,
    tags,
    summary: 'Give premium for a while, or take it away',
    description:
      'admin and super_admin, with a reason. Premium until `until` (in the future, at most 366 days ahead), counted by the plan ' +
      'resolver wherever premium is checked (unlimited applications and chat, premium templates …); `until: null` takes the grant ' +
      'away (a paid plan is not touched). Each change is written to the audit log with before and after.',
    answer: 'The user as they are now',
    errors: { 400: 'No reason, or an end in the past or too far ahead', 404: 'No user has this id' },
  })
  router.openapi(setPremiumGrantRoute, async (c) => {
    const result = await deps.admin.grantPremium(staffActor(c), c.req.valid('param').userId, c.req.valid('json'))
    return c.json({ data: result.user, changed: result.changed }, 200)
  })

  const dashboardRoute = apiRoute(adminEndpoints.readDashboard, adminSchemas, {
    access: staffAccess(deps.auth, DASHBOARD_AREA),
    tags,
    summary: 'The staff dashboard',
    description:
      'editor, admin and super_admin. Each metric the features declare (sign-ups, active users, searches, applications, payments, …) counted per India day over the last `days` days, today included.',
    answer: 'The days and each metric per day',
    errors: { 400: '`days` is not 7, 30 or 90' },
  })
  router.openapi(dashboardRoute, async (c) => {
    const { days } = c.req.valid('query')
    const period = days === undefined ? DEFAULT_DASHBOARD_PERIOD : Number(days)
    return c.json(await deps.admin.readDashboard(isDashboardPeriod(period) ? period : DEFAULT_DASHBOARD_PERIOD), 200)
  })

  const auditLogRoute = apiRoute(adminEndpoints.readAuditLog, adminSchemas, {
    access: staffAccess(deps.auth, AUDIT_LOG_AREA),
    tags,
    summary: 'The audit log',
    description: 'admin and super_admin. Staff actions newest first, 50 a page; pass `next_after` as `after` for the next page.',
    answer: 'A page of entries',
    errors: { 400: '`after` is not an entry id' },
  })
  router.openapi(auditLogRoute, async (c) => {
    const { after } = c.req.valid('query')
    return c.json(await deps.admin.readAuditLog(after === undefined ? null : Number(after)), 200)
  })

  router.route('/sources', createSourceRoutes(deps))
  router.route('/email-logs', createEmailLogRoutes(deps))
  router.route('/system-settings', createSystemSettingsRoutes(deps))

  return router
}
