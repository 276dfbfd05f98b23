import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * First-party analytics (DESIGN.md "Outside services"; spec 001 §7): one row per accepted event,
 * stored only with analytics consent. Nothing personal beyond the browser's random id and, signed in,
 * the user's id; the user's rows go with the account.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    anonymousId: uuid('anonymous_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    funnelStep: text('funnel_step'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_anonymous_idx').on(table.anonymousId, table.occurredAt),
    index('analytics_events_user_idx').on(table.userId),
    index('analytics_events_name_occurred_idx').on(table.name, table.occurredAt),
  ],
)

/**
 * A signed-in user's cookie-consent choices with the notice version they were made under (DESIGN.md
 * Security, DPDP Act 2023). Append-only history: a new choice is a new row; the newest is current.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    functional: boolean('functional').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consents_user_recorded_idx').on(table.userId, table.recordedAt)],
)

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect
export type ConsentRow = typeof consents.$inferSelect
