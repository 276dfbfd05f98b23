export { requireSignedIn } from './require-user.server.ts'
export { toSessionUser } from './session-user.server.ts'
