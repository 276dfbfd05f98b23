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

/** The viewer, and the cookies the browser must be sent with the page (a slid session's fresh lifetime, a dead one's removal). */
export interface ViewerRead {
  state: ViewerState
  setCookies: string[]
}

export async function readViewer(auth: Auth, db: Database, headers: Headers, now: Date = new Date()): Promise<ViewerState> {
  return (await readViewerWithCookies(auth, db, headers, now)).state
}

/**
 * Reads the session as better-auth's /get-session does, keeping the cookies it sets: once a day it
 * slides the session's expiry forward (the idle time-out) and re-sets the cookie with the new lifetime,
 * and a page read through here must pass that on, or the browser's cookie would die 7 days after
 * sign-in however active the person is.
 */
export async function readViewerWithCookies(auth: Auth, db: Database, headers: Headers, now: Date = new Date()): Promise<ViewerRead> {
  const { headers: answerHeaders, response: found } = await auth.api.getSession({ headers, returnHeaders: true })
  const setCookies = answerHeaders.getSetCookie()
  if (!found) return { state: hasSessionCookie(headers) ? { kind: 'expired' } : { kind: 'signed-out' }, setCookies }
  if (now.getTime() - found.session.createdAt.getTime() > SESSION_ABSOLUTE_MS) {
    await db.delete(sessionTable).where(eq(sessionTable.id, found.session.id))
    return { state: { kind: 'expired' }, setCookies: [] }
  }
  const [profile] = await db
    .select({ role: profiles.role, firstName: profiles.firstName, disabledAt: profiles.disabledAt })
    .from(profiles)
    .where(eq(profiles.userId, found.user.id))
  // Disabling ends every session at once (decision 071); one made in the same instant ends here.
  if (profile?.disabledAt) {
    await db.delete(sessionTable).where(eq(sessionTable.userId, found.user.id))
    return { state: { kind: 'expired' }, setCookies: [] }
  }
  const phone = (found.user as { phoneNumber?: string | null }).phoneNumber ?? null
  const viewer: Viewer = {
    userId: found.user.id,
    sessionId: found.session.id,
    email: found.user.email,
    emailVerified: found.user.emailVerified,
    name: found.user.name,
    phoneNumber: phone,
    createdAt: found.user.createdAt,
    role: isStaffRole(profile?.role) ? profile.role : null,
    firstName: profile?.firstName ?? null,
  }
  return { state: { kind: 'signed-in', viewer }, setCookies }
}
