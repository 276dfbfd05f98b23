export { requireAdminArea, type StaffViewer } from './require-staff.server.ts'
