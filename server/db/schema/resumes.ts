import { sql } from 'drizzle-orm'
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * A person's resumes (spec 001 §3 "Resume"; issue 20, decision 049): the document is one jsonb value
 * of `core/resume/resume-document.schema.ts`, checked by zod on every write and read. `version` is
 * raised by every save (a save names the version it was made on), and at most one resume per person
 * is the base resume, which a partial unique index holds even against a bug in the service.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    document: jsonb('document').notNull(),
    template: text('template').notNull(),
    isBaseResume: boolean('is_base_resume').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    // The spec's order: base first, then newest.
    index('resumes_user_order_idx').on(table.userId, table.isBaseResume.desc(), table.createdAt.desc()),
    uniqueIndex('resumes_one_base_per_user_idx')
      .on(table.userId)
      .where(sql`${table.isBaseResume}`),
  ],
)

/**
 * Every save of a resume (its document and template as saved), newest kept: an application can name
 * the version it sent, and the person can see and restore an earlier one. They go with the resume.
 */
export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    document: jsonb('document').notNull(),
    template: text('template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('resume_versions_resume_version_idx').on(table.resumeId, table.version)],
)

export type ResumeRow = typeof resumes.$inferSelect
export type ResumeVersionRow = typeof resumeVersions.$inferSelect

/**
 * Staff's overrides of the code's template catalogue (issue 24, decision 072): a template disabled or
 * with its Premium mark changed. A template without a row is as core/resume/templates.ts says. The
 * staff member is named by id, as the audit log names them (their change is in the audit log too).
 */
export const resumeTemplateOverrides = pgTable('resume_template_overrides', {
  templateId: text('template_id').primaryKey(),
  isEnabled: boolean('is_enabled').notNull(),
  isPremium: boolean('is_premium').notNull(),
  updatedByUserId: text('updated_by_user_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
export type ResumeTemplateOverrideRow = typeof resumeTemplateOverrides.$inferSelect
