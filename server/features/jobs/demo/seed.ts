import { and, asc, eq, notLike, sql } from 'drizzle-orm'
import { pgView, text } from 'drizzle-orm/pg-core'
import type { Database } from '#server/db/client.ts'
import { jobSources } from '#server/db/schema/jobs.ts'
import { insertJobRows } from '#server/features/jobs/ingest/job-rows.ts'
import type { JobInsert } from '#server/features/jobs/ingest/normalize.ts'
import { presetRecencyWindow, RECENT_WINDOW, refreshRecencyWindow } from '#server/features/jobs/maintenance.ts'
import { rebuildSearchTables } from '#server/features/jobs/search-tables.ts'
import { DEMO_SOURCE, estimateNewestShareStart, generateDemoJobs, type DemoEmployer, type DemoJob } from './demo-jobs.ts'

export interface SeedLogger {
  info(obj: object, msg?: string): void
}

export interface DemoJobsOptions {
  /** How many demo jobs to create; SEED_JOBS sets it (5,000 by default, 100,000+ for benchmarks). */
  jobCount: number
  /** Posting dates are spread back from this moment. */
  now: Date
  /** The companies that post the jobs, as the companies feature seeded them, and their ids by slug. */
  employers: readonly DemoEmployer[]
  companyIds: ReadonlyMap<string, number>
  logger?: SeedLogger
  /** From this many jobs on, secondary indexes are built after the load instead of during it (default 20,000). */
  bulkLoadMinJobs?: number
  /** The search's recency window (RECENT_WINDOW by default; smaller in tests). */
  recentWindow?: number
}

const JOB_BATCH_SIZE = 1_500
/**
 * From this many jobs on, the secondary indexes of `jobs` are dropped for the load and built again
 * after it: building an index once costs far less than updating it row by row (on PGlite about a
 * fifth of the insert time at 100,000 jobs). Unique indexes stay, so duplicates still fail.
 */
const DEFAULT_BULK_LOAD_MIN_JOBS = 20_000

/**
 * Fills an empty jobs table with the demo jobs of the given companies, and the suggestion and
 * vocabulary tables search relies on. Runs in the caller's transaction: the first-start seed of every
 * feature is one transaction (server/seed-demo.ts), so a start-up that dies half-way leaves nothing
 * behind and seeds again next time. Returns how many jobs it stored.
 */
export async function seedDemoJobs(tx: Database, options: DemoJobsOptions): Promise<number> {
  const deferredIndexes =
    options.jobCount >= (options.bulkLoadMinJobs ?? DEFAULT_BULK_LOAD_MIN_JOBS) ? await listSecondaryJobIndexes(tx) : []
  await tx.insert(jobSources).values({ id: DEMO_SOURCE, name: 'JobYatra demo data', kind: 'demo', origin: 'demo' }).onConflictDoNothing()
  for (const index of deferredIndexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`)
  const recentWindow = options.recentWindow ?? RECENT_WINDOW
  // Jobs are flagged for the window as they go in; the refresh then only corrects the estimate.
  if (options.jobCount > recentWindow) {
    await presetRecencyWindow(tx, estimateNewestShareStart(options.now, recentWindow / options.jobCount))
  }
  const jobCount = await insertJobs(tx, generateDemoJobs(options.employers, options), options.companyIds, options.logger)
  await refreshRecencyWindow(tx, recentWindow)
  for (const index of deferredIndexes) await tx.execute(sql.raw(index.definition))
  await rebuildSearchTables(tx)
  return jobCount
}

/** PostgreSQL's catalog view of indexes, with their full definitions (partial and INCLUDE clauses too). */
const pgIndexes = pgView('pg_indexes', {
  schemaname: text('schemaname').notNull(),
  tablename: text('tablename').notNull(),
  indexname: text('indexname').notNull(),
  indexdef: text('indexdef').notNull(),
}).existing()

/** The non-unique indexes of `jobs`, as the catalogue keeps them. */
async function listSecondaryJobIndexes(tx: Database): Promise<Array<{ name: string; definition: string }>> {
  return tx
    .select({ name: pgIndexes.indexname, definition: pgIndexes.indexdef })
    .from(pgIndexes)
    .where(
      and(
        eq(pgIndexes.schemaname, sql`current_schema()`),
        eq(pgIndexes.tablename, 'jobs'),
        notLike(pgIndexes.indexdef, 'CREATE UNIQUE INDEX %'),
      ),
    )
    .orderBy(asc(pgIndexes.indexname))
}

async function insertJobs(
  db: Database,
  demoJobs: Iterable<DemoJob>,
  companyIds: ReadonlyMap<string, number>,
  logger: SeedLogger | undefined,
): Promise<number> {
  let batch: JobInsert[] = []
  let count = 0
  for (const job of demoJobs) {
    batch.push({ ...job.row, companyId: companyIds.get(job.companySlug) ?? null })
    if (batch.length === JOB_BATCH_SIZE) {
      await insertJobRows(db, batch)
      count += batch.length
      batch = []
      if (count % 30_000 === 0) logger?.info({ jobs: count }, 'seeding demo jobs')
    }
  }
  if (batch.length > 0) {
    await insertJobRows(db, batch)
    count += batch.length
  }
  return count
}
