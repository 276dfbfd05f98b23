export { loadAdminArea, loadAdminHome, type AdminAreaData, type AdminHomeData } from './load-admin.server.ts'
export { requireAdminArea, type StaffViewer } from './require-staff.server.ts'
