/**
 * Relevance benchmark (npm run bench:relevance): how well search answers the judged queries of
 * bench/relevance/queries.ts over the seeded demo data, beside a plain ts_rank baseline measured in the
 * same run. Prints NDCG@10 and precision@5 (grade 2 or more counts as relevant) per category and over
 * all queries, and how many of each ranker's top 10 have no stored grade (counted as 0).
 *
 *   node bench/relevance/run.ts [--jobs 5000] [--pool file.json] [--queries]
 *
 * --pool writes every ranker's top 20 per query to a file for judging (bench/relevance/judge.ts);
 * --queries prints each query's scores too.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { positiveInteger, printTable } from '#bench/lib/report.ts'
import {
  createSearchRanker,
  createTsRankRanker,
  evaluateRanker,
  listJobKeys,
  readJudgments,
  summarize,
  type RankerReport,
} from './evaluate.ts'
import type { JudgedJob } from './judging.ts'
import { relevanceQueries } from './queries.ts'
import { openRelevanceDatabase } from './seed.ts'

const { values: options } = parseArgs({
  options: {
    jobs: { type: 'string', default: '5000' },
    pool: { type: 'string' },
    queries: { type: 'boolean', default: false },
  },
})
const jobCount = positiveInteger(options.jobs, '--jobs')

async function main(): Promise<void> {
  const startedAt = performance.now()
  const database = await openRelevanceDatabase(jobCount)
  try {
    const judgments = readJudgments()
    const presentKeys = await listJobKeys(database)
    const reports: RankerReport[] = []
    const pooled: Record<string, Record<string, JudgedJob[]>> = {}
    for (const ranker of [createSearchRanker(database), createTsRankRanker(database)]) {
      const { report, results } = await evaluateRanker(ranker, relevanceQueries, judgments, presentKeys)
      reports.push(report)
      pooled[ranker.name] = Object.fromEntries(results)
    }
    if (options.pool) writeFileSync(options.pool, `${JSON.stringify({ jobCount, rankers: pooled }, null, 2)}\n`)

    console.log(
      `\nRelevance over ${relevanceQueries.length} judged queries, ${jobCount} demo jobs (${Math.round((performance.now() - startedAt) / 1000)} s)\n`,
    )
    const summaries = reports.map((report) => ({ ranker: report.ranker, rows: summarize(report) }))
    const labels = summaries[0]?.rows.map((row) => row.label) ?? []
    printTable(
      ['category', 'queries', ...summaries.flatMap((summary) => [`${summary.ranker} NDCG@10`, `${summary.ranker} P@5`])],
      labels.map((label) => {
        const cells = summaries.flatMap((summary) => {
          const row = summary.rows.find((candidate) => candidate.label === label)
          return [row?.ndcg.toFixed(3) ?? '', row?.precision.toFixed(3) ?? '']
        })
        const count = summaries[0]?.rows.find((row) => row.label === label)?.queries ?? 0
        return [label, String(count), ...cells]
      }),
      new Set(['category']),
    )
    console.log('')
    for (const summary of summaries) {
      const overall = summary.rows.find((row) => row.label === 'overall')
      console.log(`${summary.ranker}: ${overall?.unjudged ?? 0} of ${relevanceQueries.length * 10} top-10 results unjudged`)
    }
    if (options.queries) {
      console.log('')
      printTable(
        ['query', 'category', ...reports.flatMap((report) => [`${report.ranker} NDCG@10`, `${report.ranker} P@5`, 'unjudged'])],
        relevanceQueries.map((query, index) => [
          query.id,
          query.category,
          ...reports.flatMap((report) => {
            const score = report.scores[index]
            return [score?.ndcg.toFixed(3) ?? '', score?.precision.toFixed(2) ?? '', String(score?.unjudged ?? '')]
          }),
        ]),
        new Set(['query', 'category']),
      )
    }
  } finally {
    await database.close()
  }
}

await main()
