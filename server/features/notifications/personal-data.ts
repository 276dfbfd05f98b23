import { eq, inArray, or } from 'drizzle-orm'
import { outbox } from '#server/db/schema/index.ts'
import { addressesOf, type PersonalData } from '#server/lib/personal-data.ts'

/**
 * The messages sent to the person: their own rows, and those sent to their address or phone before
 * the account existed (a phone sign-in code names only the number).
 */
export const messagesData: PersonalData = {
  key: 'messages',
  tables: [outbox],
  export: (db, person) =>
    db
      .select({
        channel: outbox.channel,
        kind: outbox.kind,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        state: outbox.state,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(or(eq(outbox.userId, person.userId), inArray(outbox.recipient, addressesOf(person))))
      .orderBy(outbox.createdAt),
  async erase(tx, person) {
    await tx.delete(outbox).where(or(eq(outbox.userId, person.userId), inArray(outbox.recipient, addressesOf(person))))
  },
}
