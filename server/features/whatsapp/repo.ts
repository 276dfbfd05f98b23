import { and, asc, desc, eq, gt, gte, inArray, notExists, or, sql } from 'drizzle-orm'
import type { AlertChannel, WhatsappState } from '#core/whatsapp/whatsapp.ts'
import type { Database } from '#server/db/client.ts'
import {
  auditLog,
  savedSearches,
  user,
  whatsappBroadcasts,
  whatsappDataRequests,
  whatsappDigests,
  whatsappEvents,
  whatsappSubscriptions,
  type WhatsappSubscriptionRow,
} from '#server/db/schema/index.ts'

export async function findSubscription(db: Database, userId: string): Promise<WhatsappSubscriptionRow | null> {
  const [row] = await db.select().from(whatsappSubscriptions).where(eq(whatsappSubscriptions.userId, userId))
  return row ?? null
}

/**
 * Saves a person's number and choices. A new number starts over at `pending` (the person must write
 * to us from it); the same number keeps its state.
 */
export async function upsertSubscription(
  db: Database,
  input: { userId: string; phone: string; isDailyOn: boolean; dailyChannel: AlertChannel; locale: 'en' | 'hi'; now: Date },
): Promise<void> {
  await db
    .insert(whatsappSubscriptions)
    .values({ ...input, state: 'pending', createdAt: input.now, updatedAt: input.now })
    .onConflictDoUpdate({
      target: whatsappSubscriptions.userId,
      set: {
        isDailyOn: input.isDailyOn,
        dailyChannel: input.dailyChannel,
        locale: input.locale,
        updatedAt: input.now,
        phone: input.phone,
        state: sql`case when ${whatsappSubscriptions.phone} = ${input.phone} then ${whatsappSubscriptions.state} else 'pending' end`,
        optedInAt: sql`case when ${whatsappSubscriptions.phone} = ${input.phone} then ${whatsappSubscriptions.optedInAt} else null end`,
        windowUntil: sql`case when ${whatsappSubscriptions.phone} = ${input.phone} then ${whatsappSubscriptions.windowUntil} else null end`,
      },
    })
}

/** Records a webhook event once; false when it was taken before (a replay or Meta's retry). */
export async function recordEvent(
  db: Database,
  event: { id: string; kind: 'inbound' | 'status'; status: string; providerMessageId: string; errorCode: number | null; occurredAt: Date },
): Promise<boolean> {
  const rows = await db.insert(whatsappEvents).values(event).onConflictDoNothing().returning({ id: whatsappEvents.id })
  return rows.length > 0
}

/** A message from a number: opens its 24-hour window and applies the keyword's effect to every account with that number. */
export async function applyInbound(
  db: Database,
  input: { phone: string; windowUntil: Date; state: WhatsappState | null; at: Date },
): Promise<number> {
  const set: Partial<typeof whatsappSubscriptions.$inferInsert> = {
    windowUntil:
      sql`greatest(coalesce(${whatsappSubscriptions.windowUntil}, ${input.windowUntil.toISOString()}::timestamptz), ${input.windowUntil.toISOString()}::timestamptz)` as unknown as Date,
    updatedAt: input.at,
  }
  if (input.state === 'active') Object.assign(set, { state: 'active', optedInAt: input.at, optedOutAt: null })
  if (input.state === 'stopped') Object.assign(set, { state: 'stopped', optedOutAt: input.at })
  const rows = await db
    .update(whatsappSubscriptions)
    .set(set)
    .where(eq(whatsappSubscriptions.phone, input.phone))
    .returning({ userId: whatsappSubscriptions.userId })
  return rows.length
}

export async function setState(db: Database, userId: string, state: WhatsappState, at: Date): Promise<boolean> {
  const rows = await db
    .update(whatsappSubscriptions)
    .set({ state, updatedAt: at, ...(state === 'stopped' ? { optedOutAt: at } : { optedInAt: at }) })
    .where(eq(whatsappSubscriptions.userId, userId))
    .returning({ userId: whatsappSubscriptions.userId })
  return rows.length > 0
}

export async function setDailyOn(db: Database, userId: string, isDailyOn: boolean, at: Date): Promise<void> {
  await db.update(whatsappSubscriptions).set({ isDailyOn, updatedAt: at }).where(eq(whatsappSubscriptions.userId, userId))
}

export async function listSavedSearchAlerts(db: Database, userId: string) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      isEmailOn: savedSearches.isEmailAlertOn,
      isWhatsappOn: savedSearches.isWhatsappAlertOn,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
}

