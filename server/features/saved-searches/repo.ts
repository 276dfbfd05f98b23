import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { savedSearches, type SavedSearchRow } from '#server/db/schema/index.ts'

/** The SQL of saved searches: every query names the owner, so no one reads or changes another's rows. */

export type { SavedSearchRow }

export function listOwned(db: Database, userId: string, limit: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(limit)
}

export async function countOwned(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
  return row?.total ?? 0
}

export interface NewSavedSearch {
  userId: string
  name: string
  query: string | null
  location: string | null
  searchParams: string
  filters: Record<string, string>
  now: Date
}

/**
 * Saves the search, or renames the one with the same parameters (a second Save of one search is not a
 * second search); its last_seen_at moves to now either way, as the person is looking at its results.
 */
export async function upsertSearch(db: Database, input: NewSavedSearch): Promise<SavedSearchRow | null> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId: input.userId,
      name: input.name,
      query: input.query,
      location: input.location,
      searchParams: input.searchParams,
      filters: input.filters,
      lastSeenAt: input.now,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: [savedSearches.userId, savedSearches.searchParams],
      set: { name: input.name, lastSeenAt: input.now },
    })
    .returning()
  return row ?? null
}

export async function findByParams(db: Database, userId: string, searchParams: string): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.searchParams, searchParams)))
  return row ?? null
}

export async function markSeen(db: Database, userId: string, id: number, now: Date): Promise<SavedSearchRow | null> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastSeenAt: now })
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
    .returning()
  return row ?? null
}

export async function deleteOwned(db: Database, userId: string, id: number): Promise<void> {
  await db.delete(savedSearches).where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
}
