import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * Plans and usage (DESIGN.md data model, "Limits and plans live once"; decision 037). Both go with the
 * account: their user rows cascade from `user`.
 */

/**
 * Spec 000 §3 "Subscription status", one row per user who ever had a plan; none means free. Empty until
 * the billing issue writes it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull().default('free'),
    status: text('status').notNull().default('inactive'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isPremium: boolean('is_premium').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_plan_type_check', sql`${table.planType} in ('free', 'professional')`),
    check('subscriptions_status_check', sql`${table.status} in ('inactive', 'active', 'cancelled')`),
  ],
)

/**
 * Premium given by staff with a reason for a while (decision 071), apart from what the person paid for:
 * one current grant per user; its history is the audit log. Billing's plan resolver counts a grant
 * whose end has not passed as premium, wherever premium is checked.
 */
export const premiumGrants = pgTable('premium_grants', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  /** The staff member, by id and e-mail, kept as labels so the grant outlives their account. */
  grantedByUserId: text('granted_by_user_id'),
  grantedByLabel: text('granted_by_label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * How many times a person used a limited feature on one India-time day (core/plans/plans.ts
 * USAGE_RULES). The person is a signed-in user or a guest's signed visitor id (server/lib/visitor-id.ts),
 * never both; each has its own unique key, the target of the usage service's one-statement
 * check-and-count (server/features/usage/repo.ts).
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    // A key of its own, so replication and tools that want one have it; lookups use the unique keys below.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    feature: text('feature').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    check('usage_counters_one_subject_check', sql`(${table.userId} is null) <> (${table.visitorId} is null)`),
    check('usage_counters_count_check', sql`${table.count} >= 0`),
    uniqueIndex('usage_counters_user_key')
      .on(table.userId, table.feature, table.day)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('usage_counters_visitor_key')
      .on(table.visitorId, table.feature, table.day)
      .where(sql`${table.visitorId} is not null`),
  ],
)

/**
 * The uses counted under an id the browser gave them: a chat message's id (decision 073). The chat
 * endpoint counts each message and notes its id; the browser's increment-usage call (spec 000 §7) with
 * the same id then finds it here and counts nothing more. One row per subject, feature and id; `day`
 * is the India-time day it was counted on, which the nightly prune reads.
 */
export const usageCountedKeys = pgTable(
  'usage_counted_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    feature: text('feature').notNull(),
    key: text('key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    check('usage_counted_keys_one_subject_check', sql`(${table.userId} is null) <> (${table.visitorId} is null)`),
    uniqueIndex('usage_counted_keys_user_key')
      .on(table.userId, table.feature, table.key)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('usage_counted_keys_visitor_key')
      .on(table.visitorId, table.feature, table.key)
      .where(sql`${table.visitorId} is not null`),
    index('usage_counted_keys_day_idx').on(table.day),
  ],
)
