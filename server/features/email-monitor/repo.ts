import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { auditLog, emailMonitor, emailMonitorMatches, jobApplications, user, type EmailMonitorRow } from '#server/db/schema/index.ts'

/** The SQL of the e-mail-response monitor: its one settings row, its matches, and the audit rows of staff's changes. */

export type { EmailMonitorRow }

const THE_ROW = eq(emailMonitor.id, 1)

export async function readMonitor(db: Database): Promise<EmailMonitorRow | null> {
  const [row] = await db.select().from(emailMonitor).where(THE_ROW)
  return row ?? null
}

/** Saves new credentials: untested again, and stopped, so only a passed test of these credentials can start it. */
export async function saveCredentials(
  db: Database,
  input: { host: string; port: number; tls: boolean; userName: string; passwordCipher: string; now: Date },
): Promise<EmailMonitorRow> {
  const values = {
    host: input.host,
    port: input.port,
    tls: input.tls,
    userName: input.userName,
    passwordCipher: input.passwordCipher,
    state: 'inactive',
    connectionResult: 'untested',
    connectionFailure: null,
    testedAt: null,
    updatedAt: input.now,
  }
  const [row] = await db
    .insert(emailMonitor)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: emailMonitor.id, set: { ...values, settingsVersion: sql`${emailMonitor.settingsVersion} + 1` } })
    .returning()
  if (!row) throw new Error('The monitor settings were not stored')
  return row
}

/** A test's result, kept only while the credentials are those it tested (`version`). */
export async function recordTest(
  db: Database,
  input: { version: number; isPassed: boolean; failure: string | null; now: Date },
): Promise<void> {
  await db
    .update(emailMonitor)
    .set({
      connectionResult: input.isPassed ? 'passed' : 'failed',
      connectionFailure: input.failure,
      testedAt: input.now,
      updatedAt: input.now,
    })
    .where(and(THE_ROW, eq(emailMonitor.settingsVersion, input.version)))
}

/** Active only from a passed test of the credentials read (`version`): answers the row, or null when it was not so. */
export async function activate(db: Database, input: { version: number; now: Date }): Promise<EmailMonitorRow | null> {
  const [row] = await db
    .update(emailMonitor)
    .set({ state: 'active', updatedAt: input.now })
    .where(and(THE_ROW, eq(emailMonitor.settingsVersion, input.version), eq(emailMonitor.connectionResult, 'passed')))
    .returning()
  return row ?? null
}

export async function deactivate(db: Database, now: Date): Promise<EmailMonitorRow | null> {
  const [row] = await db.update(emailMonitor).set({ state: 'inactive', updatedAt: now }).where(THE_ROW).returning()
  return row ?? null
}

/** The last message read: only forwards within one UIDVALIDITY, so a late run cannot take the monitor back. */
export async function advancePosition(db: Database, input: { uidValidity: number; uid: number }): Promise<void> {
  await db
    .update(emailMonitor)
    .set({ uidValidity: input.uidValidity, lastUid: input.uid })
    .where(
      and(
        THE_ROW,
        or(
          isNull(emailMonitor.uidValidity),
          ne(emailMonitor.uidValidity, input.uidValidity),
          isNull(emailMonitor.lastUid),
          lt(emailMonitor.lastUid, input.uid),
        ),
      ),
    )
}

export async function recordCheck(
  db: Database,
  input: { at: Date; isOk: boolean; failure: string | null; messages: number; moved: number },
): Promise<void> {
  await db
    .update(emailMonitor)
    .set({
      lastCheckAt: input.at,
      isLastCheckOk: input.isOk,
      lastCheckFailure: input.failure,
      lastCheckMessages: input.messages,
      lastCheckMoved: input.moved,
    })
    .where(THE_ROW)
}

/** The accounts among a message's recipients (e-mail addresses compared in lower case). */
export async function findAccountsByEmail(db: Database, emails: readonly string[]): Promise<Array<{ id: string; email: string }>> {
  if (emails.length === 0) return []
  return db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(sql`lower(${user.email})`, [...emails]))
}

export interface NewMatch {
  userId: string
  applicationId: number
  uidValidity: number
  messageUid: number
  kind: string
  sender: string
  subject: string
  phrase: string
  fromStatus: string
  toStatus: string
  isMoved: boolean
  now: Date
}

/** Records a match once per (message, application): false when this message was already recorded for it. */
export async function insertMatch(db: Database, match: NewMatch): Promise<boolean> {
  const { now, ...values } = match
  const rows = await db
    .insert(emailMonitorMatches)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: emailMonitorMatches.id })
  return rows.length > 0
}

/** Whether a message was already acted on for an application (a run read it before a restart). */
export async function hasMatch(db: Database, input: { uidValidity: number; messageUid: number; applicationId: number }): Promise<boolean> {
  const rows = await db
    .select({ id: emailMonitorMatches.id })
    .from(emailMonitorMatches)
    .where(
      and(
        eq(emailMonitorMatches.uidValidity, input.uidValidity),
        eq(emailMonitorMatches.messageUid, input.messageUid),
        eq(emailMonitorMatches.applicationId, input.applicationId),
      ),
    )
  return rows.length > 0
}

export async function listRecentMatches(db: Database, limit: number) {
  return db
    .select({
      id: emailMonitorMatches.id,
      createdAt: emailMonitorMatches.createdAt,
      kind: emailMonitorMatches.kind,
      applicant: user.email,
      jobTitle: jobApplications.jobTitle,
      employerName: jobApplications.employerName,
      fromStatus: emailMonitorMatches.fromStatus,
      toStatus: emailMonitorMatches.toStatus,
      isMoved: emailMonitorMatches.isMoved,
      subject: emailMonitorMatches.subject,
      sender: emailMonitorMatches.sender,
      phrase: emailMonitorMatches.phrase,
    })
    .from(emailMonitorMatches)
    .innerJoin(user, eq(user.id, emailMonitorMatches.userId))
    .innerJoin(jobApplications, eq(jobApplications.id, emailMonitorMatches.applicationId))
    .orderBy(desc(emailMonitorMatches.createdAt), desc(emailMonitorMatches.id))
    .limit(limit)
}

export async function insertAudit(
  db: Database,
  entry: { actorUserId: string; actorLabel: string; action: string; before: unknown; after: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actorLabel: entry.actorLabel,
    action: entry.action,
    targetType: 'email_monitor',
    targetId: '1',
    before: entry.before,
    after: entry.after,
  })
}
