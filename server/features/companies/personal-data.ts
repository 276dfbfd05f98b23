import { asc, eq } from 'drizzle-orm'
import { companies, companyReviews } from '#server/db/schema/index.ts'
import type { PersonalData } from '#server/lib/personal-data.ts'

/** The reviews a person wrote, whatever their status, with the company each is about (decision 064). */
export const companyReviewsData: PersonalData = {
  key: 'companyReviews',
  tables: [companyReviews],
  async export(db, person) {
    return db
      .select({
        company: companies.name,
        rating: companyReviews.rating,
        title: companyReviews.title,
        pros: companyReviews.pros,
        cons: companyReviews.cons,
        employmentStatus: companyReviews.employmentStatus,
        role: companyReviews.authorRole,
        status: companyReviews.status,
        rejectionReason: companyReviews.rejectionReason,
        createdAt: companyReviews.createdAt,
        moderatedAt: companyReviews.moderatedAt,
      })
      .from(companyReviews)
      .innerJoin(companies, eq(companies.id, companyReviews.companyId))
      .where(eq(companyReviews.userId, person.userId))
      .orderBy(asc(companyReviews.createdAt))
  },
  async erase(tx, person) {
    await tx.delete(companyReviews).where(eq(companyReviews.userId, person.userId))
  },
}