export async function setSavedSearchAlert(
  db: Database,
  input: { userId: string; id: number; isEmailOn: boolean; isWhatsappOn: boolean },
): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ isEmailAlertOn: input.isEmailOn, isWhatsappAlertOn: input.isWhatsappOn })
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.userId)))
    .returning({ id: savedSearches.id })
  return rows.length > 0
}

/**
 * Who is due a digest on `day`: daily recommendations on, by a channel that can reach them now
 * (WhatsApp needs an active opt-in; e-mail only the choice), and no digest recorded for that day.
 */
export async function listDigestDue(db: Database, day: string): Promise<string[]> {
  const rows = await db
    .select({ userId: whatsappSubscriptions.userId })
    .from(whatsappSubscriptions)
    .where(
      and(
        eq(whatsappSubscriptions.isDailyOn, true),
        or(eq(whatsappSubscriptions.state, 'active'), inArray(whatsappSubscriptions.dailyChannel, ['email', 'both'])),
        notExists(
          db
            .select({ one: sql`1` })
            .from(whatsappDigests)
            .where(and(eq(whatsappDigests.userId, whatsappSubscriptions.userId), eq(whatsappDigests.istDate, day))),
        ),
      ),
    )
    .orderBy(asc(whatsappSubscriptions.userId))
  return rows.map((row) => row.userId)
}

/**
 * Claims the person's digest of `day` in `tx`: true for the one transaction that writes the row, false
 * for any other (already sent, or another server's transaction holds it and will commit it first).
 */
export async function claimDigest(tx: Database, input: { userId: string; day: string; jobIds: string[]; outcome: 'sent' | 'empty' }) {
  const rows = await tx
    .insert(whatsappDigests)
    .values({ userId: input.userId, istDate: input.day, jobIds: input.jobIds, outcome: input.outcome })
    .onConflictDoNothing()
    .returning({ userId: whatsappDigests.userId })
  return rows.length > 0
}

export async function hasDigest(db: Database, userId: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: whatsappDigests.userId })
    .from(whatsappDigests)
    .where(and(eq(whatsappDigests.userId, userId), eq(whatsappDigests.istDate, day)))
  return row !== undefined
}

/** The jobs the person's digests carried since `since` (not sent again). */
export async function listSentJobIds(db: Database, userId: string, since: string): Promise<Set<string>> {
  const rows = await db
    .select({ jobIds: whatsappDigests.jobIds })
    .from(whatsappDigests)
    .where(and(eq(whatsappDigests.userId, userId), gte(whatsappDigests.istDate, since)))
  return new Set(rows.flatMap((row) => row.jobIds))
}

export async function markSent(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(whatsappSubscriptions).set({ lastSentAt: at }).where(eq(whatsappSubscriptions.userId, userId))
}

export async function findEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId))
  return row?.email ?? null
}

export async function findUserIdByEmail(db: Database, email: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
  return row ?? null
}

export async function listSubscribers(db: Database, limit: number) {
  return db
    .select({
      userId: whatsappSubscriptions.userId,
      email: user.email,
      phone: whatsappSubscriptions.phone,
      state: whatsappSubscriptions.state,
      isDailyOn: whatsappSubscriptions.isDailyOn,
      lastSentAt: whatsappSubscriptions.lastSentAt,
      optedInAt: whatsappSubscriptions.optedInAt,
    })
    .from(whatsappSubscriptions)
    .innerJoin(user, eq(user.id, whatsappSubscriptions.userId))
    .orderBy(desc(whatsappSubscriptions.updatedAt))
    .limit(limit)
}

