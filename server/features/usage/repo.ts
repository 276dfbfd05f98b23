import { and, eq, gt, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { usageCountedKeys, usageCounters } from '#server/db/schema/index.ts'

/**
 * The SQL of the daily usage counters (decision 037). A count is changed only by one statement each:
 * the check-and-count is a single upsert whose update runs only while the count is under the limit,
 * so parallel requests on PostgreSQL (row locks) and PGlite (one statement at a time) can never pass
 * it, and no request reads a count it then writes.
 */

/** Whose uses are counted: a signed-in user, or a guest's signed visitor id (server/lib/visitor-id.ts). */
export type UsageSubject = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorId: string }

/** The subject's columns of a row, and the unique key (a partial index per kind) its upsert targets. */
function subjectKey(subject: UsageSubject) {
  if (subject.kind === 'user') {
    return {
      values: { userId: subject.userId, visitorId: null },
      match: eq(usageCounters.userId, subject.userId),
      target: [usageCounters.userId, usageCounters.feature, usageCounters.day],
      targetWhere: isNotNull(usageCounters.userId),
    }
  }
  return {
    values: { userId: null, visitorId: subject.visitorId },
    match: eq(usageCounters.visitorId, subject.visitorId),
    target: [usageCounters.visitorId, usageCounters.feature, usageCounters.day],
    targetWhere: isNotNull(usageCounters.visitorId),
  }
}

/**
 * Counts one use on `day` when the count is under `limit` (null: no limit), and answers the new count;
 * null when the limit was already reached, in which case nothing changed. `limit` must be at least 1:
 * a first use inserts 1 unconditionally.
 */
export async function countUse(
  db: Database,
  input: { subject: UsageSubject; feature: string; day: string; limit: number | null },
): Promise<number | null> {
  const key = subjectKey(input.subject)
  const underLimit: SQL | undefined = input.limit === null ? undefined : sql`${usageCounters.count} < ${input.limit}`
  const [row] = await db
    .insert(usageCounters)
    .values({ ...key.values, feature: input.feature, day: input.day, count: 1 })
    .onConflictDoUpdate({
      target: key.target,
      targetWhere: key.targetWhere,
      set: { count: sql`${usageCounters.count} + 1` },
      ...(underLimit ? { setWhere: underLimit } : {}),
    })
    .returning({ count: usageCounters.count })
  return row?.count ?? null
}

/** Gives one use of `day` back (a counted action that then failed); never below 0. Answers the new count. */
export async function returnUse(db: Database, input: { subject: UsageSubject; feature: string; day: string }): Promise<number> {
  const key = subjectKey(input.subject)
  const [row] = await db
    .update(usageCounters)
    .set({ count: sql`${usageCounters.count} - 1` })
    .where(and(key.match, eq(usageCounters.feature, input.feature), eq(usageCounters.day, input.day), gt(usageCounters.count, 0)))
    .returning({ count: usageCounters.count })
  return row?.count ?? 0
}

/** The subject's counts of `day` for the given features; a feature not used that day is absent. */
export async function readCounts(
  db: Database,
  input: { subject: UsageSubject; features: readonly string[]; day: string },
): Promise<Map<string, number>> {
  const key = subjectKey(input.subject)
  const rows = await db
    .select({ feature: usageCounters.feature, count: usageCounters.count })
    .from(usageCounters)
    .where(and(key.match, eq(usageCounters.day, input.day), inArray(usageCounters.feature, [...input.features])))
  return new Map(rows.map((row) => [row.feature, row.count]))
}

/** The subject's columns of a counted key, and its match. */
function keySubject(subject: UsageSubject) {
  return subject.kind === 'user'
    ? { values: { userId: subject.userId, visitorId: null }, match: eq(usageCountedKeys.userId, subject.userId) }
    : { values: { userId: null, visitorId: subject.visitorId }, match: eq(usageCountedKeys.visitorId, subject.visitorId) }
}

/**
 * Notes that the use named `key` is counted (decision 073): true when this call noted it, false when
 * it was noted before. One statement, so of two parallel calls with one key exactly one gets true.
 */
export async function noteCountedKey(
  db: Database,
  input: { subject: UsageSubject; feature: string; key: string; day: string },
): Promise<boolean> {
  const inserted = await db
    .insert(usageCountedKeys)
    .values({ ...keySubject(input.subject).values, feature: input.feature, key: input.key, day: input.day })
    .onConflictDoNothing()
    .returning({ id: usageCountedKeys.id })
  return inserted.length > 0
}

/** Forgets a noted key: its use was refused or given back, so the id names no counted use. */
export async function forgetCountedKey(db: Database, input: { subject: UsageSubject; feature: string; key: string }): Promise<void> {
  await db
    .delete(usageCountedKeys)
    .where(and(keySubject(input.subject).match, eq(usageCountedKeys.feature, input.feature), eq(usageCountedKeys.key, input.key)))
}

/** Deletes every noted key of days before `beforeDay`: no browser confirms a message that old. */
export async function deleteCountedKeysBefore(db: Database, beforeDay: string): Promise<number> {
  const removed = await db.delete(usageCountedKeys).where(lt(usageCountedKeys.day, beforeDay)).returning({ id: usageCountedKeys.id })
  return removed.length
}

/** Deletes guests' counts of days before `beforeDay` (a visitor id names no one, and an old day's count limits nothing). */
export async function deleteGuestCountsBefore(db: Database, beforeDay: string): Promise<number> {
  const removed = await db
    .delete(usageCounters)
    .where(and(isNotNull(usageCounters.visitorId), lt(usageCounters.day, beforeDay)))
    .returning({ id: usageCounters.id })
  return removed.length
}
