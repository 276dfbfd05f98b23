import { and, eq, ne, sql } from 'drizzle-orm'
import { isStaffRole, type StaffRole } from '#core/auth/roles.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, profiles } from '#server/db/schema/index.ts'
import { AppError } from '#server/lib/app-error.ts'

/** Who made a change: a signed-in staff member, or the system (ADMIN_EMAILS, the CLI). */
export interface Actor {
  userId: string | null
  label: string
}

/** The advisory lock key of staff role changes (any fixed bigint; 'role' in ASCII). */
const STAFF_ROLE_LOCK = 0x726f6c65

/**
 * Sets a user's staff role (null: not staff) and records the grant in the audit log in the same
 * transaction. Answers false when the user already had that role (nothing written).
 *
 * `authorize` sees the role the user holds inside the transaction, so a rule about the current role
 * (an admin may not demote an admin) is checked against what is really replaced. Whoever asks, the
 * last super_admin is never demoted. Role changes take one transaction-level advisory lock first, so
 * they run one after another: two super_admins demoting each other at once cannot both succeed, and
 * locking each other's rows in opposite order cannot deadlock. Grants are rare; the queue is short.
 */
export async function setStaffRole(
  db: Database,
  input: { userId: string; role: StaffRole | null; actor: Actor; authorize?: (before: StaffRole | null) => void },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_ROLE_LOCK})`)
    const [current] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, input.userId)).for('update')
    const before = isStaffRole(current?.role) ? current.role : null
    if (before === input.role) return false
    input.authorize?.(before)
    if (before === 'super_admin') {
      const others = await tx.$count(profiles, and(eq(profiles.role, 'super_admin'), ne(profiles.userId, input.userId)))
      if (others === 0) throw new AppError('PERMISSION_DENIED', { reason: 'last_super_admin' })
    }
    await tx
      .insert(profiles)
      .values({ userId: input.userId, role: input.role })
      .onConflictDoUpdate({ target: profiles.userId, set: { role: input.role, updatedAt: new Date() } })
    await tx.insert(auditLog).values({
      actorUserId: input.actor.userId,
      actorLabel: input.actor.label,
      action: 'role.set',
      targetType: 'user',
      targetId: input.userId,
      before: { role: before },
      after: { role: input.role },
    })
    return true
  })
}
