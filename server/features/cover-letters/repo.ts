import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { coverLetterGenerationHistory, coverLetters, type CoverLetterRow } from '#server/db/schema/index.ts'

export type { CoverLetterRow } from '#server/db/schema/index.ts'

/** The SQL of the document generator: rows in, rows out; the service maps them to core types. */

export async function insertGeneration(
  db: Database,
  row: { userId: string; jobId: string; variationType: string; success: boolean; source: 'ai' | 'built_in' },
): Promise<number> {
  const [inserted] = await db.insert(coverLetterGenerationHistory).values(row).returning({ id: coverLetterGenerationHistory.id })
  if (!inserted) throw new Error('generation history insert returned no row')
  return inserted.id
}

/** The source of the person's generation attempt (null when it is not theirs, is for another job, or is already saved). */
export async function findOpenGeneration(db: Database, userId: string, id: number, jobId: string): Promise<{ source: string } | null> {
  const [row] = await db
    .select({ source: coverLetterGenerationHistory.source })
    .from(coverLetterGenerationHistory)
    .where(
      and(
        eq(coverLetterGenerationHistory.id, id),
        eq(coverLetterGenerationHistory.userId, userId),
        eq(coverLetterGenerationHistory.jobId, jobId),
        isNull(coverLetterGenerationHistory.coverLetterId),
      ),
    )
  return row ?? null
}

export async function linkGeneration(db: Database, userId: string, id: number, coverLetterId: string): Promise<void> {
  await db
    .update(coverLetterGenerationHistory)
    .set({ coverLetterId })
    .where(and(eq(coverLetterGenerationHistory.id, id), eq(coverLetterGenerationHistory.userId, userId)))
}

export async function countLetters(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(coverLetters).where(eq(coverLetters.userId, userId))
  return row?.value ?? 0
}

export async function insertLetter(
  db: Database,
  row: {
    userId: string
    jobId: string
    jobTitle: string
    companyName: string
    content: string
    variationType: string
    metadata: Record<string, unknown>
  },
): Promise<CoverLetterRow> {
  const [inserted] = await db.insert(coverLetters).values(row).returning()
  if (!inserted) throw new Error('cover letter insert returned no row')
  return inserted
}

export function listLetters(db: Database, userId: string): Promise<CoverLetterRow[]> {
  return db.select().from(coverLetters).where(eq(coverLetters.userId, userId)).orderBy(desc(coverLetters.createdAt), desc(coverLetters.id))
}
