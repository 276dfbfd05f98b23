import { eq } from 'drizzle-orm'
import type { StaffRole } from '#core/auth/roles.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, profiles } from '#server/db/schema/index.ts'

/** Who made a change: a signed-in staff member, or the system (ADMIN_EMAILS, the CLI). */
export interface Actor {
  userId: string | null
  label: string
}

/**
 * Sets a user's staff role (null: not staff) and records the grant in the audit log in the same
 * transaction. Answers false when the user already had that role (nothing written).
 */
export async function setStaffRole(db: Database, input: { userId: string; role: StaffRole | null; actor: Actor }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, input.userId)).for('update')
    const before = current?.role ?? null
    if (before === input.role) return false
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
