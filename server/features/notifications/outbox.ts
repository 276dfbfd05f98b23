import type { Database } from '#server/db/client.ts'
import { countMessagesSince, insertMessage, lockRecipient } from './outbox-repo.ts'
import { cappedTemplates, templateChannels, type NewMessage } from './templates.ts'

const HOUR_MS = 60 * 60 * 1000

export interface EnqueueOptions {
  /**
   * At most this many of the messages anyone can ask for (cappedTemplates: verification, reset, phone
   * codes) to the recipient in any hour, this one included (issue 18: a stranger can name any address
   * or number). Past it the message is not written and the caller's change goes on as if it had been:
   * the answer must not tell whether an account exists.
   */
  capPerHour?: number
}

export type EnqueueResult = { isWritten: true; id: number } | { isWritten: false; reason: 'recipient_cap' }

/**
 * Writes a message to the outbox in `db`, which should be the transaction of the change that caused
 * it: the message then exists exactly when the change does. Its own statements run in a savepoint of
 * that transaction (or a transaction of their own when `db` is none), so the per-recipient lock is held
 * until the change commits: two changes writing to one recipient at once are counted one after the
 * other, on every server sharing the database.
 */
export async function enqueueMessage(
  db: Database,
  message: NewMessage,
  options: EnqueueOptions & { now?: Date } = {},
): Promise<EnqueueResult> {
  const at = options.now ?? new Date()
  return db.transaction(async (tx): Promise<EnqueueResult> => {
    const { capPerHour } = options
    if (capPerHour !== undefined) {
      await lockRecipient(tx, message.recipient)
      const since = new Date(at.getTime() - HOUR_MS)
      const recent = await countMessagesSince(tx, { recipient: message.recipient, templates: cappedTemplates, since })
      if (recent >= capPerHour) return { isWritten: false, reason: 'recipient_cap' }
    }
    const id = await insertMessage(tx, { ...message, channel: templateChannels[message.template], createdAt: at })
    return { isWritten: true, id }
  })
}
