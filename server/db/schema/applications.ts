import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * Application tracking (spec 001 §3 `job_applications_tracking`, §4 "Application status"; decision 050).
 * One row per person and job: applying again updates it, so two tabs or two devices can never make two.
 * The job's title, employer and link are copied in when the row is made, so the board and the CSV still
 * read after the posting expires or leaves our table (the job id is not a foreign key for that reason).
 */
export const jobApplications = pgTable(
  'job_applications_tracking',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    employerName: text('employer_name').notNull(),
    applyLink: text('apply_link'),
    /** The portal the person applied through (the job's own link or an "Also listed on" one); null until applied. */
    portal: text('portal'),
    status: text('application_status').notNull(),
    /** Set only when the status becomes applied (spec 001 §4). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The resume and its version sent with the application: filled by the resumes work (issue 20); no resumes table yet. */
    resumeId: text('resume_id'),
    resumeVersion: integer('resume_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_applications_user_job_idx').on(table.userId, table.jobId),
    index('job_applications_user_updated_idx').on(table.userId, table.statusUpdatedAt),
    check('job_applications_status_check', sql`${table.status} in ('applied', 'interviewing', 'offer_received', 'saved', 'rejected')`),
  ],
)

export type JobApplicationRow = typeof jobApplications.$inferSelect

/**
 * The timeline of one application: every status change, note, interview date and follow-up reminder,
 * dated. The owner is kept on each row so every query and the erasure name the person directly.
 */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The status it changed to (kind status). */
    status: text('status'),
    note: text('note'),
    /** The interview's or the reminder's time (kinds interview and follow_up). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_application_events_application_idx').on(table.applicationId, table.createdAt),
    index('job_application_events_user_idx').on(table.userId),
    check('job_application_events_kind_check', sql`${table.kind} in ('status', 'note', 'interview', 'follow_up')`),
  ],
)

export type JobApplicationEventRow = typeof jobApplicationEvents.$inferSelect
