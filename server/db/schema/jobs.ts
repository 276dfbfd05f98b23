import { sql, type SQL } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { JobApplyOption, JobHighlights, JobRequiredEducation, JobRequiredExperience } from '#core/jobs/job.schema.ts'
import { user } from './accounts.ts'

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logoUrl: text('logo_url'),
    website: text('website'),
    industry: text('industry'),
    companySize: text('company_size'),
    companyType: text('company_type').notNull(),
    employerKind: text('employer_kind').notNull().default('direct_hire'),
    headquarters: text('headquarters'),
    workEnvironment: text('work_environment'),
    description: text('description'),
    isVerified: boolean('is_verified').notNull().default(false),
    isHiring: boolean('is_hiring').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('companies_slug_key').on(table.slug),
    index('companies_name_lower_idx').on(sql`lower(${table.name})`),
    // Ingestion matches employers by their website's host: server/features/companies/repo.ts filters
    // with this same websiteHostSql expression, so this index answers it.
    index('companies_website_host_idx').on(websiteHostSql(table.website)),
  ],
)

/**
 * The host of a website URL, lower-cased and without a leading "www." ('https://www.Acme.com/careers'
 * → 'acme.com'); null for text that is not an http(s) URL. Only an index key and lookup filter: the
 * companies feature decides in TypeScript which hosts count as a company's own.
 */
export function websiteHostSql(website: AnyPgColumn): SQL {
  return sql`substring(lower(${website}) from '^https?://(?:www[.])?([^/:?#@]+)')`
}

/** A review's place in moderation (decision 064): written reviews wait as pending until staff decide. */
export type CompanyReviewStatus = 'pending' | 'approved' | 'rejected'

/**
 * Reviews of employers: the demo seed's (no author, a free-text body) and those signed-in people write
 * (an author, pros and cons; one per company per person). Only approved reviews are shown or counted in
 * a rating; staff decide pending ones on /admin/resume-moderation, and each decision is in the audit log.
 */
export const companyReviews = pgTable(
  'company_reviews',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The author; null for the demo seed's reviews. */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    /** The demo seed's free text; written reviews say what they say in pros and cons. */
    body: text('body'),
    pros: text('pros'),
    cons: text('cons'),
    /** 'current' or 'former' (core/companies/reviews.schema.ts). */
    employmentStatus: text('employment_status'),
    authorRole: text('author_role'),
    status: text('status').$type<CompanyReviewStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_reviews_company_idx').on(table.companyId),
    uniqueIndex('company_reviews_company_user_key').on(table.companyId, table.userId),
    index('company_reviews_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('company_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('company_reviews_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
)

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea'
  },
})

/** Where a source's declaration came from: the JOB_SOURCES_FILE, the admin sources screen, the demo seed, or live search (JOB_SEARCH_PROVIDER=jsearch). */
export type JobSourceOrigin = 'file' | 'admin' | 'demo' | 'live'
export type JobSourceRunStatus = 'running' | 'succeeded' | 'failed'
/** One reason postings were rejected in a run, how many, and a few of the postings' ids. */
export interface RejectionSummary {
  reason: string
  count: number
  samples: string[]
}
export interface JobSourceCounts {
  fetched: number
  created: number
  updated: number
  duplicates: number
  rejected: number
  expired: number
}

/**
 * A place jobs come from (server/features/jobs/ingest/connectors). `config` is the declaration of
 * core/jobs/job-source.schema.ts without kind and name (board | company | url, baseUrl, query …);
 * `last_*` repeat the newest finished run so the admin screen and /api/health read one row.
 */
