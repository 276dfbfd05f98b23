import { beforeAll, expect, it } from 'vitest'
import { createSearchRanker, evaluateRanker, listJobKeys, readBaseline, readJudgments, summarize } from '#bench/relevance/evaluate.ts'
import { relevanceQueries } from '#bench/relevance/queries.ts'
import { seedRelevanceData } from '#bench/relevance/seed.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * The relevance benchmark as a regression check (decision 011): every judged query of
 * bench/relevance/queries.ts over a small seed of the demo data, scored against the stored judgments.
 * NDCG@10 may not fall more than ALLOWED_DROP below the baseline stored beside them; a change that
 * raises it should raise the baseline too (npm run bench:relevance -- --jobs <count> prints it).
 */
const ALLOWED_DROP = 0.02
const baseline = readBaseline()

describeOnDatabases('search relevance on the judged queries', (getHandle) => {
  beforeAll(async () => {
    await seedRelevanceData(getHandle(), baseline.jobCount)
  })

  it(`keeps NDCG@10 within ${ALLOWED_DROP} of the stored baseline`, async () => {
    const database = getHandle()
    const { report } = await evaluateRanker(createSearchRanker(database), relevanceQueries, readJudgments(), await listJobKeys(database))
    const summaries = summarize(report)
    const overall = summaries.find((summary) => summary.label === 'overall')
    const byCategory = summaries.map((summary) => `${summary.label} ${summary.ndcg.toFixed(3)}`).join(', ')
    expect(overall?.ndcg ?? 0, `NDCG@10 by category: ${byCategory}`).toBeGreaterThanOrEqual(baseline.ndcgAt10 - ALLOWED_DROP)
  })
})
