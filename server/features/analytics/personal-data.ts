import { eq } from 'drizzle-orm'
import { analyticsEvents, consents } from '#server/db/schema/index.ts'
import type { PersonalData } from '#server/lib/personal-data.ts'

/** The cookie-consent choices recorded while signed in, with the notice version of each. */
export const consentsData: PersonalData = {
  key: 'consents',
  tables: [consents],
  export: (db, person) =>
    db
      .select({
        version: consents.version,
        analytics: consents.analytics,
        marketing: consents.marketing,
        functional: consents.functional,
        recordedAt: consents.recordedAt,
      })
      .from(consents)
      .where(eq(consents.userId, person.userId))
      .orderBy(consents.recordedAt),
  async erase(tx, person) {
    await tx.delete(consents).where(eq(consents.userId, person.userId))
  },
}

/** The analytics events stored while signed in with analytics consent (anonymous ones name no one). */
export const analyticsEventsData: PersonalData = {
  key: 'analytics',
  tables: [analyticsEvents],
  export: (db, person) =>
    db
      .select({
        name: analyticsEvents.name,
        path: analyticsEvents.path,
        funnelStep: analyticsEvents.funnelStep,
        properties: analyticsEvents.properties,
        occurredAt: analyticsEvents.occurredAt,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, person.userId))
      .orderBy(analyticsEvents.occurredAt),
  async erase(tx, person) {
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, person.userId))
  },
}
