import { desc, eq } from 'drizzle-orm'
import { favorites, jobs } from '#server/db/schema/index.ts'
import type { PersonalData } from '#server/lib/personal-data.ts'

/** The saved jobs, newest first, with the posting's title and employer so the file reads on its own. */
export const savedJobsData: PersonalData = {
  key: 'savedJobs',
  tables: [favorites],
  export: (db, person) =>
    db
      .select({ jobId: favorites.jobId, title: jobs.title, employer: jobs.employerName, savedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(jobs, eq(jobs.id, favorites.jobId))
      .where(eq(favorites.userId, person.userId))
      .orderBy(desc(favorites.createdAt), favorites.jobId),
  async erase(tx, person) {
    await tx.delete(favorites).where(eq(favorites.userId, person.userId))
  },
}
