import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { InvoiceData } from '#core/plans/invoice.ts'
import { user } from './accounts.ts'

/**
 * The payments ledger (issue 22; decision 051): every order, capture, failure, activation and refund
 * request, amounts in paise. Money records outlive the account (GST law keeps invoices for years), so
 * deleting an account clears the user column and keeps the rows (server/features/billing/personal-data.ts).
 *
 * "Granted exactly once" rests on two constraints here: an order is activated by the one UPDATE that
 * finds `activated_at` still null (PostgreSQL re-reads the row after a concurrent writer's lock), and
 * the ledger holds at most one 'activated' row per order and one row per payment and kind.
 */

/** One row per order made at the gateway, ours by its receipt; `activated_at` once it granted premium. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The gateway's order id (order_…). */
    id: text('id').primaryKey(),
    receipt: text('receipt').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    gateway: text('gateway').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    /** The captured payment that activated premium. */
    paymentId: text('payment_id').unique(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** What activated it: checkout's answer (verify), a webhook, or the reconciliation job. */
    activatedBy: text('activated_by'),
    /** The premium this payment bought: from when (the later of payment and the previous end) to when. */
    premiumFrom: timestamp('premium_from', { withTimezone: true }),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_orders_amount_check', sql`${table.amountPaise} > 0`),
    check('payment_orders_activated_by_check', sql`${table.activatedBy} in ('verify', 'webhook', 'reconcile')`),
    check(
      'payment_orders_activation_check',
      sql`(${table.activatedAt} is null) = (${table.paymentId} is null) and (${table.activatedAt} is null) = (${table.premiumUntil} is null)`,
    ),
    index('payment_orders_user_idx').on(table.userId, table.createdAt),
    index('payment_orders_unactivated_idx')
      .on(table.createdAt)
      .where(sql`${table.activatedAt} is null`),
  ],
)

export const PAYMENT_EVENT_KINDS = [
  'order_created',
  'captured',
  'failed',
  'activated',
  'signature_rejected',
  'amount_mismatch',
  'refund_requested',
  'refunded',
  'refund_declined',
] as const

/** The ledger: what happened to each order, in order, from which source. Never updated, never deleted. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    kind: text('kind').notNull(),
    paymentId: text('payment_id'),
    amountPaise: integer('amount_paise'),
    /** Who told us: checkout (the browser's verify call), webhook, reconcile (the job asking the gateway), person, staff. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_events_kind_check', sql.raw(`kind in (${PAYMENT_EVENT_KINDS.map((kind) => `'${kind}'`).join(', ')})`)),
    check('payment_events_source_check', sql`${table.source} in ('checkout', 'webhook', 'reconcile', 'person', 'staff')`),
    index('payment_events_order_idx').on(table.orderId, table.id),
    // A payment is captured or failed once, however many paths report it.
    uniqueIndex('payment_events_payment_kind_key')
      .on(table.paymentId, table.kind)
      .where(sql`${table.paymentId} is not null and ${table.kind} in ('captured', 'failed')`),
    uniqueIndex('payment_events_activated_key')
      .on(table.orderId)
      .where(sql`${table.kind} = 'activated'`),
  ],
)

/** Webhook deliveries already handled, by Razorpay's X-Razorpay-Event-Id: a replay is answered and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A person's cancellation of premium (spec 000 §8): staff decide the refund under the refund policy. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    /** Whole days of the order's premium left when it was cancelled. */
    unusedDays: integer('unused_days').notNull(),
    /** requested → processing (staff approved; the gateway is being asked) → refunded; or requested → declined. */
    status: text('status').notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who decided, as an id and a label (like the audit log: the record outlives the account). */
    decidedByUserId: text('decided_by_user_id'),
    decidedByLabel: text('decided_by_label'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** What was paid back, and the gateway's refund id (rfnd_…). */
    refundedPaise: integer('refunded_paise'),
    gatewayRefundId: text('gateway_refund_id'),
  },
  (table) => [
    check('refund_requests_status_check', sql`${table.status} in ('requested', 'processing', 'refunded', 'declined')`),
    check('refund_requests_refunded_check', sql`(${table.status} = 'refunded') = (${table.gatewayRefundId} is not null)`),
  ],
)

/**
 * Invoice numbers are gap-free and sequential per financial year (GST rule 46): one row per year
 * holding the last number given, locked FOR UPDATE by the transaction that issues the next one.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

/**
 * The GST tax invoice of each activated order (decision 057), issued in the transaction that
 * activated it. `data` is everything the PDF shows, frozen at issue: a re-download renders the same
 * document whatever changes later in configuration or in the buyer's profile. Never updated.
 */
export const invoices = pgTable(
  'invoices',
  {
    /** JY/26-27/000123 (financial year 2026-27) */
    number: text('number').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<InvoiceData>().notNull(),
  },
  (table) => [
    uniqueIndex('invoices_year_sequence_key').on(table.financialYear, table.sequence),
    index('invoices_user_idx').on(table.userId),
  ],
)
