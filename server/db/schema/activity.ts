import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * What the staff dashboard counts that no other table records (server/lib/daily-activity.ts): how
 * many times something happened on an India day (job searches), by its name.
 */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.metric] })],
)

/** The signed-in people active on each India day: one row per person and day, gone with the account. */
export const dailyActiveUsers = pgTable(
  'daily_active_users',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.day, table.userId] }), index('daily_active_users_user_idx').on(table.userId)],
)
