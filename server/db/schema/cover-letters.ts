import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * Saved cover letters (spec 001 §3 "Cover letter", §7 cover_letters: insert; decision 054). The job's
 * title and company are copied in, so a letter still reads after its posting leaves our table (the job
 * id is not a foreign key, as in job_applications_tracking). `metadata` says how it was written
 * (source ai or built_in, the prompt version, the keywords used) and which resume was saved with it.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    content: text('content').notNull(),
    variationType: text('variation_type').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cover_letters_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('cover_letters_variation_type_check', sql`${table.variationType} in ('standard', 'creative', 'formal', 'technical')`),
  ],
)

/**
 * Every generation attempt (spec 001 §3 "Cover letter generation history", §7: insert): success is
 * whether the AI wrote the letter (false when the built-in writer stood in), and `source` says which
 * wrote it. `cover_letter_id` is filled when the person saves the letter of that attempt.
 */
export const coverLetterGenerationHistory = pgTable(
  'cover_letter_generation_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    coverLetterId: uuid('cover_letter_id').references(() => coverLetters.id, { onDelete: 'set null' }),
    jobId: text('job_id').notNull(),
    variationType: text('variation_type').notNull(),
    success: boolean('success').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cover_letter_generation_history_user_idx').on(table.userId, table.createdAt),
    check('cover_letter_generation_history_source_check', sql`${table.source} in ('ai', 'built_in')`),
  ],
)

export type CoverLetterRow = typeof coverLetters.$inferSelect
export type CoverLetterGenerationRow = typeof coverLetterGenerationHistory.$inferSelect
