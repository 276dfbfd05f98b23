import { isPhoneOnlyEmail } from '#core/auth/account-label.ts'
import type { AccountProfile, AccountSession, ProfileUpdate } from '#core/account/account.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { Viewer } from '#server/features/auth/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { erasePersonalData, exportPersonalData, type PersonalData } from '#server/lib/personal-data.ts'
import { deleteOtherSessions, deleteOwnSession, findProfile, findUser, hasPasswordAccount, listSessions, updateProfile } from './repo.ts'

/** The name as first and last, when the profile has none of its own yet (sign-up stores one full name). */
function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : null }
}

/**
 * The signed-in user's own account (settings): profile, sessions, export and erasure. Every method
 * takes the viewer, so a caller can only ever reach the viewer's rows (object-level access). Export
 * and erasure walk `personalData`, every feature's declaration of what it holds about a person.
 */
export function createAccountService(deps: { database: DatabaseHandle; personalData: readonly PersonalData[]; now?: () => Date }) {
  const { db } = deps.database
  const now = deps.now ?? (() => new Date())

  async function readProfile(viewer: Viewer): Promise<AccountProfile> {
    const [owner, profile, hasPassword] = await Promise.all([
      findUser(db, viewer.userId),
      findProfile(db, viewer.userId),
      hasPasswordAccount(db, viewer.userId),
    ])
    if (!owner) throw new AppError('AUTH_REQUIRED')
    const isPhoneOnly = isPhoneOnlyEmail(owner.email)
    // A phone-only account's name is its number until the person gives one.
    const fallback = isPhoneOnly && owner.name === owner.phoneNumber ? { firstName: '', lastName: null } : splitName(owner.name)
    return {
      email: owner.email,
      hasRealEmail: !isPhoneOnly,
      phoneNumber: owner.phoneNumber,
      firstName: profile?.firstName ?? fallback.firstName,
      lastName: profile?.firstName ? profile.lastName : fallback.lastName,
      phone: profile?.phone ?? null,
      location: profile?.location ?? null,
      hasPassword,
      createdAt: owner.createdAt.toISOString(),
    }
  }

  return {
    readProfile,

    /** Saves the profile fields (an unparsed body: parsed here with the form's schema) and the account's display name. */
    /** `update` is the route's parsed body: parsing it again would see its own output (null for an empty phone) and refuse it. */
    async updateProfile(viewer: Viewer, update: ProfileUpdate): Promise<AccountProfile> {
      const name = [update.firstName, update.lastName].filter((part) => part !== null).join(' ')
      await updateProfile(db, { userId: viewer.userId, name, ...update, now: now() })
      return readProfile(viewer)
    },

    async listSessions(viewer: Viewer): Promise<AccountSession[]> {
      const rows = await listSessions(db, viewer.userId, now())
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        isCurrent: row.id === viewer.sessionId,
      }))
    },

    /** Signs out one of the viewer's sessions; another user's session id is answered as unknown (404). */
    async revokeSession(viewer: Viewer, sessionId: string): Promise<void> {
      const deleted = await deleteOwnSession(db, viewer.userId, sessionId)
      if (!deleted) throw new AppError('NOT_FOUND')
    },

    /** Signs out every session of the viewer but this one; answers how many ended. */
    revokeOtherSessions(viewer: Viewer): Promise<number> {
      return deleteOtherSessions(db, viewer.userId, viewer.sessionId)
    },

    /** Everything held about the viewer (DPDP Act 2023 access), as one JSON document: each feature's part under its key. */
    async exportData(viewer: Viewer): Promise<{ exportedAt: string } & Record<string, unknown>> {
      const data = await exportPersonalData(db, deps.personalData, viewer.userId)
      if (!data) throw new AppError('AUTH_REQUIRED')
      return { exportedAt: now().toISOString(), ...data }
    },

    /** Erases the viewer's account and every row about them, in one transaction (DPDP Act 2023 erasure); their sessions end with it. */
    async deleteAccount(viewer: Viewer): Promise<void> {
      const deleted = await erasePersonalData(db, deps.personalData, viewer.userId)
      if (!deleted) throw new AppError('AUTH_REQUIRED')
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
