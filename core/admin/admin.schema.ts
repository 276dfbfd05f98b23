import { z } from 'zod'
import { ADMIN_AREA_KEYS, STAFF_ROLES } from '#core/auth/roles.ts'
import { DASHBOARD_METRIC_KEYS, DASHBOARD_PERIODS } from './dashboard.ts'
import { STAFF_REASON_MAX } from './limits.ts'

/**
 * The admin API's bodies (server/features/admin/routes.ts), read by the admin pages with the same
 * schemas. Roles and the area table themselves are in core/auth/roles.ts.
 */

export const staffRoleSchema = z.enum(STAFF_ROLES)

/** Entries of the audit log per page (keyset pagination, newest first). */
export const AUDIT_LOG_PAGE_SIZE = 50

/** One admin area: its key (admin:areas.<key>) and the page it starts at. */
export const adminAreaLinkSchema = z.object({
  key: z.enum(ADMIN_AREA_KEYS),
  path: z.string(),
})
export type AdminAreaLink = z.infer<typeof adminAreaLinkSchema>

export const adminAreasResponseSchema = z.object({
  role: staffRoleSchema,
  /** The areas the caller's role opens, in the table's order. */
  open: z.array(adminAreaLinkSchema),
  /** The areas it does not. */
  closed: z.array(adminAreaLinkSchema),
})
export type AdminAreasResponse = z.infer<typeof adminAreasResponseSchema>

export const userSearchSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(3)
    .max(254)
    .meta({ description: 'Part of an e-mail address, case-insensitive (at least 3 characters).', example: 'priya@' }),
})
export type UserSearch = z.infer<typeof userSearchSchema>

export const adminUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  email_verified: z.boolean(),
  role: staffRoleSchema.nullable(),
  created_at: z.iso.datetime(),
  /** When staff disabled the account and why; null while it may sign in (decision 071). */
  disabled: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
  /** Premium staff gave and until when, null without a current grant (a paid plan is billing's, not shown here). */
  premium_grant: z.object({ until: z.iso.datetime(), reason: z.string(), granted_by: z.string() }).nullable(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const userSearchResponseSchema = z.object({ data: z.array(adminUserSchema) })
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>

export const userIdParamSchema = z.object({
  userId: z.string().min(1).max(200).meta({ description: 'The user id (user_id in search results).' }),
})

export const setRoleSchema = z.strictObject({
  role: staffRoleSchema.nullable().meta({ description: 'The staff role to give, or null to take staff access away.' }),
})
export type SetRole = z.infer<typeof setRoleSchema>

export const setRoleResponseSchema = z.object({
  data: adminUserSchema,
  /** False when the user already had that role (nothing written to the audit log). */
  changed: z.boolean(),
})
export type SetRoleResponse = z.infer<typeof setRoleResponseSchema>

/** Why staff change an account: required, written to the audit log (decision 071). */
export const staffReasonSchema = z
  .string()
  .trim()
  .min(3)
  .max(STAFF_REASON_MAX)
  .meta({ description: 'Why, in a few words (3 to 500 characters); kept in the audit log.', example: 'Spam reports from employers' })

export const setAccountDisabledSchema = z.strictObject({
  disabled: z.boolean().meta({ description: 'true disables the account (no sign-in, every session ended); false enables it again.' }),
  reason: staffReasonSchema,
})
export type SetAccountDisabled = z.infer<typeof setAccountDisabledSchema>

const premiumGrantEnd = {
  description: 'When the premium staff give ends (at most 366 days ahead), or null to take a grant away.',
  example: '2026-12-28T18:29:59.000Z',
}

export const setPremiumGrantSchema = z.strictObject({
  until: z.iso.datetime().nullable().meta(premiumGrantEnd),
  reason: staffReasonSchema,
})
export type SetPremiumGrant = z.infer<typeof setPremiumGrantSchema>

export const accountChangeResponseSchema = z.object({
  data: adminUserSchema,
  /** False when the account already was so (nothing written to the audit log). */
  changed: z.boolean(),
})
export type AccountChangeResponse = z.infer<typeof accountChangeResponseSchema>

export const auditLogQuerySchema = z.strictObject({
  after: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional()
    .meta({ description: 'The `next_after` of the previous page: entries older than that one.', example: '1042' }),
})
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_user_id: z.string().nullable(),
  /** Who: a staff member's e-mail, or the system ('ADMIN_EMAILS', 'cli'). */
  actor_label: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  /** The target's name today (a user's e-mail), null when it no longer exists. */
  target_label: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.iso.datetime(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditLogResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  /** Pass as `after` for the next (older) page; null on the last page. */
  next_after: z.string().nullable(),
})
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>

export const dashboardQuerySchema = z.strictObject({
  days: z
    .enum(DASHBOARD_PERIODS.map(String) as [string, ...string[]])
    .optional()
    .meta({ description: 'How many India days to count, today included (7, 30 or 90; default 30).', example: '30' }),
})

export const dashboardSchema = z.object({
  /** The India days counted, oldest first (YYYY-MM-DD). */
  days: z.array(z.iso.date()),
  metrics: z.array(
    z.object({
      /** Its name is the admin namespace's `dashboard.metrics.<key>`. */
      key: z.enum(DASHBOARD_METRIC_KEYS),
      /** One count per day of `days`, in the same order. */
      counts: z.array(z.number().int().nonnegative()),
      total: z.number().int().nonnegative(),
    }),
  ),
})
export type Dashboard = z.infer<typeof dashboardSchema>
