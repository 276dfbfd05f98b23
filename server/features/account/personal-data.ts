import { eq } from 'drizzle-orm'
import { profiles } from '#server/db/schema/index.ts'
import type { PersonalData } from '#server/lib/personal-data.ts'

/** The profile of the settings page (names, phone, location; the staff role). */
export const profileData: PersonalData = {
  key: 'profile',
  tables: [profiles],
  async export(db, person) {
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, person.userId))
    return row ?? null
  },
  async erase(tx, person) {
    await tx.delete(profiles).where(eq(profiles.userId, person.userId))
  },
}
