import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { ApplicationStatus } from '#core/workspace/applications.ts'
import type { Database } from '#server/db/client.ts'
import { jobApplicationEvents, jobApplications, type JobApplicationEventRow, type JobApplicationRow } from '#server/db/schema/index.ts'

/** The SQL of application tracking: every query names the owner, so no one reads or changes another's rows. */

export type { JobApplicationEventRow, JobApplicationRow }

export async function findByJob(db: Database, userId: string, jobId: string): Promise<JobApplicationRow | null> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)))
  return row ?? null
}

export async function findOwned(db: Database, userId: string, id: number): Promise<JobApplicationRow | null> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.id, id)))
  return row ?? null
}

export async function listOwned(db: Database, userId: string, limit: number): Promise<JobApplicationRow[]> {
  return db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.statusUpdatedAt), desc(jobApplications.id))
    .limit(limit)
}

export async function countOwned(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
  return row?.total ?? 0
}

export interface NewApplication {
  userId: string
  jobId: string
  jobTitle: string
  employerName: string
  applyLink: string
  portal: string | null
  status: ApplicationStatus
  now: Date
}

/**
 * Applies: creates the row as applied, or turns a tracked-but-never-applied row (saved) into an
 * application. Answers the row when this statement made the application, null when the job was already
 * applied to (by an earlier or a parallel request: the unique index and the update's condition decide,
 * on the locked latest row on PostgreSQL and one statement at a time on PGlite).
 */
export async function upsertApplied(db: Database, input: NewApplication): Promise<JobApplicationRow | null> {
  const [row] = await db
    .insert(jobApplications)
    .values({
      userId: input.userId,
      jobId: input.jobId,
      jobTitle: input.jobTitle,
      employerName: input.employerName,
      applyLink: input.applyLink,
      portal: input.portal,
      status: 'applied',
      appliedAt: input.now,
      statusUpdatedAt: input.now,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: [jobApplications.userId, jobApplications.jobId],
      set: { status: 'applied', appliedAt: input.now, statusUpdatedAt: input.now, portal: input.portal, applyLink: input.applyLink },
      setWhere: isNull(jobApplications.appliedAt),
    })
    .returning()
  return row ?? null
}

/** Tracks a job under a status other than applied: creates the row, or answers null when one exists. */
export async function insertTracked(db: Database, input: NewApplication): Promise<JobApplicationRow | null> {
  const [row] = await db
    .insert(jobApplications)
    .values({
      userId: input.userId,
      jobId: input.jobId,
      jobTitle: input.jobTitle,
      employerName: input.employerName,
      applyLink: input.applyLink,
      portal: null,
      status: input.status,
      statusUpdatedAt: input.now,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/**
 * Moves an application to `status`. Becoming applied for the first time sets applied_at; with
 * `onlyIfNeverApplied` the update runs only while applied_at is empty (the counted first application),
 * answering null when a parallel request applied first.
 */
export async function updateStatus(
  db: Database,
  input: { userId: string; id: number; status: ApplicationStatus; now: Date; onlyIfNeverApplied: boolean },
): Promise<JobApplicationRow | null> {
  const appliedAt = input.status === 'applied' ? sql`coalesce(${jobApplications.appliedAt}, ${input.now})` : jobApplications.appliedAt
  const owned = and(eq(jobApplications.userId, input.userId), eq(jobApplications.id, input.id))
  const [row] = await db
    .update(jobApplications)
    .set({ status: input.status, statusUpdatedAt: input.now, appliedAt })
    .where(input.onlyIfNeverApplied ? and(owned, isNull(jobApplications.appliedAt)) : owned)
    .returning()
  return row ?? null
}

export async function deleteOwned(db: Database, userId: string, id: number): Promise<void> {
  await db.delete(jobApplications).where(and(eq(jobApplications.userId, userId), eq(jobApplications.id, id)))
}

export async function insertEvent(
  db: Database,
  input: {
    applicationId: number
    userId: string
    kind: JobApplicationEventRow['kind']
    status?: ApplicationStatus | null
    note?: string | null
    dueAt?: Date | null
    now: Date
  },
): Promise<number> {
  const [row] = await db
    .insert(jobApplicationEvents)
    .values({
      applicationId: input.applicationId,
      userId: input.userId,
      kind: input.kind,
      status: input.status ?? null,
      note: input.note ?? null,
      dueAt: input.dueAt ?? null,
      createdAt: input.now,
    })
    .returning({ id: jobApplicationEvents.id })
  if (!row) throw new Error('The event was not stored')
  return row.id
}

/** Puts an application back as `before` was (an application refused at the daily limit is taken back). */
export async function restore(db: Database, before: JobApplicationRow): Promise<void> {
  await db
    .update(jobApplications)
    .set({
      status: before.status,
      appliedAt: before.appliedAt,
      statusUpdatedAt: before.statusUpdatedAt,
      portal: before.portal,
      applyLink: before.applyLink,
    })
    .where(and(eq(jobApplications.userId, before.userId), eq(jobApplications.id, before.id)))
}

export async function deleteEvent(db: Database, userId: string, id: number): Promise<void> {
  await db.delete(jobApplicationEvents).where(and(eq(jobApplicationEvents.userId, userId), eq(jobApplicationEvents.id, id)))
}

export async function listEvents(db: Database, userId: string, applicationId: number): Promise<JobApplicationEventRow[]> {
  return db
    .select()
    .from(jobApplicationEvents)
    .where(and(eq(jobApplicationEvents.userId, userId), eq(jobApplicationEvents.applicationId, applicationId)))
    .orderBy(asc(jobApplicationEvents.createdAt), asc(jobApplicationEvents.id))
}

/** The interviews and reminders still ahead of `now` for the given applications, soonest first. */
export async function listUpcoming(db: Database, userId: string, applicationIds: readonly number[], now: Date) {
  if (applicationIds.length === 0) return []
  return db
    .select({ applicationId: jobApplicationEvents.applicationId, kind: jobApplicationEvents.kind, dueAt: jobApplicationEvents.dueAt })
    .from(jobApplicationEvents)
    .where(
      and(
        eq(jobApplicationEvents.userId, userId),
        inArray(jobApplicationEvents.applicationId, [...applicationIds]),
        inArray(jobApplicationEvents.kind, ['interview', 'follow_up']),
        gt(jobApplicationEvents.dueAt, now),
      ),
    )
    .orderBy(asc(jobApplicationEvents.dueAt))
}
