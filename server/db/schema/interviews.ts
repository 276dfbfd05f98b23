import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * Mock interviews (issue 21, decision 058): one row per practice session, with the questions drawn for
 * it in order and what the person chose to practise against (a tracked job's description and their
 * resume, copied in as text so the feedback of a later answer does not change when either is edited).
 */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    level: text('level').notNull(),
    /** The question ids of core/interviews/question-bank.ts, in the order they are asked. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    /** The tracked application practised for (its job's title, employer and description are in jobContext). */
    applicationId: integer('application_id'),
    jobContext: text('job_context'),
    resumeId: uuid('resume_id'),
    resumeContext: text('resume_context'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('interview_sessions_user_created_idx').on(table.userId, table.createdAt),
    check('interview_sessions_level_check', sql`${table.level} in ('entry', 'mid', 'senior')`),
  ],
)

/**
 * One answer to one question of a session, with its scores per rubric dimension (0-100, kept as
 * columns so the analytics page averages them in SQL) and the rest of the feedback as given.
 */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    inputMode: text('input_mode').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    structureScore: smallint('structure_score').notNull(),
    relevanceScore: smallint('relevance_score').notNull(),
    specificityScore: smallint('specificity_score').notNull(),
    clarityScore: smallint('clarity_score').notNull(),
    fillerScore: smallint('filler_score').notNull(),
    overallScore: smallint('overall_score').notNull(),
    /** Who scored it ('rules' or 'model'), the tips, the model's comment and the stronger sample answer. */
    feedback: jsonb('feedback').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('interview_answers_session_position_idx').on(table.sessionId, table.position),
    index('interview_answers_user_created_idx').on(table.userId, table.createdAt),
    check('interview_answers_input_mode_check', sql`${table.inputMode} in ('typed', 'voice')`),
  ],
)

export type InterviewSessionRow = typeof interviewSessions.$inferSelect
export type InterviewAnswerRow = typeof interviewAnswers.$inferSelect