/** Delivery statuses per India day, newest first: what /admin/whatsapp-monitor shows. */
export async function countStatusesPerDay(db: Database, since: Date) {
  const day = sql<string>`to_char(${whatsappEvents.occurredAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
  return db
    .select({
      day,
      sent: sql<number>`count(*) filter (where ${whatsappEvents.status} = 'sent')::int`,
      delivered: sql<number>`count(*) filter (where ${whatsappEvents.status} = 'delivered')::int`,
      read: sql<number>`count(*) filter (where ${whatsappEvents.status} = 'read')::int`,
      failed: sql<number>`count(*) filter (where ${whatsappEvents.status} = 'failed')::int`,
    })
    .from(whatsappEvents)
    .where(and(eq(whatsappEvents.kind, 'status'), gt(whatsappEvents.occurredAt, since)))
    .groupBy(day)
    .orderBy(desc(day))
}

export async function writeAudit(
  db: Database,
  entry: {
    actorUserId: string
    actorLabel: string
    action: string
    targetType: string
    targetId: string | null
    before: unknown
    after: unknown
  },
): Promise<void> {
  await db.insert(auditLog).values(entry)
}

// Broadcasts

export async function insertBroadcast(db: Database, input: { text: string; segment: string; total: number; createdBy: string }) {
  const [row] = await db.insert(whatsappBroadcasts).values(input).returning()
  if (!row) throw new Error('broadcast not written')
  return row
}

export async function findBroadcast(db: Database, id: number) {
  const [row] = await db.select().from(whatsappBroadcasts).where(eq(whatsappBroadcasts.id, id))
  return row ?? null
}

export async function listBroadcasts(db: Database, limit: number) {
  return db.select().from(whatsappBroadcasts).orderBy(desc(whatsappBroadcasts.id)).limit(limit)
}

export async function stopBroadcast(db: Database, id: number, at: Date) {
  const [row] = await db
    .update(whatsappBroadcasts)
    .set({ state: 'stopped', finishedAt: at })
    .where(and(eq(whatsappBroadcasts.id, id), eq(whatsappBroadcasts.state, 'running')))
    .returning()
  return row ?? null
}

/** The next active subscribers of a segment after `cursor` (user id order), with their plan's premium flag read by the caller. */
export async function listActiveAfter(db: Database, cursor: string | null, limit: number) {
  return db
    .select({ userId: whatsappSubscriptions.userId, phone: whatsappSubscriptions.phone, locale: whatsappSubscriptions.locale })
    .from(whatsappSubscriptions)
    .where(and(eq(whatsappSubscriptions.state, 'active'), cursor === null ? undefined : gt(whatsappSubscriptions.userId, cursor)))
    .orderBy(asc(whatsappSubscriptions.userId))
    .limit(limit)
}

export async function countActive(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(whatsappSubscriptions)
    .where(eq(whatsappSubscriptions.state, 'active'))
  return row?.count ?? 0
}

/** Moves a running broadcast forward; false when staff stopped it meanwhile (the job ends there). */
export async function advanceBroadcast(tx: Database, input: { id: number; cursor: string; sentMore: number }): Promise<boolean> {
  const rows = await tx
    .update(whatsappBroadcasts)
    .set({ cursor: input.cursor, sent: sql`${whatsappBroadcasts.sent} + ${input.sentMore}` })
    .where(and(eq(whatsappBroadcasts.id, input.id), eq(whatsappBroadcasts.state, 'running')))
    .returning({ id: whatsappBroadcasts.id })
  return rows.length > 0
}

export async function finishBroadcast(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(whatsappBroadcasts)
    .set({ state: 'done', finishedAt: at })
    .where(and(eq(whatsappBroadcasts.id, id), eq(whatsappBroadcasts.state, 'running')))
}

// DPDP data requests

export async function insertDataRequest(
  db: Database,
  input: { userId: string; email: string; kind: 'export' | 'erase'; requestedAt: Date; dueAt: Date },
) {
  const [row] = await db.insert(whatsappDataRequests).values(input).returning()
  if (!row) throw new Error('data request not written')
  return row
}

export async function listDataRequests(db: Database, limit: number) {
  return db
    .select()
    .from(whatsappDataRequests)
    .orderBy(sql`${whatsappDataRequests.state} = 'done'`, asc(whatsappDataRequests.dueAt))
    .limit(limit)
}

export async function findDataRequest(db: Database, id: number) {
  const [row] = await db.select().from(whatsappDataRequests).where(eq(whatsappDataRequests.id, id))
  return row ?? null
}

export async function completeDataRequest(db: Database, id: number, input: { by: string; at: Date }) {
  const [row] = await db
    .update(whatsappDataRequests)
    .set({ state: 'done', completedAt: input.at, completedBy: input.by })
    .where(eq(whatsappDataRequests.id, id))
    .returning()
  return row ?? null
}

export async function setDailyChannel(db: Database, userId: string, dailyChannel: AlertChannel, at: Date): Promise<void> {
  await db.update(whatsappSubscriptions).set({ dailyChannel, updatedAt: at }).where(eq(whatsappSubscriptions.userId, userId))
}

export async function turnOffSearchEmail(db: Database, userId: string, id: number): Promise<void> {
  await db
    .update(savedSearches)
    .set({ isEmailAlertOn: false })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
}

/** The person's saved searches with an alert on (e-mail or WhatsApp). */
export async function listAlertingSearches(db: Database, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), or(eq(savedSearches.isEmailAlertOn, true), eq(savedSearches.isWhatsappAlertOn, true))))
    .orderBy(asc(savedSearches.id))
}

export async function markSearchAlerted(tx: Database, id: number, at: Date): Promise<void> {
  await tx.update(savedSearches).set({ lastAlertedAt: at }).where(eq(savedSearches.id, id))
}
