import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { outbox, type OutboxRow } from '#server/db/schema/index.ts'

export const outboxChannels = ['email', 'sms'] as const
export type OutboxChannel = (typeof outboxChannels)[number]

export interface OutboxMessage {
  userId: string | null
  channel: OutboxChannel
  /** What the message is for: verify-email, reset-password, welcome, phone-code … */
  kind: string
  recipient: string
  subject: string | null
  body: string
}

/**
 * Writes a message to the outbox. Pass the transaction of the change that caused it, so the message
 * exists exactly when the change does; the dispatcher delivers it afterwards.
 */
export async function enqueueMessage(db: Database, message: OutboxMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id })
  if (!row) throw new Error('the outbox insert returned no row')
  return row.id
}

/**
 * Claims up to `limit` due messages for this dispatcher and returns them, each with its attempt
 * counted. Due: pending with next_attempt_at reached, or sending whose lease ran out (the process
 * that claimed it stopped mid-send). `FOR UPDATE SKIP LOCKED` lets several processes claim at once
 * without waiting on, or taking, each other's rows; the claimed row's next_attempt_at becomes the end
 * of this dispatcher's lease.
 */
export async function claimDueMessages(db: Database, input: { now: Date; leaseUntil: Date; limit: number }): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.state, ['pending', 'sending']), lte(outbox.nextAttemptAt, input.now)))
    .orderBy(outbox.nextAttemptAt)
    .limit(input.limit)
    .for('update', { skipLocked: true })
  return db
    .update(outbox)
    .set({ state: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: input.leaseUntil })
    .where(inArray(outbox.id, due))
    .returning()
}

/**
 * The outcome of one claimed attempt. Each update names the attempt it settles, so a dispatcher
 * that outlived its lease (another one has claimed the row since) changes nothing.
 */
export type AttemptOutcome =
  | { state: 'sent'; providerMessageId: string; at: Date }
  | { state: 'pending'; error: string; nextAttemptAt: Date }
  | { state: 'failed'; error: string }

export async function settleAttempt(db: Database, claimed: Pick<OutboxRow, 'id' | 'attempts'>, outcome: AttemptOutcome): Promise<boolean> {
  const changes =
    outcome.state === 'sent'
      ? { state: 'sent', sentAt: outcome.at, providerMessageId: outcome.providerMessageId, lastError: null }
      : outcome.state === 'pending'
        ? { state: 'pending', nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.error }
        : { state: 'failed', lastError: outcome.error }
  const rows = await db
    .update(outbox)
    .set(changes)
    .where(and(eq(outbox.id, claimed.id), eq(outbox.state, 'sending'), eq(outbox.attempts, claimed.attempts)))
    .returning({ id: outbox.id })
  return rows.length === 1
}

/** The newest messages first, for /dev/mailbox. */
export async function listRecentMessages(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit)
}
