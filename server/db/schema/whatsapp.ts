import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * WhatsApp alerts (issue 24, decision 068): one row per person who gave a number. `state` is
 * `pending` until the person writes to our number (a reply opts in: spec 000 §4 "active once opt-in is
 * done"), `active` after, `stopped` after STOP (or staff's opt-out). `window_until` is the end of the
 * 24-hour customer-service window their last message opened. `daily_channel` is how the daily
 * recommendations reach them: WhatsApp, e-mail or both.
 */
export const whatsappSubscriptions = pgTable(
  'whatsapp_subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** E.164 (+919876543210). */
    phone: text('phone').notNull(),
    state: text('state').notNull().default('pending'),
    isDailyOn: boolean('is_daily_on').notNull().default(true),
    dailyChannel: text('daily_channel').notNull().default('whatsapp'),
    /** The language of their messages: the one of the request that saved the settings. */
    locale: text('locale').notNull().default('en'),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    windowUntil: timestamp('window_until', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('whatsapp_subscriptions_state_check', sql`${table.state} in ('pending', 'active', 'stopped')`),
    check('whatsapp_subscriptions_channel_check', sql`${table.dailyChannel} in ('whatsapp', 'email', 'both')`),
    check('whatsapp_subscriptions_locale_check', sql`${table.locale} in ('en', 'hi')`),
    index('whatsapp_subscriptions_phone_idx').on(table.phone),
  ],
)

/**
 * Every webhook event taken, once: an inbound message by its wamid, a status by its message's wamid
 * and the status. The primary key is the replay protection (Meta delivers at least once and retries);
 * the statuses are what /admin/whatsapp-monitor counts per day. No text and no number is kept.
 */
export const whatsappEvents = pgTable(
  'whatsapp_events',
  {
    id: text('id').primaryKey(),
    /** `inbound` or `status`. */
    kind: text('kind').notNull(),
    /** sent, delivered, read, failed for statuses; the keyword's effect (opt-in, opt-out, none) for inbound. */
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    /** Meta's error code of a failed status. */
    errorCode: integer('error_code'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('whatsapp_events_kind_check', sql`${table.kind} in ('inbound', 'status')`),
    index('whatsapp_events_kind_occurred_idx').on(table.kind, table.occurredAt),
  ],
)

/**
 * The daily digest, once per person per India date: the row is written in the transaction that puts
 * the message in the outbox, so a digest exists exactly when its message does (decision 068). The
 * jobs it carried are not sent again.
 */
export const whatsappDigests = pgTable(
  'whatsapp_digests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    istDate: date('ist_date').notNull(),
    jobIds: jsonb('job_ids').$type<string[]>().notNull(),
    /** `sent` (messages written), or `empty` (no new match: nothing sent, recorded so a retry does not look again). */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.istDate] }),
    check('whatsapp_digests_outcome_check', sql`${table.outcome} in ('sent', 'empty')`),
  ],
)

/** A template sent by staff to a segment, throttled to the number's rate by a background job, stoppable. */
export const whatsappBroadcasts = pgTable(
  'whatsapp_broadcasts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The announcement's one parameter, as staff typed it. */
    text: text('text').notNull(),
    segment: text('segment').notNull(),
    state: text('state').notNull().default('running'),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    /** The last user id reached: the job resumes after it. */
    cursor: text('cursor'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('whatsapp_broadcasts_segment_check', sql`${table.segment} in ('all', 'free', 'premium')`),
    check('whatsapp_broadcasts_state_check', sql`${table.state} in ('running', 'stopped', 'done')`),
  ],
)

/**
 * A person's request under India's DPDP Act to export or erase their data, with its due date. The
 * person is kept by id and e-mail as text: the request outlives an erasure it records.
 */
export const whatsappDataRequests = pgTable(
  'whatsapp_data_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('open'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by'),
  },
  (table) => [
    check('whatsapp_data_requests_kind_check', sql`${table.kind} in ('export', 'erase')`),
    check('whatsapp_data_requests_state_check', sql`${table.state} in ('open', 'done')`),
    index('whatsapp_data_requests_state_due_idx').on(table.state, table.dueAt),
  ],
)

export type WhatsappSubscriptionRow = typeof whatsappSubscriptions.$inferSelect
