/**
 * Matching benchmark (npm run bench:matching; decision 056): how well the matcher ranks the demo jobs
 * for the hand-judged profiles of bench/matching/profiles.ts, beside a plain keyword baseline measured
 * in the same run, then how fast it matches one person against a large table.
 *
 *   node bench/matching/run.ts [--jobs 5000] [--latency-jobs 100000] [--rounds 3] [--profiles]
 *
 * Quality: NDCG@10 (binary gain, log2 discount) and recall@50 (relevant jobs in the first 50, over
 * min(relevant, 50)) per profile, averaged. Speed: every profile matched `rounds` times against
 * `latency-jobs` demo jobs (rankMatchesIn, the code behind the recommendations: the candidate query and
 * the scoring), p50 and p95 of the time it took and of the processor time it used (PGlite runs in this
 * process, so on a shared machine the processor time is what the work costs, whatever else runs).
 */
import { sql } from 'drizzle-orm'
import { parseArgs } from 'node:util'
import { slugify } from '#core/jobs/slug.ts'
import { roleWords, type MatchProfile } from '#core/matching/match.ts'
import { positiveInteger, printTable } from '#bench/lib/report.ts'
import { openRelevanceDatabase } from '#bench/relevance/seed.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { createMatchingRepo, rankMatchesIn } from '#server/features/matching/index.ts'
import { judgedProfiles, type JudgedProfile } from './profiles.ts'

