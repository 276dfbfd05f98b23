import type { Context } from 'hono'
import { systemSettingsEndpoints } from '#core/admin/admin.endpoints.ts'
import * as systemSettingsSchemas from '#core/admin/system-settings.schema.ts'
import { staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { AdminService, StaffActor } from './service.ts'

function actorOf(c: Context<SignedInEnv>): StaffActor {
  const viewer = c.get('viewer')
  if (!viewer.role) throw new AppError('INSUFFICIENT_PRIVILEGES')
  return { userId: viewer.userId, email: viewer.email, role: viewer.role }
}

/** /api/admin/system-settings (decision 071), mounted by the admin router; both routes check the system settings area's list. */
export function createSystemSettingsRoutes(deps: { admin: AdminService; auth: AuthService }) {
  const access = staffAccess(deps.auth, '/admin/system-settings')
  const tags = ['Admin']
  const router = createApiRouter()

  const readRoute = apiRoute(systemSettingsEndpoints.read, systemSettingsSchemas, {
    access,
    tags,
    summary: 'Feature flags, maintenance mode and plan limits',
    description:
      'admin and super_admin. The feature flags and maintenance mode as stored now, and the daily limits of each plan, read-only, from the module that defines them.',
    answer: 'The settings',
  })
  router.openapi(readRoute, async (c) => c.json(await deps.admin.readSystemSettings(), 200))

  const updateRoute = apiRoute(systemSettingsEndpoints.update, systemSettingsSchemas, {
    access,
    tags,
    summary: 'Change feature flags and maintenance mode',
    description:
      'admin and super_admin. Every flag and the maintenance mode at once (a message of 3 to 500 characters while it is on). Every server ' +
      'applies the change within 5 seconds. Written to the audit log with every setting before and after.',
    answer: 'The settings as they are now',
    errors: { 400: 'A flag is missing, or maintenance is on without a message' },
  })
  router.openapi(updateRoute, async (c) => c.json(await deps.admin.updateSystemSettings(actorOf(c), c.req.valid('json')), 200))

  return router
}
