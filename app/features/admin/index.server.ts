export { loadAdminArea, loadAdminHome, type AdminAreaData, type AdminHomeData } from './load-admin.server.ts'
