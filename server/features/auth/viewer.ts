import { eq } from 'drizzle-orm'
import { isStaffRole, type StaffRole } from '#core/auth/roles.ts'
import type { Database } from '#server/db/client.ts'
import { profiles, session as sessionTable } from '#server/db/schema/index.ts'
import type { Auth } from './auth.ts'
import { SESSION_ABSOLUTE_MS } from './constants.ts'

/** The signed-in person a request carries, as pages and APIs see them. */
export interface Viewer {
  userId: string
  sessionId: string
  email: string
  emailVerified: boolean
  name: string
  phoneNumber: string | null
  createdAt: Date
  role: StaffRole | null
  firstName: string | null
}

/**
 * What a request's cookies say: signed in; signed out; or expired — the browser still holds a
 * session cookie the server no longer honours, so the page can say 'Session Expired'.
 */
export type ViewerState = { kind: 'signed-in'; viewer: Viewer } | { kind: 'signed-out' } | { kind: 'expired' }

const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Secure-|__Host-)?jobyatra\.session_token=/

export function hasSessionCookie(headers: Headers): boolean {
  return SESSION_COOKIE_PATTERN.test(headers.get('cookie') ?? '')
}

export async function readViewer(auth: Auth, db: Database, headers: Headers, now: Date = new Date()): Promise<ViewerState> {
  const found = await auth.api.getSession({ headers })
  if (!found) return hasSessionCookie(headers) ? { kind: 'expired' } : { kind: 'signed-out' }
  if (now.getTime() - found.session.createdAt.getTime() > SESSION_ABSOLUTE_MS) {
    await db.delete(sessionTable).where(eq(sessionTable.id, found.session.id))
    return { kind: 'expired' }
  }
  const [profile] = await db
    .select({ role: profiles.role, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.userId, found.user.id))
  const phone = (found.user as { phoneNumber?: string | null }).phoneNumber ?? null
  return {
    kind: 'signed-in',
    viewer: {
      userId: found.user.id,
      sessionId: found.session.id,
      email: found.user.email,
      emailVerified: found.user.emailVerified,
      name: found.user.name,
      phoneNumber: phone,
      createdAt: found.user.createdAt,
      role: isStaffRole(profile?.role) ? profile.role : null,
      firstName: profile?.firstName ?? null,
    },
  }
}
