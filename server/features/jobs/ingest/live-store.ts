import type { Database } from '#server/db/client.ts'
import { jobSources } from '#server/db/schema/jobs.ts'
import type { StorePostings } from '#server/features/jobs/live-search.ts'
import { storePostings } from './store.ts'

/** The source live searches store their postings under; not a scheduled source (origin 'live'). */
export const LIVE_SEARCH_SOURCE_ID = 'jsearch-live'

/**
 * How JOB_SEARCH_PROVIDER=jsearch keeps what a search found: through the same pipeline as any source
 * (normalised, de-duplicated against every source, merged into the richest job), under the live
 * search's own source. Answers the jobs' ids in the postings' order, each once; a rejected posting
 * has none.
 */
export function createLiveSearchStore(db: Database, now: () => Date = () => new Date()): StorePostings {
  let hasSourceRow = false
  return async (postings) => {
    if (!hasSourceRow) {
      await db
        .insert(jobSources)
        .values({ id: LIVE_SEARCH_SOURCE_ID, name: 'JSearch', kind: 'jsearch', origin: 'live' })
        .onConflictDoNothing()
      hasSourceRow = true
    }
    const stored = await storePostings(db, { sourceId: LIVE_SEARCH_SOURCE_ID, publisher: 'JSearch', postings, now: now() })
    return [...new Set(stored.jobIds.filter((id): id is string => id !== null))]
  }
}
