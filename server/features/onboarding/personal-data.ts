import { eq } from 'drizzle-orm'
import { onboardingProfiles } from '#server/db/schema/index.ts'
import type { PersonalData } from '#server/lib/personal-data.ts'

/** The onboarding answers, as saved step by step. */
export const onboardingData: PersonalData = {
  key: 'onboarding',
  tables: [onboardingProfiles],
  async export(db, person) {
    const [row] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, person.userId))
    return row ?? null
  },
  async erase(tx, person) {
    await tx.delete(onboardingProfiles).where(eq(onboardingProfiles.userId, person.userId))
  },
}
