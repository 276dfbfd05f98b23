import { eq } from 'drizzle-orm'
import { clickEvents } from '#server/db/schema/index.ts'
import type { PersonalData } from '#server/lib/personal-data.ts'

/** The job clicks a signed-in search recorded (click_events.user_id has no foreign key: erased here, not by a cascade). */
export const jobClicksData: PersonalData = {
  key: 'clicks',
  tables: [clickEvents],
  export: (db, person) =>
    db
      .select({ jobId: clickEvents.jobId, query: clickEvents.query, location: clickEvents.location, createdAt: clickEvents.createdAt })
      .from(clickEvents)
      .where(eq(clickEvents.userId, person.userId))
      .orderBy(clickEvents.createdAt),
  async erase(tx, person) {
    await tx.delete(clickEvents).where(eq(clickEvents.userId, person.userId))
  },
}
