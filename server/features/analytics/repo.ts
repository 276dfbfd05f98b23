import { desc, eq } from 'drizzle-orm'
import type { ConsentChoices } from '#core/analytics/consent.ts'
import type { StoredEvent } from '#core/analytics/events.schema.ts'
import type { Database } from '#server/db/client.ts'
import { analyticsEvents, consents } from '#server/db/schema/index.ts'

/** The SQL of first-party analytics and recorded consent. */

export interface NewAnalyticsEvent {
  anonymousId: string
  userId: string | null
  name: string
  path: string
  funnelStep: string | null
  properties: Record<string, unknown>
  occurredAt: Date
}

export async function insertEvents(db: Database, events: readonly NewAnalyticsEvent[]): Promise<number> {
  if (events.length === 0) return 0
  const inserted = await db
    .insert(analyticsEvents)
    .values([...events])
    .returning({ id: analyticsEvents.id })
  return inserted.length
}

/** The newest events one browser's random id sent, newest first. */
export async function listEventsOf(db: Database, anonymousId: string, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.anonymousId, anonymousId))
    .orderBy(desc(analyticsEvents.occurredAt), desc(analyticsEvents.id))
    .limit(limit)
  return rows.map((row) => ({
    name: row.name,
    path: row.path,
    funnelStep: row.funnelStep,
    properties: row.properties,
    occurredAt: row.occurredAt.toISOString(),
  }))
}

export async function insertConsent(
  db: Database,
  input: { userId: string; version: string; consent: ConsentChoices; now: Date },
): Promise<void> {
  const { analytics, marketing, functional } = input.consent
  await db
    .insert(consents)
    .values({ userId: input.userId, version: input.version, analytics, marketing, functional, recordedAt: input.now })
}

export async function findLatestConsent(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.recordedAt), desc(consents.id))
    .limit(1)
  return row ?? null
}
