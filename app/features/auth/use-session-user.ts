import { useRouteLoaderData } from 'react-router'
import { isStaffRole, type StaffRole } from '#core/auth/roles.ts'

/** The signed-in person as every screen sees them (the root loader's `user`). */
export interface SessionUser {
  id: string
  email: string
  name: string
  firstName: string | null
  phoneNumber: string | null
  role: StaffRole | null
}

/**
 * Reads `user` from the root loader's data: the one place the browser decides whether someone is
 * signed in (the server decides for itself on every request).
 */
export function readSessionUser(rootData: unknown): SessionUser | null {
  if (typeof rootData !== 'object' || rootData === null || !('user' in rootData)) return null
  const user = rootData.user as Partial<SessionUser> | null
  if (typeof user !== 'object' || user === null) return null
  if (typeof user.id !== 'string' || typeof user.email !== 'string') return null
  return {
    id: user.id,
    email: user.email,
    name: typeof user.name === 'string' ? user.name : '',
    firstName: typeof user.firstName === 'string' ? user.firstName : null,
    phoneNumber: typeof user.phoneNumber === 'string' ? user.phoneNumber : null,
    role: isStaffRole(user.role) ? user.role : null,
  }
}

export function useSessionUser(): { user: SessionUser | null; isSignedIn: boolean } {
  const user = readSessionUser(useRouteLoaderData('root'))
  return { user, isSignedIn: user !== null }
}
