import { inArray } from 'drizzle-orm'
import type { DatabaseHandle } from '#server/db/client.ts'
import { jobSources, jobs } from '#server/db/schema/jobs.ts'
import { normalizeJobPosting, type JobInsert } from '#server/features/jobs/index.ts'
import type { StorePostings } from '#server/features/jobs/live-search.ts'

/**
 * The `storePostings` of the live search in tests, until ingestion's `ingestPostings`
 * (server/features/jobs/ingest/) replaces it: each posting through normalizeJobPosting, then
 * inserted into `jobs` under the source; a posting already stored (the same source id, or the same
 * job by its dedup hash) keeps its row. Answers the job ids in the postings' order; a rejected
 * posting has none.
 */
export function createTestStorePostings(handle: DatabaseHandle, options: { source?: string; now?: () => Date } = {}): StorePostings {
  const source = options.source ?? 'jsearch'
  const now = options.now ?? (() => new Date())
  return async (postings) => {
    const rows: JobInsert[] = []
    for (const posting of postings) {
      const result = normalizeJobPosting(posting, source, now())
      if (result.ok) rows.push(result.row)
    }
    if (rows.length === 0) return []
    await handle.db.insert(jobSources).values({ id: source, name: source, kind: source, origin: 'file' }).onConflictDoNothing()
    await handle.db.insert(jobs).values(rows).onConflictDoNothing()
    const stored = await handle.db
      .select({ id: jobs.id, dedupHash: jobs.dedupHash })
      .from(jobs)
      .where(
        inArray(
          jobs.dedupHash,
          rows.map((row) => row.dedupHash),
        ),
      )
    const idByHash = new Map(stored.map((row) => [row.dedupHash, row.id]))
    return rows.flatMap((row) => {
      const id = idByHash.get(row.dedupHash)
      return id === undefined ? [] : [id]
    })
  }
}
