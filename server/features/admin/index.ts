/** Staff administration: other features reach it only through this file; it registers itself in feature.ts. */
export { setStaffRole, type Actor } from './role-grants.ts'
export { createAdminService, describeAdminAreas, type AdminService, type StaffActor, type SuperAdminOutcome } from './service.ts'
export { createAdminRoutes } from './routes.ts'
export { systemSettingsGuard } from './system-settings-guard.ts'
