import type { Database } from '#server/db/client.ts'
import { outbox } from '#server/db/schema/index.ts'

export type OutboxChannel = 'email' | 'sms'

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
