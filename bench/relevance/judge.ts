/**
 * Writes the grades of pooled results into judgments.json (bench/relevance/judging.ts says what a grade
 * means): every job any ranker returned in its top 20 for a query, graded by that query's rubric.
 * Grades already stored are rewritten from the rubric, so a changed rubric changes them all.
 *
 *   node bench/relevance/run.ts --pool /tmp/pool-5000.json            (and with --jobs for other seeds,
 *   node bench/relevance/judge.ts /tmp/pool-5000.json …                and from other versions of search)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { z } from 'zod'
import { judgmentsPath, readJudgments } from './evaluate.ts'
import { judgeKeyOf, type JudgedJob } from './judging.ts'
import { gradeFor, relevanceQueries } from './queries.ts'

const judgedJobSchema: z.ZodType<JudgedJob> = z.object({
  title: z.string(),
  employer: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  isRemote: z.boolean(),
  skills: z.array(z.string()),
  experienceMonths: z.number(),
  employmentType: z.string(),
  isGovernment: z.boolean(),
  isVisaSponsored: z.boolean(),
})
const poolSchema = z.object({ jobCount: z.number(), rankers: z.record(z.string(), z.record(z.string(), z.array(judgedJobSchema))) })

const files = process.argv.slice(2)
if (files.length === 0) throw new Error('usage: node bench/relevance/judge.ts pool.json [pool.json …]')
const judgments = readJudgments()
let graded = 0
for (const file of files) {
  const pool = poolSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  for (const query of relevanceQueries) {
    const grades = (judgments[query.id] ??= {})
    for (const results of Object.values(pool.rankers)) {
      for (const job of results[query.id] ?? []) {
        grades[judgeKeyOf(job)] = gradeFor(query, job)
        graded += 1
      }
    }
  }
}
const known = new Set(relevanceQueries.map((query) => query.id))
const sorted = Object.fromEntries(
  Object.keys(judgments)
    .filter((id) => known.has(id))
    .sort()
    .map((id) => [id, Object.fromEntries(Object.entries(judgments[id] ?? {}).sort(([left], [right]) => left.localeCompare(right)))]),
)
writeFileSync(judgmentsPath, `${JSON.stringify(sorted, null, 2)}\n`)
console.log(
  `graded ${graded} pooled results; ${Object.values(sorted).reduce((sum, grades) => sum + Object.keys(grades).length, 0)} judgments stored`,
)
