/**
 * Shows the plans of the ranking statement on the benchmark database (run bench:search once first):
 *
 *   node bench/search/explain.ts 'query=software engineer' 'query=engineer&country=US&visa_sponsorship=true' ...
 *
 * Each argument is a search query string (as GET /api/jobs/search takes it; `location` is not resolved
 * here, use city_slug or country). For each: EXPLAIN (ANALYZE, BUFFERS) of the statement, to check
 * how the planner collects the candidates in the recency window and beyond it (ranking.ts headCandidates).
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { jobSearchSchema } from '#core/jobs/search.schema.ts'
import { JOBS_PER_PAGE } from '#core/jobs/search-constants.ts'
import { openDatabase } from '#server/db/client.ts'
import { rankStatement } from '#server/features/jobs/ranking.ts'
import { createJobsRepo } from '#server/features/jobs/repo.ts'
import { buildRelevanceSignals } from '#server/features/jobs/relevance-signals.ts'
import { BODY_WINDOW, buildFilters, CANDIDATE_LIMIT, MIN_HEAD_MATCHES } from '#server/features/jobs/service.ts'

const dataDir = path.resolve(import.meta.dirname, '..', '.data', 'search-100000')
const searches =
  process.argv.length > 2 ? process.argv.slice(2) : ['query=engineer', 'query=software engineer', 'query=teacher', 'query=kubernetes']

const database = await openDatabase({ kind: 'pglite', dataDir })
const repo = createJobsRepo(database)
try {
  for (const search of searches) {
    const raw = new URLSearchParams(search)
    const params = jobSearchSchema.parse(Object.fromEntries(raw))
    const statement = rankStatement({
      text: { mode: 'all', text: params.query ?? '' },
      relevance: buildRelevanceSignals({
        searchText: params.query ?? '',
        titleText: params.query ?? '',
        level: null,
        preferredCountry: 'IN',
      }),
      filters: buildFilters(params, null, false, new Date()),
      candidateLimit: CANDIDATE_LIMIT,
      minHeadMatches: MIN_HEAD_MATCHES,
      bodyCutoff: await repo.findCutoff(BODY_WINDOW),
      page: { offset: (params.page - 1) * JOBS_PER_PAGE, limit: params.num_pages * JOBS_PER_PAGE },
    })
    // Twice: the first run reads pages into PGlite's buffers, the second shows the warm plan.
    await database.query(sql`explain (analyze, buffers) ${statement}`)
    const plan = await database.query<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${statement}`)
    console.log(`\n=== ${search}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`)
  }
} finally {
  await database.close()
}
