import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { outbox, type OutboxRow } from '#server/db/schema/index.ts'
import type { OutboxChannel } from './templates.ts'

export interface OutboxInsert {
  userId: string | null
  channel: OutboxChannel
  template: string
  locale: string
  params: unknown
  recipient: string
  createdAt: Date
}

export async function insertMessage(tx: Database, message: OutboxInsert): Promise<number> {
  const [row] = await tx.insert(outbox).values(message).returning({ id: outbox.id })
  if (!row) throw new Error('the outbox insert returned no row')
  return row.id
}

/** The advisory lock key space of per-recipient counts (any fixed integer; 'obox' in ASCII). */
const RECIPIENT_LOCK = 0x6f626f78

/**
 * Holds, until the transaction ends, the lock of one recipient's count: a second transaction writing
 * to the same recipient waits here, then counts what the first committed. (Two recipients whose names
 * hash alike share a lock: they only wait for each other.)
 */
export async function lockRecipient(tx: Database, recipient: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK}, hashtext(${recipient}))`)
}

/** How many messages of `templates` to `recipient` were written after `since`. */
export async function countMessagesSince(
  tx: Database,
  input: { recipient: string; templates: readonly string[]; since: Date },
): Promise<number> {
  return tx.$count(
    outbox,
    and(eq(outbox.recipient, input.recipient), inArray(outbox.template, [...input.templates]), gt(outbox.createdAt, input.since)),
  )
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

/** A person's messages, oldest first: those naming their account and those sent to their address or number. */
export async function listMessagesOf(db: Database, person: { userId: string; addresses: readonly string[] }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(or(eq(outbox.userId, person.userId), inArray(outbox.recipient, [...person.addresses])))
    .orderBy(outbox.createdAt, outbox.id)
}
