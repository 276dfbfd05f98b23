export { gatePage, type PageAccess, type StaffViewer } from './page-gate.server.ts'
export { toSessionUser } from './session-user.server.ts'
