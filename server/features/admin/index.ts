/** Staff administration: other features and server/services.ts reach it only through this file. */
export { setStaffRole, type Actor } from './role-grants.ts'
export { createAdminService, describeAdminAreas, type AdminService, type StaffActor, type SuperAdminOutcome } from './service.ts'
export { createAdminRoutes } from './routes.ts'
