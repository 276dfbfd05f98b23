import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { optimizeJobSearch } from '#server/features/jobs/index.ts'
import { seedDemoData } from '#server/seed-demo.ts'

/**
 * The relevance benchmark's data: the demo data `npm start` seeds (the same generator and seed), in an
 * in-memory PGlite. The first N jobs of a larger seed are the N of a smaller one, and a job's identity
 * (title, employer, place) does not depend on the date, so the judgments hold for every count and day;
 * a fixed date only keeps runs identical to the second.
 */
const RELEVANCE_SEED_DATE = new Date('2026-11-23T06:30:00Z')

export async function openRelevanceDatabase(jobCount: number): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null })
  await seedRelevanceData(database, jobCount)
  return database
}

/** Seeds an empty database with the first `jobCount` demo jobs, as the benchmark and its regression test measure them. */
export async function seedRelevanceData(database: DatabaseHandle, jobCount: number): Promise<void> {
  await seedDemoData(database, { jobCount, now: RELEVANCE_SEED_DATE })
  await optimizeJobSearch(database)
}
