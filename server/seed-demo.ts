import type { DatabaseHandle } from '#server/db/client.ts'
import { seedDemoCompanies } from '#server/features/companies/index.ts'
import { seedDemoJobs, type DemoJobsOptions } from '#server/features/jobs/index.ts'

export type DemoDataOptions = Omit<DemoJobsOptions, 'employers' | 'companyIds'>

export interface DemoDataResult {
  jobs: number
  companies: number
  reviews: number
}

/**
 * The first-start demo data: each feature's own (companies and their reviews, then the jobs they post)
 * in one transaction, so a start-up that dies half-way leaves nothing behind and seeds again next time.
 * server/main.ts calls it on an empty database; tests and the search benchmark seed through it too.
 */
export async function seedDemoData(database: DatabaseHandle, options: DemoDataOptions): Promise<DemoDataResult> {
  const startedAt = performance.now()
  const result = await database.db.transaction(async (tx) => {
    const companies = await seedDemoCompanies(tx, { now: options.now })
    const jobs = await seedDemoJobs(tx, { ...options, employers: companies.companies, companyIds: companies.idsBySlug })
    return { jobs, companies: companies.idsBySlug.size, reviews: companies.reviews }
  })
  options.logger?.info({ ...result, ms: Math.round(performance.now() - startedAt) }, 'demo data seeded')
  return result
}
