import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { favorites, jobs } from '#server/db/schema/index.ts'

/** The SQL of saved jobs: always one user's own rows. */

export async function listFavorites(db: Database, userId: string, limit: number) {
  return db
    .select({ jobId: favorites.jobId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), favorites.jobId)
    .limit(limit)
}

export async function countFavorites(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(favorites).where(eq(favorites.userId, userId))
  return row?.total ?? 0
}

export async function hasJob(db: Database, jobId: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1)
  return row !== undefined
}

/** Saves the job for the user; saving it again keeps the first time. Returns the stored time. */
export async function insertFavorite(db: Database, userId: string, jobId: string, now: Date): Promise<Date> {
  await db.insert(favorites).values({ userId, jobId, createdAt: now }).onConflictDoNothing()
  const [row] = await db
    .select({ createdAt: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.jobId, jobId)))
  return row?.createdAt ?? now
}

export async function findFavorite(db: Database, userId: string, jobId: string) {
  const [row] = await db
    .select({ createdAt: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.jobId, jobId)))
  return row ?? null
}

export async function deleteFavorite(db: Database, userId: string, jobId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.jobId, jobId)))
}
