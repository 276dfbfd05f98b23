import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { user } from './accounts.ts'

/**
 * Job view history (spec 001 §3 `job_search_history`, §4 "Job view history", §7; decision 055). One row
 * per person and job: a repeat view adds to view_count and moves last_viewed_at. The job as it was when
 * viewed is copied in (title, employer, place, pay, link, logo), so the list still reads after the posting
 * expires or leaves our table; the job id is not a foreign key for that reason. The search it was found
 * with (search_query, search_location, search_timestamp) is the latest view's.
 */
export const jobSearchHistory = pgTable(
  'job_search_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    location: text('location'),
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    jobApplyLink: text('job_apply_link'),
    employmentType: text('employment_type'),
    isRemote: boolean('is_remote').notNull().default(false),
    datePosted: timestamp('date_posted', { withTimezone: true }),
    source: text('source'),
    employerLogo: text('employer_logo'),
    searchQuery: text('search_query'),
    searchLocation: text('search_location'),
    searchTimestamp: timestamp('search_timestamp', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(1),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_search_history_user_job_idx').on(table.userId, table.jobId),
    index('job_search_history_user_viewed_idx').on(table.userId, table.lastViewedAt),
    check('job_search_history_view_count_check', sql`${table.viewCount} > 0`),
  ],
)

export type JobSearchHistoryRow = typeof jobSearchHistory.$inferSelect

/**
 * Saved searches (issue 19; decision 055): the words, the place and the filters of a listing, under a
 * name. `search_params` is the listing's own query string (the same parameters as GET /api/jobs/search),
 * so running it again, counting its new matches and the messaging issue's alerts read one thing.
 * `last_seen_at` is when the person last looked at its results (saved, or opened from the dashboard):
 * jobs posted after it are its new matches. The alert columns are for e-mail and WhatsApp delivery
 * (the messaging issue): whether each is on, and when an alert last went.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query'),
    location: text('location'),
    searchParams: text('search_params').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    isEmailAlertOn: boolean('is_email_alert_on').notNull().default(false),
    isWhatsappAlertOn: boolean('is_whatsapp_alert_on').notNull().default(false),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_searches_user_params_idx').on(table.userId, table.searchParams),
    index('saved_searches_user_created_idx').on(table.userId, table.createdAt),
  ],
)

export type SavedSearchRow = typeof savedSearches.$inferSelect
