import { desc, eq, ilike, lt, sql } from 'drizzle-orm'
import type { AdminUser, AuditEntry } from '#core/admin/admin.schema.ts'
import { isStaffRole } from '#core/auth/roles.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, premiumGrants, profiles, user } from '#server/db/schema/index.ts'
import { containsPattern } from '#server/lib/like-pattern.ts'

const userColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  role: profiles.role,
  disabledAt: profiles.disabledAt,
  disabledReason: profiles.disabledReason,
  grantUntil: premiumGrants.expiresAt,
  grantReason: premiumGrants.reason,
  grantedBy: premiumGrants.grantedByLabel,
}

type UserRow = {
  id: string
  email: string
  name: string
  emailVerified: boolean
  createdAt: Date
  role: string | null
  disabledAt: Date | null
  disabledReason: string | null
  grantUntil: Date | null
  grantReason: string | null
  grantedBy: string | null
}

function toAdminUser(row: UserRow): AdminUser {
  const isGrantCurrent = row.grantUntil !== null && row.grantUntil.getTime() > Date.now()
  return {
    user_id: row.id,
    email: row.email,
    name: row.name,
    email_verified: row.emailVerified,
    role: isStaffRole(row.role) ? row.role : null,
    created_at: row.createdAt.toISOString(),
    disabled: row.disabledAt ? { at: row.disabledAt.toISOString(), reason: row.disabledReason ?? '' } : null,
    premium_grant:
      isGrantCurrent && row.grantUntil
        ? { until: row.grantUntil.toISOString(), reason: row.grantReason ?? '', granted_by: row.grantedBy ?? '' }
        : null,
  }
}

/** The users table with each user's profile and staff premium grant. */
function selectUsers(db: Database) {
  return db
    .select(userColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(premiumGrants, eq(premiumGrants.userId, user.id))
}

/** Users whose e-mail contains the text, case-insensitive: exact matches first, then by address. */
export async function findUsersByEmail(db: Database, text: string, limit: number): Promise<AdminUser[]> {
  const needle = text.toLowerCase()
  const rows = await selectUsers(db)
    .where(ilike(user.email, containsPattern(needle)))
    .orderBy(sql`lower(${user.email}) = ${needle} desc`, user.email)
    .limit(limit)
  return rows.map(toAdminUser)
}

export async function findUserById(db: Database, userId: string): Promise<AdminUser | null> {
  const [row] = await selectUsers(db).where(eq(user.id, userId))
  return row ? toAdminUser(row) : null
}

export async function findUserByEmail(db: Database, email: string): Promise<AdminUser | null> {
  const [row] = await selectUsers(db).where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
  return row ? toAdminUser(row) : null
}

/** Audit entries newest first, older than the entry `before` when given; one more than `limit` tells whether a next page exists. */
export async function listAuditEntries(db: Database, input: { before: number | null; limit: number }): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, targetEmail: user.email })
    .from(auditLog)
    // A user target is named by its current e-mail while the account exists.
    .leftJoin(user, sql`${auditLog.targetType} = 'user' and ${user.id} = ${auditLog.targetId}`)
    .where(input.before === null ? undefined : lt(auditLog.id, input.before))
    .orderBy(desc(auditLog.id))
    .limit(input.limit)
  return rows.map(({ entry: row, targetEmail }) => ({
    id: String(row.id),
    actor_user_id: row.actorUserId,
    actor_label: row.actorLabel,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: targetEmail,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  }))
}
