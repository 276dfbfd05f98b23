import { USER_SEARCH_LIMIT } from '#core/admin/limits.ts'
import {
  AUDIT_LOG_PAGE_SIZE,
  type AdminAreaLink,
  type AdminAreasResponse,
  type AdminUser,
  type AuditLogResponse,
} from '#core/admin/admin.schema.ts'
import { ADMIN_AREAS, canChangeRole, hasAreaAccess, type AdminArea, type StaffRole } from '#core/auth/roles.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AdminMetric } from '#server/lib/server-feature.ts'
import type { DashboardPeriod } from '#core/admin/dashboard.ts'
import { findUserByEmail, findUserById, findUsersByEmail, listAuditEntries } from './repo.ts'
import { readDashboard } from './dashboard.ts'
import { setStaffRole } from './role-grants.ts'

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
}

/** The label of ADMIN_EMAILS grants in the audit log. */
export const ADMIN_EMAILS_ACTOR = 'ADMIN_EMAILS'

export function createAdminService(deps: AdminServiceDeps) {
  const { db } = deps.database

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
    readAuditLog,
    /** The staff dashboard over the last `period` India days. */
    readDashboard: (period: DashboardPeriod) => readDashboard(db, deps.metrics ?? [], { period, now: (deps.now ?? (() => new Date()))() }),
    makeSuperAdmin,
  }
}

export type AdminService = ReturnType<typeof createAdminService>
