/**
 * Shows the plans of the search statement on the benchmark database (run bench:search once first):
 *
 *   node bench/search/explain.ts ['software engineer' ...]
 *
 * For each query, EXPLAIN (ANALYZE, BUFFERS) of page 1 without filters, to check which way the planner
 * collects the candidates (an index-only walk of jobs_search_recent_idx, or the GIN index) and its cost.
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../server/db/client.ts'
import { noFilters, searchStatement } from '../../server/features/jobs/repo.ts'
import { CANDIDATE_LIMIT, MIN_HEAD_MATCHES } from '../../server/features/jobs/service.ts'

const dataDir = path.resolve(import.meta.dirname, '..', '.data', 'search-100000')
const queries = process.argv.length > 2 ? process.argv.slice(2) : ['engineer', 'software engineer', 'data analyst', 'teacher', 'kubernetes', 'remote']

const database = await openDatabase({ kind: 'pglite', dataDir })
try {
  for (const text of queries) {
    const statement = searchStatement({
      text: { mode: 'all', text },
      filters: noFilters,
      offset: 0,
      limit: 11,
      candidateLimit: CANDIDATE_LIMIT,
      minHeadMatches: MIN_HEAD_MATCHES,
    })
    // Twice: the first run reads pages into PGlite's buffers, the second shows the warm plan.
    await database.query(sql`explain (analyze, buffers) ${statement}`)
    const plan = await database.query<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${statement}`)
    console.log(`\n=== ${text}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`)
  }
} finally {
  await database.close()
}
