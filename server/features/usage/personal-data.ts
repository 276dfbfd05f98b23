import { eq } from 'drizzle-orm'
import { usageCounters } from '#server/db/schema/index.ts'
import type { PersonalData } from '#server/lib/personal-data.ts'

/** The person's daily counts of limited features (chat messages, applications …), oldest day first. */
export const usageData: PersonalData = {
  key: 'usage',
  tables: [usageCounters],
  export: (db, person) =>
    db
      .select({ feature: usageCounters.feature, day: usageCounters.day, count: usageCounters.count })
      .from(usageCounters)
      .where(eq(usageCounters.userId, person.userId))
      .orderBy(usageCounters.day, usageCounters.feature),
  async erase(tx, person) {
    await tx.delete(usageCounters).where(eq(usageCounters.userId, person.userId))
  },
}
