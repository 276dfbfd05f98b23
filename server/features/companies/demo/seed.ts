import type { Database } from '#server/db/client.ts'
import { companies, companyReviews } from '#server/db/schema/jobs.ts'
import { buildDemoCompanies, type DemoCompany } from './demo-companies.ts'
import { buildDemoReviews, type ReviewInsert } from './demo-reviews.ts'

export interface DemoCompanies {
  companies: DemoCompany[]
  /** The stored id of each company, by slug, for the jobs that link to them. */
  idsBySlug: Map<string, number>
  reviews: number
}

const REVIEW_BATCH_SIZE = 1_000

/**
 * Stores the demo companies (300+ fictional employers, private and public) and their reviews, dated
 * back from `now`. Runs in the caller's transaction: the first-start seed is one (server/seed-demo.ts).
 */
export async function seedDemoCompanies(tx: Database, options: { now: Date }): Promise<DemoCompanies> {
  const demoCompanies = buildDemoCompanies()
  const inserted = await tx
    .insert(companies)
    .values(demoCompanies.map((company) => company.row))
    .returning({ id: companies.id, slug: companies.slug })
  const idsBySlug = new Map(inserted.map((company) => [company.slug, company.id]))

  const reviews: ReviewInsert[] = []
  for (const review of buildDemoReviews(demoCompanies, options.now)) {
    const companyId = idsBySlug.get(review.companySlug)
    if (companyId === undefined) throw new Error(`review for unknown company ${review.companySlug}`)
    reviews.push({ ...review.row, companyId })
  }
  for (let start = 0; start < reviews.length; start += REVIEW_BATCH_SIZE) {
    await tx.insert(companyReviews).values(reviews.slice(start, start + REVIEW_BATCH_SIZE))
  }
  return { companies: demoCompanies, idsBySlug, reviews: reviews.length }
}
