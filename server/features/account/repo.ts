import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { account, profiles, session, user } from '#server/db/schema/index.ts'

/**
 * The SQL of the settings page: a user's own rows, read and changed. Export and erasure walk every
 * feature's declared personal data (server/lib/personal-data.ts; this feature's is personal-data.ts).
 */

export async function findUser(db: Database, userId: string) {
  const [row] = await db.select().from(user).where(eq(user.id, userId))
  return row ?? null
}

export async function findProfile(db: Database, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId))
  return row ?? null
}

export async function hasPasswordAccount(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), sql`${account.password} is not null`))
    .limit(1)
  return row !== undefined
}

export async function updateProfile(
  db: Database,
  input: {
    userId: string
    name: string
    firstName: string
    lastName: string | null
    phone: string | null
    location: string | null
    now: Date
  },
): Promise<void> {
  const { userId, name, now, ...fields } = input
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId))
    await tx
      .insert(profiles)
      .values({ userId, ...fields, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: now } })
  })
}

export async function listSessions(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), sql`${session.expiresAt} > ${now}`))
    .orderBy(sql`${session.updatedAt} desc`)
}

/** Deletes a session only when it is the user's own: the id alone never reaches another user's. */
export async function deleteOwnSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id })
  return deleted.length > 0
}

export async function deleteOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<number> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
    .returning({ id: session.id })
  return deleted.length
}
