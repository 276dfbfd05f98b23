export { setStaffRole, type Actor } from './role-grants.ts'
