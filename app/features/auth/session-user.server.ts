import type { Viewer } from '#server/features/auth/index.ts'
import type { SessionUser } from './use-session-user.ts'

/** The part of the server's viewer the browser receives through the root loader. */
export function toSessionUser(viewer: Viewer): SessionUser {
  return {
    id: viewer.userId,
    email: viewer.email,
    name: viewer.name,
    firstName: viewer.firstName,
    phoneNumber: viewer.phoneNumber,
    role: viewer.role,
  }
}
