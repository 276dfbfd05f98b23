import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { jobApplications } from './applications.ts'
import { user } from './accounts.ts'

/**
 * The e-mail-response monitor (issue 24, decision 070): one row, the mailbox staff configured and
 * where the monitor stands. The password is kept encrypted (AES-256-GCM under a key derived from
 * AUTH_SECRET, server/lib/secret-box.ts) and never leaves the server. `settings_version` grows with
 * each change of credentials, so a connection test that began before a change cannot pass the new
 * ones. `uid_validity` and `last_uid` are the last message read: every server and every restart go on
 * after it.
 */
export const emailMonitor = pgTable(
  'email_monitor',
  {
    id: integer('id').primaryKey().default(1),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    tls: boolean('tls').notNull(),
    userName: text('user_name').notNull(),
    passwordCipher: text('password_cipher').notNull(),
    settingsVersion: integer('settings_version').notNull().default(1),
    state: text('state').notNull().default('inactive'),
    connectionResult: text('connection_result').notNull().default('untested'),
    connectionFailure: text('connection_failure'),
    testedAt: timestamp('tested_at', { withTimezone: true }),
    uidValidity: bigint('uid_validity', { mode: 'number' }),
    lastUid: bigint('last_uid', { mode: 'number' }),
    lastCheckAt: timestamp('last_check_at', { withTimezone: true }),
    isLastCheckOk: boolean('is_last_check_ok'),
    lastCheckFailure: text('last_check_failure'),
    lastCheckMessages: integer('last_check_messages').notNull().default(0),
    lastCheckMoved: integer('last_check_moved').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('email_monitor_single_row_check', sql`${table.id} = 1`),
    check('email_monitor_state_check', sql`${table.state} in ('inactive', 'active')`),
    check('email_monitor_connection_check', sql`${table.connectionResult} in ('untested', 'passed', 'failed')`),
  ],
)

export type EmailMonitorRow = typeof emailMonitor.$inferSelect

/**
 * What the monitor read in an employer's reply and did to a person's application: one row per
 * (message, application), so a message read again (a retry, a restart) records and moves nothing
 * twice. The person's: exported and erased with their account.
 */
export const emailMonitorMatches = pgTable(
  'email_monitor_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    messageUid: bigint('message_uid', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    phrase: text('phrase').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    isMoved: boolean('is_moved').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_monitor_matches_message_idx').on(table.uidValidity, table.messageUid, table.applicationId),
    index('email_monitor_matches_created_idx').on(table.createdAt),
    index('email_monitor_matches_user_idx').on(table.userId),
    check('email_monitor_matches_kind_check', sql`${table.kind} in ('interview', 'rejection')`),
  ],
)

export type EmailMonitorMatchRow = typeof emailMonitorMatches.$inferSelect
