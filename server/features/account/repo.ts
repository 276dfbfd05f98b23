import { and, eq, inArray, ne, or, sql, type Column, type SQL } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { forgetThrottleCounts } from '#server/features/auth/index.ts'
import { eraseMessagesTo, exportMessagesOf } from '#server/features/notifications/index.ts'
import {
  account,
  analyticsEvents,
  clickEvents,
  consents,
  onboardingProfiles,
  profiles,
  session,
  subscriptions,
  usageCounters,
  user,
  verification,
} from '#server/db/schema/index.ts'

/** The SQL of the settings page: a user's own rows, read, changed, exported and erased. */

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

/** Everything held about the user, for "download my data"; secrets (tokens, password hashes) left out. */
export async function collectUserData(db: Database, userId: string) {
  const owner = await findUser(db, userId)
  if (!owner) return null
  const addresses = addressesOf(owner)
  const [profile, onboarding, sessions, accounts, messages, clicks, consentHistory, analytics, subscription, usage] = await Promise.all([
    findProfile(db, userId),
    db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId)),
    db
      .select({
        id: session.id,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
      })
      .from(session)
      .where(eq(session.userId, userId)),
    db
      .select({
        providerId: account.providerId,
        accountId: account.accountId,
        scope: account.scope,
        createdAt: account.createdAt,
        updatedAt: account.updatedAt,
      })
      .from(account)
      .where(eq(account.userId, userId)),
    exportMessagesOf(db, { userId, addresses }),
    db
      .select({ jobId: clickEvents.jobId, query: clickEvents.query, location: clickEvents.location, createdAt: clickEvents.createdAt })
      .from(clickEvents)
      .where(eq(clickEvents.userId, userId))
      .orderBy(clickEvents.createdAt),
    db
      .select({
        version: consents.version,
        analytics: consents.analytics,
        marketing: consents.marketing,
        functional: consents.functional,
        recordedAt: consents.recordedAt,
      })
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(consents.recordedAt),
    db
      .select({
        name: analyticsEvents.name,
        path: analyticsEvents.path,
        funnelStep: analyticsEvents.funnelStep,
        properties: analyticsEvents.properties,
        occurredAt: analyticsEvents.occurredAt,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(analyticsEvents.occurredAt),
    db
      .select({
        planType: subscriptions.planType,
        status: subscriptions.status,
        expiresAt: subscriptions.expiresAt,
        isPremium: subscriptions.isPremium,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    db
      .select({ feature: usageCounters.feature, day: usageCounters.day, count: usageCounters.count })
      .from(usageCounters)
      .where(eq(usageCounters.userId, userId))
      .orderBy(usageCounters.day, usageCounters.feature),
  ])
  return {
    user: owner,
    profile,
    onboarding: onboarding[0] ?? null,
    sessions,
    accounts,
    messages,
    clicks,
    consents: consentHistory,
    analytics,
    subscription: subscription[0] ?? null,
    usage,
  }
}

/** `column` ends with `suffix`, compared literally (an address's `_` is no LIKE wildcard here). */
function endsWith(column: Column, suffix: string): SQL {
  return sql`right(${column}, ${suffix.length}) = ${suffix}`
}

function addressesOf(owner: { email: string; phoneNumber: string | null }): string[] {
  return owner.phoneNumber ? [owner.email, owner.phoneNumber] : [owner.email]
}

/**
 * Erases the user: the `user` row, from which every per-user table cascades (sessions, accounts,
 * profile, onboarding, their outbox rows, recorded consents, signed-in analytics events, subscription and daily usage counts), and in the same transaction the rows that name them without
 * a foreign key: messages sent to their address before the account existed (phone codes), pending
 * verification and reset tokens, sign-in counters and click events.
 */
export async function eraseUser(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select().from(user).where(eq(user.id, userId)).for('update')
    if (!owner) return false
    const addresses = addressesOf(owner)
    const email = owner.email.toLowerCase()
    await eraseMessagesTo(tx, addresses)
    await tx
      .delete(verification)
      .where(
        or(eq(verification.value, userId), inArray(verification.identifier, addresses), endsWith(verification.identifier, `:${email}`)),
      )
    await forgetThrottleCounts(tx, owner)
    await tx.delete(clickEvents).where(eq(clickEvents.userId, userId))
    await tx.delete(user).where(eq(user.id, userId))
    return true
  })
}
