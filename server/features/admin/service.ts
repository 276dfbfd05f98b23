import { USER_SEARCH_LIMIT } from '#core/admin/limits.ts'
import {
  AUDIT_LOG_PAGE_SIZE,
  type AdminAreaLink,
  type AdminAreasResponse,
  type AdminUser,
  type AuditLogResponse,
} from '#core/admin/admin.schema.ts'
import { PREMIUM_GRANT_MAX_DAYS } from '#core/admin/limits.ts'
import type { SystemSettingsBody, SystemSettingsResponse } from '#core/admin/system-settings.schema.ts'
import type { SystemSettingsValues } from '#core/admin/system-settings.ts'
import { ADMIN_AREAS, canChangeRole, canDisableAccount, hasAreaAccess, type AdminArea, type StaffRole } from '#core/auth/roles.ts'
import { USAGE_FEATURES, USAGE_RULES } from '#core/plans/plans.ts'
import type { SystemSettingsStore } from '#server/lib/system-settings.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AdminMetric } from '#server/lib/server-feature.ts'
import type { DashboardPeriod } from '#core/admin/dashboard.ts'
import { findUserByEmail, findUserById, findUsersByEmail, listAuditEntries } from './repo.ts'
import { readDashboard } from './dashboard.ts'
import { setStaffRole } from './role-grants.ts'
import { setAccountDisabled, setPremiumGrant } from './account-controls.ts'
import { auditLog } from '#server/db/schema/index.ts'

export type SuperAdminOutcome =
  { kind: 'no-user' } | { kind: 'unverified'; email: string } | { kind: 'done'; userId: string; email: string; changed: boolean }

/** The staff member making a change, as the admin API sees them. */
export interface StaffActor {
  userId: string
  email: string
  role: StaffRole
}

function toLink(area: AdminArea): AdminAreaLink {
  return { key: area.key, path: area.paths[0] ?? '/admin' }
}

/** Which admin areas a role opens and which it does not (spec 000 §6 with explicit lists). */
export function describeAdminAreas(role: StaffRole): AdminAreasResponse {
  return {
    role,
    open: ADMIN_AREAS.filter((area) => hasAreaAccess(role, area)).map(toLink),
    closed: ADMIN_AREAS.filter((area) => !hasAreaAccess(role, area)).map(toLink),
  }
}

export interface AdminServiceDeps {
  database: DatabaseHandle
  logger: Logger
  /** Every feature's dashboard lines (the registry's `metrics`). */
  metrics?: readonly AdminMetric[]
  now?: () => Date
  /** ADMIN_EMAILS, lower-cased: verified addresses that become super_admin when they sign in. */
  adminEmails?: readonly string[]
  /** Feature flags and maintenance mode (server/lib/system-settings.ts). */
  systemSettings: SystemSettingsStore
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Where the plan limits the system settings screen shows are defined (read-only there, decision 071). */
export const PLAN_LIMITS_SOURCE = 'core/plans/plans.ts (USAGE_RULES)'

function toSettingsResponse(values: SystemSettingsValues): SystemSettingsResponse {
  return {
    flags: values.flags,
    maintenance: values.maintenance,
    limits: {
      source: PLAN_LIMITS_SOURCE,
      data: USAGE_FEATURES.map((feature) => ({ feature, ...USAGE_RULES[feature].limits })),
    },
  }
}

function isSameSettings(a: SystemSettingsValues, b: SystemSettingsValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The label of ADMIN_EMAILS grants in the audit log. */
export const ADMIN_EMAILS_ACTOR = 'ADMIN_EMAILS'

export function createAdminService(deps: AdminServiceDeps) {
  const { db } = deps.database
  const now = deps.now ?? (() => new Date())

  /**
   * Gives a user a staff role or takes it away, as a staff member: nobody changes their own role,
   * only roles the actor may grant (canChangeRole, checked against the role read in the transaction),
   * never the last super_admin's (setStaffRole). The audit row is written in the same transaction.
   */
  async function changeRole(actor: StaffActor, userId: string, role: StaffRole | null): Promise<{ user: AdminUser; changed: boolean }> {
    if (actor.userId === userId) throw new AppError('PERMISSION_DENIED', { reason: 'own_role' })
    if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND')
    const changed = await setStaffRole(db, {
      userId,
      role,
      actor: { userId: actor.userId, label: actor.email },
      authorize: (before) => {
        if (!canChangeRole(actor.role, before, role)) throw new AppError('INSUFFICIENT_PRIVILEGES', { reason: 'role_not_grantable' })
      },
    })
    if (changed) deps.logger.info({ actorUserId: actor.userId, userId, role }, 'staff role changed')
    const user = await findUserById(db, userId)
    if (!user) throw new AppError('NOT_FOUND')
    return { user, changed }
  }

  async function userOrNotFound(userId: string): Promise<AdminUser> {
    const found = await findUserById(db, userId)
    if (!found) throw new AppError('NOT_FOUND')
    return found
  }

  /**
   * Disables an account (every session ends at once, no sign-in by any path) or enables it again, with
   * the staff member's reason: never their own, and only accounts whose role they could take away.
   */
  async function setDisabled(
    actor: StaffActor,
    userId: string,
    change: { disabled: boolean; reason: string },
  ): Promise<{ user: AdminUser; changed: boolean }> {
    if (actor.userId === userId) throw new AppError('PERMISSION_DENIED', { reason: 'own_account' })
    await userOrNotFound(userId)
    const changed = await setAccountDisabled(db, {
      userId,
      ...change,
      actor: { userId: actor.userId, label: actor.email },
      now: now(),
      authorize: (role) => {
        if (!canDisableAccount(actor.role, role)) throw new AppError('INSUFFICIENT_PRIVILEGES', { reason: 'account_not_yours' })
      },
    })
    if (changed) deps.logger.info({ actorUserId: actor.userId, userId, disabled: change.disabled }, 'account disabled state changed')
    return { user: await userOrNotFound(userId), changed }
  }

  /** Gives premium until `until` (in the future, at most PREMIUM_GRANT_MAX_DAYS ahead) or takes a grant away (null). */
  async function grantPremium(
    actor: StaffActor,
    userId: string,
    change: { until: string | null; reason: string },
  ): Promise<{ user: AdminUser; changed: boolean }> {
    await userOrNotFound(userId)
    const at = now()
    const until = change.until === null ? null : new Date(change.until)
    if (until !== null && (until.getTime() <= at.getTime() || until.getTime() > at.getTime() + PREMIUM_GRANT_MAX_DAYS * DAY_MS)) {
      throw new AppError('VALIDATION_INVALID_FORMAT', { reason: 'grant_end_invalid', params: { days: PREMIUM_GRANT_MAX_DAYS } })
    }
    const changed = await setPremiumGrant(db, {
      userId,
      until,
      reason: change.reason,
      actor: { userId: actor.userId, label: actor.email },
      now: at,
    })
    if (changed) deps.logger.info({ actorUserId: actor.userId, userId, until: change.until }, 'staff premium grant changed')
    return { user: await userOrNotFound(userId), changed }
  }

  /** The feature flags and maintenance mode as the database holds them now, and the plan limits. */
  async function readSystemSettings(): Promise<SystemSettingsResponse> {
    return toSettingsResponse(await deps.systemSettings.readFresh(db))
  }

  /** Writes the settings and their audit row (every setting before and after) in one transaction. */
  async function updateSystemSettings(actor: StaffActor, body: SystemSettingsBody): Promise<SystemSettingsResponse & { changed: boolean }> {
    const next: SystemSettingsValues = {
      flags: body.flags,
      maintenance: { isOn: body.maintenance.isOn, message: body.maintenance.message },
    }
    const changed = await db.transaction(async (tx) => {
      const before = await deps.systemSettings.readFresh(tx)
      if (isSameSettings(before, next)) return false
      await deps.systemSettings.write(tx, next, actor.email)
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        actorLabel: actor.email,
        action: 'system_settings.update',
        targetType: 'system_settings',
        targetId: null,
        before,
        after: next,
      })
      return true
    })
    if (changed)
      deps.logger.info({ actorUserId: actor.userId, settings: next.flags, maintenance: next.maintenance.isOn }, 'system settings changed')
    return { ...toSettingsResponse(next), changed }
  }

