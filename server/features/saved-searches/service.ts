import { jobSearchSchema, type JobSearch } from '#core/jobs/search.schema.ts'
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_PARAMS } from '#core/workspace/history.ts'
import type { SavedSearch, SaveSearch } from '#core/workspace/saved-searches.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import * as repo from './repo.ts'

/** The jobs feature's count of a search's jobs posted since a time. */
export type CountNewMatches = (params: JobSearch, since: Date) => Promise<{ total: number; isEstimate: boolean }>

/**
 * Saved searches (issue 19; decision 055): a listing's words, place and filters under a name, at most
 * MAX_SAVED_SEARCHES per person, each with how many jobs were posted since the person last looked at
 * its results. The alert columns wait for the messaging issue, which delivers them by e-mail and WhatsApp.
 */
export interface SavedSearchesService {
  listSavedSearches(userId: string): Promise<SavedSearch[]>
  saveSearch(userId: string, input: SaveSearch): Promise<SavedSearch>
  markSeen(userId: string, id: number): Promise<SavedSearch>
  removeSavedSearch(userId: string, id: number): Promise<void>
}

export function createSavedSearchesService(deps: {
  database: DatabaseHandle
  logger: Logger
  countNewMatches: CountNewMatches
  now?: () => Date
}): SavedSearchesService {
  const { db } = deps.database
  const now = deps.now ?? (() => new Date())

  async function describe(row: repo.SavedSearchRow, isFresh: boolean): Promise<SavedSearch> {
    const base = {
      id: row.id,
      name: row.name,
      query: row.query,
      location: row.location,
      search: row.searchParams,
      last_seen_at: row.lastSeenAt.toISOString(),
      created_at: row.createdAt.toISOString(),
    }
    // Just saved or just seen: nothing is new yet, and no search needs to run to say so.
    if (isFresh) return { ...base, new_count: 0, new_count_is_estimate: false }
    try {
      const params = jobSearchSchema.parse(Object.fromEntries(new URLSearchParams(row.searchParams)))
      const counted = await deps.countNewMatches(params, row.lastSeenAt)
      return { ...base, new_count: counted.total, new_count_is_estimate: counted.isEstimate }
    } catch (error) {
      // One search that cannot be counted (a parameter a later version refuses, a slow database) must not hide the others.
      deps.logger.warn({ err: error, savedSearchId: row.id }, 'saved search not counted')
      return { ...base, new_count: null, new_count_is_estimate: false }
    }
  }

  return {
    async listSavedSearches(userId) {
      const rows = await repo.listOwned(db, userId, MAX_SAVED_SEARCHES)
      return Promise.all(rows.map((row) => describe(row, false)))
    },

    async saveSearch(userId, input) {
      const search = canonicalSearch(input.search)
      const existing = await repo.findByParams(db, userId, search.searchParams)
      if (!existing && (await repo.countOwned(db, userId)) >= MAX_SAVED_SEARCHES) {
        throw new AppError('API_QUOTA_EXCEEDED', { reason: 'saved_searches_full', params: { limit: MAX_SAVED_SEARCHES } })
      }
      const row = await repo.upsertSearch(db, { userId, name: input.name, ...search, now: now() })
      if (!row) throw new AppError('OPERATION_FAILED')
      return describe(row, true)
    },

    async markSeen(userId, id) {
      const row = await repo.markSeen(db, userId, id, now())
      if (!row) throw new AppError('NOT_FOUND', { detail: 'No saved search of yours has this id' })
      return describe(row, true)
    },

    async removeSavedSearch(userId, id) {
      await repo.deleteOwned(db, userId, id)
    },
  }
}

/**
 * The search as it is kept: only the words, the place and the filters (SAVED_SEARCH_PARAMS), checked by
 * the search's own schema and written in one order, so one search saved twice is one row.
 */
export function canonicalSearch(raw: string): Pick<repo.NewSavedSearch, 'query' | 'location' | 'searchParams' | 'filters'> {
  const given = new URLSearchParams(raw)
  const kept = new URLSearchParams()
  for (const name of SAVED_SEARCH_PARAMS) {
    const value = given.get(name)?.trim()
    if (value) kept.set(name, value)
  }
  const checked = jobSearchSchema.safeParse(Object.fromEntries(kept))
  if (!checked.success) throw new AppError('VALIDATION_INVALID_FORMAT')
  if ([...kept.keys()].length === 0) throw new AppError('VALIDATION_INVALID_FORMAT', { reason: 'saved_search_empty' })
  const filters: Record<string, string> = {}
  for (const [name, value] of kept) if (name !== 'query' && name !== 'location') filters[name] = value
  return { query: kept.get('query') ?? null, location: kept.get('location') ?? null, searchParams: kept.toString(), filters }
}
