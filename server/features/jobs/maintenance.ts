import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../db/client.ts'

/**
 * Refreshes the visibility map and planner statistics of `jobs`. Candidate search walks
 * jobs_search_recent_idx index-only, which reads no heap page only where VACUUM has marked the pages
 * all-visible; PGlite has no autovacuum, so run this after seeding and after each ingestion batch
 * (on PostgreSQL, autovacuum does it too). It cannot run inside a transaction.
 */
export async function optimizeJobSearch(database: DatabaseHandle): Promise<void> {
  await database.query(sql`vacuum (analyze) jobs`)
}
