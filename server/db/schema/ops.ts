import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * Every e-mail and SMS the product sends (DESIGN.md "Outside services"): written in the transaction
 * of the change that caused it as a template, the recipient's language and the template's
 * parameters, and rendered only when it is delivered by the channel's adapter with retries
 * (server/features/notifications, decision 036). A user's messages go when the user is deleted.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** Which message: verify-email, reset-password, welcome, phone-code (server/features/notifications/templates.ts). */
    template: text('template').notNull(),
    /** The language it is rendered in: the one the request that caused it asked for. */
    locale: text('locale').notNull().default('en'),
    /** The template's values (a link, a code, a name), checked against the template's schema when rendered. */
    params: jsonb('params').notNull().default({}),
    recipient: text('recipient').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('outbox_channel_check', sql`${table.channel} in ('email', 'sms', 'whatsapp')`),
    check('outbox_state_check', sql`${table.state} in ('pending', 'sending', 'sent', 'failed')`),
    check('outbox_locale_check', sql`${table.locale} in ('en', 'hi')`),
    // The dispatcher claims due pending rows and sending rows whose lease ran out.
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} in ('pending', 'sending')`),
    index('outbox_created_idx').on(table.createdAt),
    // The per-recipient cap counts a recipient's messages of the last hour; erasure finds them by recipient.
    index('outbox_recipient_created_idx').on(table.recipient, table.createdAt),
  ],
)

/**
 * Append-only record of staff actions (role grants first; later admin screens add theirs). The
 * actor is kept as an id and a label, not a foreign key, so the trail outlives the accounts it
 * names; a trigger refuses UPDATE and DELETE (migration 0009).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
)

export type OutboxRow = typeof outbox.$inferSelect
export type AuditLogRow = typeof auditLog.$inferSelect

/**
 * Idempotency keys (DESIGN.md Security: "Writes that must not repeat … carry an idempotency key; the
 * first result is stored and replayed"), per user: the request's fingerprint (method, path, body), and
 * once the first request finished its status and body. A row without a status is a request still
 * running. server/lib/idempotency.ts reads and writes it; rows go with the user.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: text('body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
)

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect

/**
 * Fixed-window counters of the one rate limiter (server/lib/rate-limit.ts), keyed by purpose and
 * subject (`sign-in-ip:203.0.113.7`, `analytics-batch:<browser id>`): in the database, so every app
 * server shares them.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
})

/**
 * Staff's switches for the whole product (decision 071): feature flags and maintenance mode, one row
 * per setting, read through server/lib/system-settings.ts (cached a few seconds per process). A
 * setting with no row has its default from core/admin/system-settings.ts.
 */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
})
