import { and, eq, ne } from 'drizzle-orm'
import { LAST_SUPER_ADMIN_MESSAGE } from '#core/admin/role-messages.ts'
import { isStaffRole, type StaffRole } from '#core/auth/roles.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, profiles } from '#server/db/schema/index.ts'
import { AppError } from '#server/lib/app-error.ts'

/** Who made a change: a signed-in staff member, or the system (ADMIN_EMAILS, the CLI). */
export interface Actor {
  userId: string | null
  label: string
}

/**
 * Sets a user's staff role (null: not staff) and records the grant in the audit log in the same
 * transaction. Answers false when the user already had that role (nothing written).
 *
 * `authorize` sees the role the user holds under the row lock, so a rule about the current role (an
 * admin may not demote an admin) is checked against what is really replaced. Whoever asks, the last
 * super_admin is never demoted: every super_admin row is locked first, so two super_admins demoting
 * each other at once cannot both succeed.
 */
export async function setStaffRole(
  db: Database,
  input: { userId: string; role: StaffRole | null; actor: Actor; authorize?: (before: StaffRole | null) => void },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, input.userId)).for('update')
    const before = isStaffRole(current?.role) ? current.role : null
    if (before === input.role) return false
    input.authorize?.(before)
    if (before === 'super_admin') {
      const others = await tx
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.role, 'super_admin'), ne(profiles.userId, input.userId)))
        .for('update')
      if (others.length === 0) throw new AppError('PERMISSION_DENIED', LAST_SUPER_ADMIN_MESSAGE)
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
