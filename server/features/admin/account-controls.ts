import { eq } from 'drizzle-orm'
import { isStaffRole, type StaffRole } from '#core/auth/roles.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, premiumGrants, profiles, session } from '#server/db/schema/index.ts'
import type { Actor } from './role-grants.ts'

/**
 * Staff's controls over one account (decision 071): disabling it and giving premium. Each change and
 * its audit row (before and after) commit in one transaction; a request that changes nothing writes nothing.
 */

/**
 * Disables an account (its sessions are deleted in the same transaction, so every signed-in browser
 * and API client is signed out at once) or enables it again. `authorize` sees the user's role as the
 * transaction reads it. Answers false when the account already was so.
 */
export async function setAccountDisabled(
  db: Database,
  input: { userId: string; disabled: boolean; reason: string; actor: Actor; authorize: (role: StaffRole | null) => void; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: profiles.role, disabledAt: profiles.disabledAt, disabledReason: profiles.disabledReason })
      .from(profiles)
      .where(eq(profiles.userId, input.userId))
      .for('update')
    input.authorize(isStaffRole(current?.role) ? current.role : null)
    const wasDisabled = Boolean(current?.disabledAt)
    if (wasDisabled === input.disabled) return false
    const change = input.disabled ? { disabledAt: input.now, disabledReason: input.reason } : { disabledAt: null, disabledReason: null }
    await tx
      .insert(profiles)
      .values({ userId: input.userId, ...change })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...change, updatedAt: input.now } })
    if (input.disabled) await tx.delete(session).where(eq(session.userId, input.userId))
    await tx.insert(auditLog).values({
      actorUserId: input.actor.userId,
      actorLabel: input.actor.label,
      action: input.disabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: input.userId,
      before: { disabled: wasDisabled, reason: current?.disabledReason ?? null },
      after: { disabled: input.disabled, reason: input.reason },
    })
    return true
  })
}

/**
 * Gives premium until `until`, replacing a current grant, or takes it away (`until` null). A grant
 * whose end has passed counts as none. Answers false when there was no grant to take away.
 */
export async function setPremiumGrant(
  db: Database,
  input: { userId: string; until: Date | null; reason: string; actor: Actor; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ expiresAt: premiumGrants.expiresAt, reason: premiumGrants.reason })
      .from(premiumGrants)
      .where(eq(premiumGrants.userId, input.userId))
      .for('update')
    const isCurrent = current !== undefined && current.expiresAt.getTime() > input.now.getTime()
    const before = isCurrent ? { until: current.expiresAt.toISOString(), reason: current.reason } : { until: null }
    if (input.until === null) {
      if (!current) return false
      await tx.delete(premiumGrants).where(eq(premiumGrants.userId, input.userId))
      if (!isCurrent) return false
    } else {
      const grant = {
        expiresAt: input.until,
        reason: input.reason,
        grantedByUserId: input.actor.userId,
        grantedByLabel: input.actor.label,
        createdAt: input.now,
      }
      await tx
        .insert(premiumGrants)
        .values({ userId: input.userId, ...grant })
        .onConflictDoUpdate({ target: premiumGrants.userId, set: grant })
    }
    await tx.insert(auditLog).values({
      actorUserId: input.actor.userId,
      actorLabel: input.actor.label,
      action: input.until === null ? 'premium.revoke' : 'premium.grant',
      targetType: 'user',
      targetId: input.userId,
      before,
      after: { until: input.until?.toISOString() ?? null, reason: input.reason },
    })
    return true
  })
}