export const jobSources = pgTable('job_sources', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
  origin: text('origin').$type<JobSourceOrigin>().notNull().default('admin'),
  /** A cron expression (India time) for the source's runs; null for the default schedule. */
  schedule: text('schedule'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastStatus: text('last_status').$type<JobSourceRunStatus>(),
  lastError: text('last_error'),
  lastCounts: jsonb('last_counts').$type<JobSourceCounts>(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every run of a source: what it fetched, stored, merged and rejected, and why. */
export const jobSourceRuns = pgTable(
  'job_source_runs',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id')
      .notNull()
      .references(() => jobSources.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<'schedule' | 'manual' | 'cli'>().notNull(),
    status: text('status').$type<JobSourceRunStatus>().notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fetched: integer('fetched').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    rejections: jsonb('rejections').$type<RejectionSummary[]>().notNull().default([]),
    error: text('error'),
    /**
     * The database's clock when the process running it last said it is alive: set at the start and
     * every 30 s while it runs (run-source.ts). A 'running' row whose heartbeat is older than a few
     * beats belongs to a process that is gone, and is closed as interrupted (sources.ts).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_source_runs_source_idx').on(table.sourceId, table.startedAt.desc()),
    index('job_source_runs_running_idx')
      .on(table.heartbeatAt)
      .where(sql`${table.status} = 'running'`),
  ],
)

/**
 * Each source's sighting of a job: the same job on several portals is one `jobs` row with one
 * sighting per source, each with its own posting id, apply link and first/last seen.
 */
export const jobSourcePostings = pgTable(
  'job_source_postings',
  {
    sourceId: text('source_id')
      .notNull()
      .references(() => jobSources.id, { onDelete: 'cascade' }),
    postingId: text('posting_id').notNull(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applyLink: text('apply_link').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sourceId, table.postingId] }), index('job_source_postings_job_idx').on(table.jobId)],
)

/** A company's logo, fetched once from where its source said, checked, and served by us. */
export const companyLogos = pgTable('company_logos', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: text('sha256').notNull(),
  sourceUrl: text('source_url').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The last failed fetch of a company's logo source URL (companies.logo_url), so a URL that answered
 * 404, an SVG or a page of HTML is not fetched again on every run. A new source URL is tried afresh.
 */
export const companyLogoFailures = pgTable('company_logo_failures', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  sourceUrl: text('source_url').notNull(),
  reason: text('reason').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the same URL may be tried again (it timed out or the server failed); null when never. */
  retryAt: timestamp('retry_at', { withTimezone: true }),
})

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    source: text('source')
      .notNull()
      .references(() => jobSources.id),
    sourceId: text('source_id').notNull(),
    dedupHash: text('dedup_hash').notNull(),
    title: text('title').notNull(),
    roleSlug: text('role_slug').notNull(),
    employerName: text('employer_name').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    employerLogo: text('employer_logo'),
    employerWebsite: text('employer_website'),
    companyType: text('company_type').notNull(),
    employerKind: text('employer_kind').notNull(),
    employmentType: text('employment_type').notNull(),
    description: text('description').notNull(),
    applyLink: text('apply_link').notNull(),
    city: text('city'),
    citySlug: text('city_slug'),
    state: text('state'),
    country: text('country').notNull(),
    isRemote: boolean('is_remote').notNull().default(false),
    isVisaSponsored: boolean('is_visa_sponsored').notNull().default(false),
    isGovernment: boolean('is_government').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * In the recency window: posted at or after job_search_window.recent_cutoff. Set by a trigger on
     * every insert and update, and for all rows when the cutoff moves (features/jobs/maintenance.ts).
     */
    isRecent: boolean('is_recent').notNull().default(true),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    salaryMin: real('salary_min'),
    salaryMax: real('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    /** Yearly salary in INR, for the salary filters across currencies and periods. */
    salaryMinInrYear: real('salary_min_inr_year'),
    salaryMaxInrYear: real('salary_max_inr_year'),
    experienceMonths: integer('experience_months'),
    requiresDegree: boolean('requires_degree').notNull().default(false),
    requiredExperience: jsonb('required_experience').$type<JobRequiredExperience>().notNull(),
    requiredEducation: jsonb('required_education').$type<JobRequiredEducation>().notNull(),
    requiredSkills: text('required_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highlights: jsonb('highlights').$type<JobHighlights>().notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(employer_name, '') || ' ' || coalesce(skills_text, '')), 'B') || setweight(to_tsvector('english', left(coalesce(description, ''), 2000)), 'C')`,
      ),
    skillsText: text('skills_text').notNull().default(''),
    /** Every place to apply: one per source that carries the job ({ publisher, apply_link, is_direct }). */
    applyOptions: jsonb('apply_options').$type<JobApplyOption[]>().notNull().default([]),
    /** The apply link canonicalised (server/features/jobs/ingest/apply-link.ts): a second de-duplication key beside dedup_hash. */
    applyLinkKey: text('apply_link_key'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The source's own closing date, when it gives one. */
    validThrough: timestamp('valid_through', { withTimezone: true }),
    /** When the posting expired (closing date passed or unseen too long); set with is_active false. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Title (A) and employer + skills (B) only: small enough to stay in the heap row and in the covering
     * index below, so candidate search never reads the long description (server/features/jobs/ranking.ts).
     * The lengths are capped so an index tuple stays far below btree's 2.7 kB limit.
     */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', left(coalesce(title, ''), 200)), 'A') || setweight(to_tsvector('english', left(coalesce(employer_name, ''), 200) || ' ' || left(coalesce(skills_text, ''), 1000)), 'B')`,
      ),
  },
  (table) => [
    uniqueIndex('jobs_dedup_hash_key').on(table.dedupHash),
    uniqueIndex('jobs_source_source_id_key').on(table.source, table.sourceId),
    index('jobs_apply_link_key_idx').on(table.applyLinkKey),
    index('jobs_last_seen_idx')
      .on(table.lastSeenAt)
      .where(sql`${table.isActive}`),
    index('jobs_search_vector_idx').using('gin', table.searchVector),
    index('jobs_posted_at_idx').on(table.postedAt.desc(), table.id),
    index('jobs_city_slug_idx').on(table.citySlug, table.postedAt.desc()),
    index('jobs_role_slug_idx').on(table.roleSlug, table.postedAt.desc()),
    index('jobs_country_idx').on(table.country, table.postedAt.desc()),
    index('jobs_company_idx').on(table.companyId),
    index('jobs_search_head_idx')
      .using('gin', table.searchHead)
      .where(sql`${table.isActive}`),
    // The recency window's own GIN index: matching words there never reads an older job (ranking.ts headCandidates).
    index('jobs_window_head_idx')
      .using('gin', table.searchHead)
      .where(sql`${table.isActive} and ${table.isRecent}`),
    index('jobs_state_idx').on(table.state, table.postedAt.desc()),
    // Company figures count active postings per company: index-only with this partial index.
    index('jobs_company_active_idx')
      .on(table.companyId)
      .where(sql`${table.isActive}`),
    // Migration 0003 adds jobs_search_recent_idx: (posted_at desc, id) INCLUDE (search_head and every
    // filter column) WHERE is_active; migration 0006 the same over the recency window and over each
    // rare flag (visa, government, featured, remote), and the trigger that keeps is_recent. Drizzle
    // cannot express INCLUDE or triggers, so they live in those SQL files only.
  ],
)

/**
 * One row: where the recency window starts (the posting time of the RECENT_WINDOW-th newest active job;
 * null while there are fewer jobs, when every job is in the window).
 */
export const jobSearchWindow = pgTable('job_search_window', {
  id: smallint('id').primaryKey().default(1),
  recentCutoff: timestamp('recent_cutoff', { withTimezone: true }),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Distinct job titles and locations with their job counts, for typo-tolerant suggestions and the city and role pages. */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    normalized: text('normalized').notNull(),
    /**
     * The value's page slug (/jobs/in-{slug}, /jobs/{slug}), written by whoever writes the row from
     * core/jobs/slug.ts, as jobs.city_slug and jobs.role_slug are: SQL never derives a slug itself.
     */
    slug: text('slug').notNull(),
    jobCount: integer('job_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('search_suggestions_kind_normalized_key').on(table.kind, table.normalized),
    index('search_suggestions_trgm_idx').using('gin', sql`${table.normalized} gin_trgm_ops`),
    index('search_suggestions_kind_slug_idx').on(table.kind, table.slug),
  ],
)

/** Words of titles and skills, so a misspelt query word can be corrected before the full-text search. */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    frequency: integer('frequency').notNull().default(0),
  },
  (table) => [index('search_vocabulary_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
)

export const clickEvents = pgTable(
  'click_events',
  {
    id: serial('id').primaryKey(),
    jobId: text('job_id').notNull(),
    query: text('query'),
    location: text('location'),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('click_events_job_idx').on(table.jobId)],
)

/**
 * Saved jobs (bookmarks, spec 001 §9 "Offline-usable features: job-bookmarks"): one row per user and
 * job. Both sides cascade: deleting the account or the posting removes the bookmark.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] }), index('favorites_user_created_idx').on(table.userId, table.createdAt)],
)

export type FavoriteRow = typeof favorites.$inferSelect
