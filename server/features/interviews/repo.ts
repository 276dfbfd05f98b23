import { and, asc, avg, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { interviewAnswers, interviewSessions, type InterviewAnswerRow, type InterviewSessionRow } from '#server/db/schema/index.ts'

/** The SQL of mock interviews; rows stay here, the service maps them to core's shapes. */

export type NewSession = typeof interviewSessions.$inferInsert
export type NewAnswer = typeof interviewAnswers.$inferInsert

export async function insertSession(db: Database, values: NewSession): Promise<InterviewSessionRow> {
  const [row] = await db.insert(interviewSessions).values(values).returning()
  if (!row) throw new Error('The session was not written')
  return row
}

export async function findSession(db: Database, userId: string, id: string): Promise<InterviewSessionRow | null> {
  const [row] = await db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)))
  return row ?? null
}

export function listAnswers(db: Database, sessionId: string): Promise<InterviewAnswerRow[]> {
  return db.select().from(interviewAnswers).where(eq(interviewAnswers.sessionId, sessionId)).orderBy(asc(interviewAnswers.position))
}

/** Writes the answer unless its question already has one (a repeated send); null then. */
export async function insertAnswer(db: Database, values: NewAnswer): Promise<InterviewAnswerRow | null> {
  const [row] = await db.insert(interviewAnswers).values(values).onConflictDoNothing().returning()
  return row ?? null
}

export async function markCompleted(db: Database, sessionId: string, at: Date): Promise<void> {
  await db
    .update(interviewSessions)
    .set({ completedAt: at })
    .where(and(eq(interviewSessions.id, sessionId), sql`${interviewSessions.completedAt} is null`))
}

const scoreAverages = {
  structure: avg(interviewAnswers.structureScore),
  relevance: avg(interviewAnswers.relevanceScore),
  specificity: avg(interviewAnswers.specificityScore),
  clarity: avg(interviewAnswers.clarityScore),
  fillers: avg(interviewAnswers.fillerScore),
  overall: avg(interviewAnswers.overallScore),
}

export type ScoreAverages = { [K in keyof typeof scoreAverages]: string | null }

/** The person's newest sessions with their answer counts and average scores, newest first. */
export function listRecentSessions(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: interviewSessions.id,
      role: interviewSessions.role,
      level: interviewSessions.level,
      questionIds: interviewSessions.questionIds,
      createdAt: interviewSessions.createdAt,
      answered: count(interviewAnswers.id),
      ...scoreAverages,
    })
    .from(interviewSessions)
    .leftJoin(interviewAnswers, eq(interviewAnswers.sessionId, interviewSessions.id))
    .where(eq(interviewSessions.userId, userId))
    .groupBy(interviewSessions.id)
    .orderBy(desc(interviewSessions.createdAt), desc(interviewSessions.id))
    .limit(limit)
}

/** The averages over every answer the person has given, and how many there are. */
export async function averageScores(db: Database, userId: string): Promise<ScoreAverages & { answers: number }> {
  const [row] = await db
    .select({ answers: count(interviewAnswers.id), ...scoreAverages })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.userId, userId))
  return row ?? { answers: 0, structure: null, relevance: null, specificity: null, clarity: null, fillers: null, overall: null }
}

/** Each question's latest answer scoring under `below`, newest first. */
export async function listWeakLatestAnswers(db: Database, userId: string, below: number, limit: number) {
  const latest = db
    .selectDistinctOn([interviewAnswers.questionId], {
      questionId: interviewAnswers.questionId,
      overall: interviewAnswers.overallScore,
      createdAt: interviewAnswers.createdAt,
    })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.userId, userId))
    .orderBy(interviewAnswers.questionId, desc(interviewAnswers.createdAt), desc(interviewAnswers.id))
    .as('latest')
  return db
    .select()
    .from(latest)
    .where(sql`${latest.overall} < ${below}`)
    .orderBy(desc(latest.createdAt))
    .limit(limit)
}
