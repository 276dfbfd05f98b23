import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * better-auth's four tables (user, session, account, verification) with the phone-number plugin's
 * two columns, and our own per-user rows. The JavaScript keys are the field names better-auth uses;
 * the columns are snake_case like the rest of the schema. Every per-user row cascades from `user`,
 * so deleting a user deletes everything held about them (settings → delete account).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  phoneNumber: text('phone_number').unique(),
  phoneNumberVerified: boolean('phone_number_verified'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('session_user_idx').on(table.userId)],
)

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_idx').on(table.userId)],
)

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
)

/** Spec 000 §3 "Profile record": the staff role lives here (null: not staff; DESIGN.md departures). */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    location: text('location'),
    /** Set while staff have disabled the account (decision 071): no sign-in by any path, every session ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Why staff disabled it, as they wrote it (required with disabledAt). */
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('profiles_disabled_reason_check', sql`${table.disabledAt} is null or ${table.disabledReason} is not null`),
    check(
      'profiles_role_check',
      sql`${table.role} is null or ${table.role} in ('analyst', 'support_agent', 'editor', 'admin', 'super_admin')`,
    ),
  ],
)

/** Spec 000 §3 "Onboarding profile", saved step by step so onboarding resumes where it stopped. */
export const onboardingProfiles = pgTable('onboarding_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  city: text('city'),
  state: text('state'),
  industry: text('industry'),
  industryOther: text('industry_other'),
  designation: text('designation'),
  experienceLevel: text('experience_level'),
  jobTypes: text('job_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  salaryMin: integer('salary_min'),
  salaryMax: integer('salary_max'),
  excludeCompanies: text('exclude_companies')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  companySizes: text('company_sizes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The last step saved (1–4); onboarding reopens on the step after it. */
  step: smallint('step').notNull().default(0),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * Consecutive failed password or code proofs per account, for the growing delay after 5
 * (server/features/auth/throttle.ts). `account_key` names the account, never its address: `user:<id>`
 * for an account that exists, the fingerprint of the typed e-mail or phone number otherwise.
 */
export const signInFailures = pgTable('sign_in_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
})

export type UserRow = typeof user.$inferSelect
export type SessionRow = typeof session.$inferSelect
export type ProfileRow = typeof profiles.$inferSelect
export type OnboardingProfileRow = typeof onboardingProfiles.$inferSelect
