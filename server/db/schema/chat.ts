import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * The AI career assistant's conversations of signed-in people (issue 21, decision 066): one row per
 * message, so the panel shows the same chat on every device. Guests' chats stay in their browser.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isUser: boolean('is_user').notNull(),
    /** The chat language (core/chat/chat.ts CHAT_LANGUAGE_CODES): chosen for a question, detected for a reply. */
    language: text('language').notNull(),
    /** Spec 001 §3: text, file or quick-action. */
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_user_created_idx').on(table.userId, table.createdAt, table.id),
    check('chat_messages_type_check', sql`${table.type} in ('text', 'file', 'quick-action')`),
  ],
)
