import { createRoute } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import {
  adminAreasResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  setRoleResponseSchema,
  setRoleSchema,
  userIdParamSchema,
  userSearchResponseSchema,
  userSearchSchema,
} from '#core/admin/admin.schema.ts'
import { adminAreaForPath, type AdminArea } from '#core/auth/roles.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { requireSignedInApi, requireStaffApi, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { IngestService } from '#server/features/jobs/index.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import { describeAdminAreas, type AdminService, type StaffActor } from './service.ts'
import { createSourceRoutes } from './sources-routes.ts'

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})

const refusals = {
  401: errorContent('Not signed in ("Authentication required. Please log in.")'),
  403: errorContent("The caller's role is not in this area's list (INSUFFICIENT_PRIVILEGES)"),
}

function areaOf(path: string): AdminArea {
  const area = adminAreaForPath(path)
  if (!area) throw new Error(`no admin area serves ${path}`)
  return area
}

const USERS_AREA = areaOf('/admin/users')
const AUDIT_LOG_AREA = areaOf('/admin/audit-log')

const areasRoute = (guard: MiddlewareHandler<SignedInEnv>) =>
  createRoute({
    middleware: [guard] as const,
    method: 'get',
    path: '/areas',
    tags: ['Admin'],
    summary: "The caller's admin areas",
    description: 'For any staff member: their role, the admin areas it opens (spec 000 §6, explicit lists) and those it does not.',
    responses: {
      200: { description: 'The role and its areas', content: { 'application/json': { schema: adminAreasResponseSchema } } },
      ...refusals,
    },
  })

const usersRoute = (guard: MiddlewareHandler<SignedInEnv>) =>
  createRoute({
    middleware: [guard] as const,
    method: 'get',
    path: '/users',
    tags: ['Admin'],
    summary: 'Find users by e-mail',
    description: 'admin and super_admin. Users whose e-mail contains the text (case-insensitive), exact match first, at most 20.',
    request: { query: userSearchSchema },
    responses: {
      200: { description: 'Matching users with their staff role', content: { 'application/json': { schema: userSearchResponseSchema } } },
      400: errorContent('The text is missing or shorter than 3 characters'),
      ...refusals,
    },
  })

const setRoleRoute = (guard: MiddlewareHandler<SignedInEnv>) =>
  createRoute({
    middleware: [guard] as const,
    method: 'put',
    path: '/users/{userId}/role',
    tags: ['Admin'],
    summary: "Give or take away a user's staff role",
    description:
      'admin and super_admin. Only a super_admin gives or takes away admin and super_admin; nobody changes their own role; ' +
      'the last super_admin cannot be demoted. Each change is written to the audit log in the same transaction.',
    request: {
      params: userIdParamSchema,
      body: { required: true, content: { 'application/json': { schema: setRoleSchema } } },
    },
    responses: {
      200: { description: 'The user as they are now', content: { 'application/json': { schema: setRoleResponseSchema } } },
      400: errorContent('The body is not `{ "role": <role or null> }`'),
      ...refusals,
      404: errorContent('No user has this id'),
    },
  })

const auditLogRoute = (guard: MiddlewareHandler<SignedInEnv>) =>
  createRoute({
    middleware: [guard] as const,
    method: 'get',
    path: '/audit-log',
    tags: ['Admin'],
    summary: 'The audit log',
    description: 'admin and super_admin. Staff actions newest first, 50 a page; pass `next_after` as `after` for the next page.',
    request: { query: auditLogQuerySchema },
    responses: {
      200: { description: 'A page of entries', content: { 'application/json': { schema: auditLogResponseSchema } } },
      400: errorContent('`after` is not an entry id'),
      ...refusals,
    },
  })

function staffActor(c: Context<SignedInEnv>): StaffActor {
  const viewer = c.get('viewer')
  if (!viewer.role) throw new AppError('INSUFFICIENT_PRIVILEGES')
  return { userId: viewer.userId, email: viewer.email, role: viewer.role }
}

/** The admin API, mounted at /api/admin by server/services.ts; every route checks its area's role list. */
export function createAdminRoutes(deps: { admin: AdminService; auth: AuthService; ingest: IngestService }) {
  const router = createApiRouter()
  // Staff answers are per person and change with every grant.
  router.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })
  const usersGuard = requireStaffApi(deps.auth, USERS_AREA)

  router.openapi(areasRoute(requireSignedInApi(deps.auth)), (c) => {
    const actor = staffActor(c)
    return c.json(describeAdminAreas(actor.role), 200)
  })

  router.openapi(usersRoute(usersGuard), async (c) => {
    const users = await deps.admin.findUsers(c.req.valid('query').email)
    return c.json({ data: users }, 200)
  })

  router.openapi(setRoleRoute(usersGuard), async (c) => {
    const result = await deps.admin.changeRole(staffActor(c), c.req.valid('param').userId, c.req.valid('json').role)
    return c.json({ data: result.user, changed: result.changed }, 200)
  })

  router.openapi(auditLogRoute(requireStaffApi(deps.auth, AUDIT_LOG_AREA)), async (c) => {
    const { after } = c.req.valid('query')
    return c.json(await deps.admin.readAuditLog(after === undefined ? null : Number(after)), 200)
  })

  router.route('/sources', createSourceRoutes(deps))

  return router
}