const { values: options } = parseArgs({
  options: {
    jobs: { type: 'string', default: '5000' },
    'latency-jobs': { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
    profiles: { type: 'boolean', default: false },
  },
})
const jobCount = positiveInteger(options.jobs, '--jobs')
const latencyJobCount = positiveInteger(options['latency-jobs'], '--latency-jobs')
const rounds = positiveInteger(options.rounds, '--rounds')

const NDCG_DEPTH = 10
const RECALL_DEPTH = 50

function toProfile(judged: JudgedProfile): MatchProfile {
  return {
    citySlugs: [],
    state: null,
    country: 'IN',
    experienceLevel: null,
    jobTypes: [],
    salaryMin: null,
    salaryMax: null,
    companySizes: [],
    excludeCompanies: [],
    skills: [],
    appliedTitles: [],
    ...judged.profile,
  }
}

/** The ids of the active jobs a profile's judgment calls relevant. */
async function readRelevant(database: DatabaseHandle, judged: JudgedProfile): Promise<Set<string>> {
  const { roles, places, excludedEmployers = [] } = judged.relevant
  const cities = places.filter((place) => place !== 'remote').map(slugify)
  const isRemoteAccepted = places.includes('remote')
  const rows = await database.query<{ id: string }>(sql`
    select id from jobs
    where is_active and role_slug = any(${sql.param([...roles])}::text[])
      and (city_slug = any(${sql.param(cities)}::text[]) or (${isRemoteAccepted} and is_remote and country = 'IN'))
      and not (employer_name = any(${sql.param([...excludedEmployers])}::text[]))`)
  return new Set(rows.map((row) => row.id))
}

/** The plain keyword baseline: ts_rank of the role's words (any of them) over the whole posting, best first. */
async function rankByKeywords(database: DatabaseHandle, profile: MatchProfile, limit: number): Promise<string[]> {
  const words = profile.role ? roleWords(profile.role) : []
  if (words.length === 0) return []
  const query = sql.join(
    words.map((word) => sql`plainto_tsquery('english', ${word})`),
    sql` || `,
  )
  const rows = await database.query<{ id: string }>(sql`
    select id from jobs where is_active and search_vector @@ (${query})
    order by ts_rank(search_vector, ${query}) desc, posted_at desc, id limit ${limit}`)
  return rows.map((row) => row.id)
}

function ndcgAt(ranked: readonly string[], relevant: ReadonlySet<string>, depth: number): number {
  const dcg = ranked.slice(0, depth).reduce((sum, id, index) => sum + (relevant.has(id) ? 1 / Math.log2(index + 2) : 0), 0)
  const ideal = Array.from({ length: Math.min(relevant.size, depth) }, (_, index) => 1 / Math.log2(index + 2)).reduce((a, b) => a + b, 0)
  return ideal === 0 ? 0 : dcg / ideal
}

function recallAt(ranked: readonly string[], relevant: ReadonlySet<string>, depth: number): number {
  if (relevant.size === 0) return 0
  const found = ranked.slice(0, depth).filter((id) => relevant.has(id)).length
  return found / Math.min(relevant.size, depth)
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const format = (value: number) => value.toFixed(3)

async function measureQuality(): Promise<void> {
  const database = await openRelevanceDatabase(jobCount)
  try {
    const repo = createMatchingRepo(database)
    const rows: string[][] = []
    const totals = { matcher: { ndcg: 0, recall: 0 }, keyword: { ndcg: 0, recall: 0 } }
    let judgedCount = 0
    for (const judged of judgedProfiles) {
      const profile = toProfile(judged)
      const relevant = await readRelevant(database, judged)
      if (relevant.size === 0) {
        console.warn(`${judged.id}: no relevant job among ${jobCount} demo jobs; left out`)
        continue
      }
      judgedCount += 1
      const matcher = (await rankMatchesIn(repo, profile, RECALL_DEPTH)).map((ranked) => ranked.id)
      const keyword = await rankByKeywords(database, profile, RECALL_DEPTH)
      const scores = {
        matcher: { ndcg: ndcgAt(matcher, relevant, NDCG_DEPTH), recall: recallAt(matcher, relevant, RECALL_DEPTH) },
        keyword: { ndcg: ndcgAt(keyword, relevant, NDCG_DEPTH), recall: recallAt(keyword, relevant, RECALL_DEPTH) },
      }
      for (const ranker of ['matcher', 'keyword'] as const) {
        totals[ranker].ndcg += scores[ranker].ndcg
        totals[ranker].recall += scores[ranker].recall
      }
      rows.push([
        judged.id,
        String(relevant.size),
        format(scores.matcher.ndcg),
        format(scores.keyword.ndcg),
        format(scores.matcher.recall),
        format(scores.keyword.recall),
      ])
    }
    console.log(`\nMatching quality over ${judgedCount} judged profiles, ${jobCount} demo jobs\n`)
    const header = ['profile', 'relevant', 'matcher NDCG@10', 'keyword NDCG@10', 'matcher recall@50', 'keyword recall@50']
    const mean = (sum: number) => format(sum / Math.max(judgedCount, 1))
    const summary = [
      'all',
      String(judgedCount),
      mean(totals.matcher.ndcg),
      mean(totals.keyword.ndcg),
      mean(totals.matcher.recall),
      mean(totals.keyword.recall),
    ]
    printTable(header, options.profiles ? [...rows, summary] : [summary])
  } finally {
    await database.close()
  }
}

async function measureSpeed(): Promise<void> {
  const startedAt = performance.now()
  const database = await openRelevanceDatabase(latencyJobCount)
  try {
    console.log(`\nSeeded ${latencyJobCount} demo jobs in ${Math.round((performance.now() - startedAt) / 1000)} s`)
    const repo = createMatchingRepo(database)
    const profiles = judgedProfiles.map(toProfile)
    // One warm-up pass: the first queries read the indexes into memory.
    for (const profile of profiles) await rankMatchesIn(repo, profile, NDCG_DEPTH)
    const timings: number[] = []
    const processorTimings: number[] = []
    for (let round = 0; round < rounds; round += 1) {
      for (const profile of profiles) {
        const start = performance.now()
        const startUsage = process.cpuUsage()
        await rankMatchesIn(repo, profile, NDCG_DEPTH)
        const usage = process.cpuUsage(startUsage)
        timings.push(performance.now() - start)
        processorTimings.push((usage.user + usage.system) / 1000)
      }
    }
    timings.sort((a, b) => a - b)
    processorTimings.sort((a, b) => a - b)
    console.log(`\nMatching one person against ${latencyJobCount} jobs (${timings.length} runs)\n`)
    printTable(
      ['', 'p50 ms', 'p95 ms', 'max ms'],
      [timings, processorTimings].map((sorted, index) => [
        index === 0 ? 'elapsed' : 'processor',
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 95).toFixed(1),
        (sorted.at(-1) ?? 0).toFixed(1),
      ]),
    )
  } finally {
    await database.close()
  }
}

await measureQuality()
await measureSpeed()
