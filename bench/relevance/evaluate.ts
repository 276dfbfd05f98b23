import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { z } from 'zod'
import { jobSearchSchema } from '#core/jobs/search.schema.ts'
import { countryFromAcceptLanguage } from '#core/jobs/visitor-country.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { createJobsService } from '#server/features/jobs/index.ts'
import { judgeKeyOf, toJudgedJob, type Grade, type JudgedJob } from './judging.ts'
import { categories, type Category, type RelevanceQuery } from './queries.ts'

/**
 * The relevance benchmark's measuring side: the rankers compared, NDCG@10 and precision@5 over the
 * stored judgments, per category and overall. bench/relevance/run.ts prints them; the regression test
 * (tests/integration/relevance.test.ts) checks the overall NDCG@10 against baseline.json.
 */

/** How many results of each ranker are kept: the top 10 are measured, the top 20 pooled for judging. */
export const POOL_DEPTH = 20
export const NDCG_DEPTH = 10
export const PRECISION_DEPTH = 5
/** A result counts for precision from this grade on. */
export const RELEVANT_GRADE = 2

/** Grades by query id, then by job identity (judging.ts judgeKeyOf). */
export type Judgments = Record<string, Record<string, Grade>>

export interface Ranker {
  name: string
  /** The top POOL_DEPTH jobs for a query, best first. */
  search(query: RelevanceQuery): Promise<JudgedJob[]>
}

export const judgmentsPath = path.join(import.meta.dirname, 'judgments.json')

const judgmentsSchema = z.record(z.string(), z.record(z.string(), z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])))

/** The regression test's baseline (tests/integration/relevance.test.ts): overall NDCG@10 at a small seed. */
const baselineSchema = z.object({ jobCount: z.number().int().positive(), ndcgAt10: z.number().min(0).max(1) })
export type RelevanceBaseline = z.infer<typeof baselineSchema>

export function readBaseline(): RelevanceBaseline {
  return baselineSchema.parse(JSON.parse(readFileSync(path.join(import.meta.dirname, 'baseline.json'), 'utf8')))
}

export function readJudgments(): Judgments {
  return judgmentsSchema.parse(JSON.parse(readFileSync(judgmentsPath, 'utf8')))
}

/** JobYatra's search as the API runs it: the visitor's country from the query's Accept-Language, two pages of 10. */
export function createSearchRanker(database: DatabaseHandle, name = 'JobYatra'): Ranker {
  const jobs = createJobsService({ database, logger: pino({ level: 'silent' }), rankingCacheTtlMs: 0 })
  return {
    name,
    async search(query) {
      const params = jobSearchSchema.parse({ ...query.params, num_pages: String(POOL_DEPTH / 10) })
      const result = await jobs.searchJobs(params, { country: countryFromAcceptLanguage(query.acceptLanguage) })
      return result.jobs.map(toJudgedJob)
    },
  }
}

/** The textbook baseline: plainto_tsquery of the typed words over search_vector, ordered by ts_rank. */
export function createTsRankRanker(database: DatabaseHandle): Ranker {
  return {
    name: 'ts_rank',
    async search(query) {
      const rows = await database.query<{
        title: string
        employer_name: string
        city: string | null
        country: string
        is_remote: boolean
        required_skills: string[]
        experience_months: number | null
        employment_type: string
        is_government: boolean
        is_visa_sponsored: boolean
      }>(sql`
        select title, employer_name, city, country, is_remote, required_skills, experience_months, employment_type,
          is_government, is_visa_sponsored
        from jobs
        where is_active and search_vector @@ plainto_tsquery('english', ${query.params.query})
        order by ts_rank(search_vector, plainto_tsquery('english', ${query.params.query})) desc, posted_at desc, id
        limit ${POOL_DEPTH}`)
      return rows.map((row) => ({
        title: row.title,
        employer: row.employer_name,
        city: row.city,
        country: row.country,
        isRemote: row.is_remote,
        skills: row.required_skills,
        experienceMonths: row.experience_months ?? 0,
        employmentType: row.employment_type,
        isGovernment: row.is_government,
        isVisaSponsored: row.is_visa_sponsored,
      }))
    },
  }
}

/** The identities of every active job in the database: the ideal ranking of a query counts only jobs that exist here. */
export async function listJobKeys(database: DatabaseHandle): Promise<Set<string>> {
  const rows = await database.query<{ title: string; employer_name: string; city: string | null; country: string }>(
    sql`select title, employer_name, city, country from jobs where is_active`,
  )
  return new Set(rows.map((row) => judgeKeyOf({ title: row.title, employer: row.employer_name, city: row.city, country: row.country })))
}

export interface QueryScore {
  query: RelevanceQuery
  ndcg: number
  precision: number
  /** Of the top NDCG_DEPTH results, how many have no stored grade (counted as 0). */
  unjudged: number
}

/** NDCG@10 (gain 2^grade − 1, log2 discount) against the best order of the judged jobs present, and precision@5. */
export function scoreQuery(
  query: RelevanceQuery,
  results: readonly JudgedJob[],
  judgments: Judgments,
  presentKeys: ReadonlySet<string>,
): QueryScore {
  const grades = judgments[query.id] ?? {}
  const top = results.slice(0, NDCG_DEPTH).map((job) => grades[judgeKeyOf(job)])
  const ideal = Object.entries(grades)
    .filter(([key]) => presentKeys.has(key))
    .map(([, grade]) => grade)
    .sort((left, right) => right - left)
    .slice(0, NDCG_DEPTH)
  const idealGain = discountedGain(ideal)
  const relevantInTop = top.slice(0, PRECISION_DEPTH).filter((grade) => grade !== undefined && grade >= RELEVANT_GRADE).length
  return {
    query,
    ndcg: idealGain === 0 ? 1 : discountedGain(top.map((grade) => grade ?? 0)) / idealGain,
    precision: relevantInTop / PRECISION_DEPTH,
    unjudged: top.filter((grade) => grade === undefined).length,
  }
}

function discountedGain(grades: readonly number[]): number {
  return grades.reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0)
}

export interface RankerReport {
  ranker: string
  scores: QueryScore[]
}

export async function evaluateRanker(
  ranker: Ranker,
  queries: readonly RelevanceQuery[],
  judgments: Judgments,
  presentKeys: ReadonlySet<string>,
): Promise<{ report: RankerReport; results: Map<string, JudgedJob[]> }> {
  const scores: QueryScore[] = []
  const results = new Map<string, JudgedJob[]>()
  for (const query of queries) {
    const found = await ranker.search(query)
    results.set(query.id, found)
    scores.push(scoreQuery(query, found, judgments, presentKeys))
  }
  return { report: { ranker: ranker.name, scores }, results }
}

export interface Summary {
  label: string
  queries: number
  ndcg: number
  precision: number
  unjudged: number
}

/** Mean NDCG@10 and precision@5 per category and over all queries, with the unjudged results summed. */
export function summarize(report: RankerReport): Summary[] {
  const groups: Array<[string, QueryScore[]]> = categories.map((category: Category) => [
    category,
    report.scores.filter((score) => score.query.category === category),
  ])
  groups.push(['overall', report.scores])
  return groups
    .filter(([, scores]) => scores.length > 0)
    .map(([label, scores]) => ({
      label,
      queries: scores.length,
      ndcg: mean(scores.map((score) => score.ndcg)),
      precision: mean(scores.map((score) => score.precision)),
      unjudged: scores.reduce((sum, score) => sum + score.unjudged, 0),
    }))
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length
}