  async function readAuditLog(after: number | null): Promise<AuditLogResponse> {
    const entries = await listAuditEntries(db, { before: after, limit: AUDIT_LOG_PAGE_SIZE + 1 })
    const page = entries.slice(0, AUDIT_LOG_PAGE_SIZE)
    const hasMore = entries.length > AUDIT_LOG_PAGE_SIZE
    return { data: page, next_after: hasMore ? (page.at(-1)?.id ?? null) : null }
  }

  /**
   * The first staff member, from the command line (npm run admin:create): the user with this verified
   * e-mail becomes super_admin, recorded in the audit log under `actorLabel`. An unverified address
   * is refused, as ADMIN_EMAILS refuses it: anyone can sign up with an address that is not theirs.
   */
  async function makeSuperAdmin(email: string, actorLabel: string): Promise<SuperAdminOutcome> {
    const found = await findUserByEmail(db, email)
    if (!found) return { kind: 'no-user' }
    if (!found.email_verified) return { kind: 'unverified', email: found.email }
    const changed = await setStaffRole(db, { userId: found.user_id, role: 'super_admin', actor: { userId: null, label: actorLabel } })
    return { kind: 'done', userId: found.user_id, email: found.email, changed }
  }

  /**
   * ADMIN_EMAILS (issue 10): a user whose verified address is listed becomes super_admin when they
   * sign in. It runs inside the server, so it works while the server holds the embedded database.
   */
  async function promoteListedAdmin(account: { userId: string; email: string; emailVerified: boolean }): Promise<void> {
    if (!account.emailVerified || !(deps.adminEmails ?? []).includes(account.email.toLowerCase())) return
    const granted = await setStaffRole(db, {
      userId: account.userId,
      role: 'super_admin',
      actor: { userId: null, label: ADMIN_EMAILS_ACTOR },
    })
    if (granted) deps.logger.info({ userId: account.userId }, 'ADMIN_EMAILS made this user super_admin')
  }

  return {
    promoteListedAdmin,
    findUsers: (email: string) => findUsersByEmail(db, email, USER_SEARCH_LIMIT),
    changeRole,
    setDisabled,
    grantPremium,
    readSystemSettings,
    updateSystemSettings,
    readAuditLog,
    /** The staff dashboard over the last `period` India days. */
    readDashboard: (period: DashboardPeriod) => readDashboard(db, deps.metrics ?? [], { period, now: now() }),
    makeSuperAdmin,
  }
}

export type AdminService = ReturnType<typeof createAdminService>
